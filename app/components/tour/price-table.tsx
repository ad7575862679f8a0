import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import type { PriceTable as PriceTableData } from "#app/domain/pricing";
import { useTranslation } from "#app/i18n/react";

/** Per-person prices by group size, with the child (5-17) and infant (0-4) prices beside the adult one. */
export function PriceTable({ prices }: { prices: PriceTableData }) {
  const { t } = useTranslation("tours");
  const formatPrice = useFormatPrice();
  const group = (min: number, max: number | null) =>
    max === null
      ? t("detail.prices.groupFrom", { min })
      : min === max
        ? t("detail.prices.groupExactly", { count: min })
        : t("detail.prices.groupRange", { min, max });
  return (
    <div className="price-table">
      <ScrollRegion className="price-table__scroll" label={t("detail.prices.caption")}>
        <table data-testid="price-table">
          <caption className="sr-only">{t("detail.prices.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("detail.prices.group")}</th>
              <th scope="col">{t("detail.prices.adult")}</th>
              <th scope="col">{t("detail.prices.child")}</th>
              <th scope="col">{t("detail.prices.infant")}</th>
            </tr>
          </thead>
          <tbody>
            {prices.rows.map((row) => (
              <tr key={row.minTravellers}>
                <th scope="row">{group(row.minTravellers, row.maxTravellers)}</th>
                <td>
                  <strong>{formatPrice(row.adult)}</strong>
                </td>
                <td>{formatPrice(row.child)}</td>
                <td>{row.infant === 0 ? t("detail.prices.free") : formatPrice(row.infant)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ul className="price-table__notes">
        <li>{t("detail.prices.childRule", { percent: prices.childPercent })}</li>
        <li>
          {prices.infantPercent === 0
            ? t("detail.prices.infantFree")
            : t("detail.prices.infantRule", { percent: prices.infantPercent })}
        </li>
        <li>{t("detail.prices.currencyNote")}</li>
      </ul>
    </div>
  );
}
