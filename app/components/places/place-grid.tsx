import type { ReactNode } from "react";

/** Place cards (destinations, experiences, stays) in the place grid, one card per item. */
export function PlaceGrid<Item extends { id: number }>({
  items,
  card,
}: {
  items: Item[];
  card: (item: Item) => ReactNode;
}) {
  return (
    <ul className="place-grid">
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ul>
  );
}
