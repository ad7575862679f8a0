/** A 24 px line icon drawn in the text's colour, hidden from screen readers (the button's words name it). */
export function StrokeIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" stroke="currentColor" strokeWidth="2">
      <path d={d} />
    </svg>
  );
}
