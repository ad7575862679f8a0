/** A list of short texts (highlights, what is included), each its own key. */
export function ItemList({ items, className, lang }: { items: string[]; className: string; lang?: string }) {
  return (
    <ul className={className} lang={lang}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
