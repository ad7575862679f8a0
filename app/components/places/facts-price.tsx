import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { useTranslation } from "#app/i18n/react";

/** The "from" price in a place's "at a glance" card, in the visitor's currency, with its unit (a night, a person). */
export function FactsPrice({ cents, unit, testId }: { cents: number; unit: string; testId: string }) {
  const { t } = useTranslation("common");
  const formatPrice = useFormatPrice();
  return (
    <p className="facts-card__price">
      {t("from")}
      <strong data-testid={testId}>{formatPrice(cents)}</strong>
      {unit}
    </p>
  );
}
