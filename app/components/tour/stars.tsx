/** A rating as five stars, the filled ones first (for the eye only: say the rating in words beside it). */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="stars" aria-hidden="true">
      {"★".repeat(full)}
      <span className="stars__empty">{"★".repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}
