import type { AvailabilityLabel } from "#app/domain/catalogue/availability";
import { useTranslation } from "#app/i18n/react";

/** The availability label of a departure as a coloured pill; the words carry the meaning, not the colour. */
export function AvailabilityBadge({ label }: { label: AvailabilityLabel }) {
  const { t } = useTranslation("tours");
  return (
    <span className={`availability-badge availability-badge--${label}`} data-availability={label}>
      <span aria-hidden="true" className="availability-badge__dot" />
      {t(`availability.${label}`)}
    </span>
  );
}
