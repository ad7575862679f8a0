export type FaqItem = { id: number; question: string; answer: string };

/** Questions and answers that open in place; works without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.id} className="faq-list__item">
          <summary className="faq-list__question">{item.question}</summary>
          <p className="faq-list__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
