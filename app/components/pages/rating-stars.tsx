import { useId } from "react";
import { starParts } from "#app/domain/content/ratings";

const STAR = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z";

/**
 * Five stars for a rating, rounded to the half. The stars are decoration; the
 * rating is said in words (`label`) for screen readers and search engines.
 */
export function RatingStars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  const { full, half, empty } = starParts(rating);
  const clipId = `half-star-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const kinds = [
    ...Array.from({ length: full }, () => "full" as const),
    ...(half ? ["half" as const] : []),
    ...Array.from({ length: empty }, () => "empty" as const),
  ];
  return (
    <span className="rating-stars">
      <span className="rating-stars__icons" aria-hidden="true">
        {kinds.map((kind, index) => (
          <svg
            key={index}
            aria-hidden="true"
            viewBox="0 0 24 24"
            width={size}
            height={size}
            className="rating-stars__star"
          >
            {kind === "half" ? (
              <defs>
                <clipPath id={clipId}>
                  <rect width="12" height="24" />
                </clipPath>
              </defs>
            ) : null}
            <path d={STAR} className="rating-stars__empty" />
            {kind === "full" ? <path d={STAR} className="rating-stars__full" /> : null}
            {kind === "half" ? (
              <path d={STAR} className="rating-stars__full" clipPath={`url(#${clipId})`} />
            ) : null}
          </svg>
        ))}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
