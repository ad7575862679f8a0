import type { PriceTable as PriceTableData } from "#app/domain/pricing";
import { useTranslation } from "#app/i18n/react";
import { PriceTable } from "./price-table";
import { TourSection } from "./tour-section";

/** The prices per person by group size. */
export function PricesSection({ prices }: { prices: PriceTableData }) {
  const { t } = useTranslation("tours");
  return (
    <TourSection id="prices" title={t("detail.prices.title")}>
      <p className="tour-section__lead">{t("detail.prices.lead")}</p>
      <PriceTable prices={prices} />
    </TourSection>
  );
}
