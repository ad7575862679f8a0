import { PlaceSection } from "#app/components/places/place-page";
import { useTranslation } from "#app/i18n/react";

/** What a stay offers, each with a tick; nothing when it lists none. */
export function AmenitiesSection({ amenities, lang }: { amenities: string[]; lang?: string }) {
  const { t } = useTranslation("accommodations");
  if (amenities.length === 0) return null;
  return (
    <PlaceSection id="amenities-title" title={t("amenities")}>
      <ul className="amenity-list" data-testid="amenities" lang={lang}>
        {amenities.map((item) => (
          <li key={item}>
            <CheckIcon />
            {item}
          </li>
        ))}
      </ul>
    </PlaceSection>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.12" />
      <path
        d="M6 10.5l2.7 2.6L14 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
