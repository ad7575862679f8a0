import type { PriceSnapshot } from "#app/domain/booking/price-snapshot";
import { useTranslation } from "#app/i18n/react";
import { useBookingFormat } from "./booking-format";

/**
 * The price lines a booking was charged on (its own copy, whatever prices
 * do later): travellers, extras, subtotal, discounts and the total, in US
 * dollars as charged. The booking page and its receipt show the same table.
 */
export function PriceLinesTable({ lines, caption }: { lines: PriceSnapshot; caption?: string }) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  return (
    <table className="account-table account-table--price" data-testid="price-lines">
      {caption ? <caption className="account-table__caption">{caption}</caption> : null}
      <tbody>
        {lines.lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row">
              {`${t(`bookings.price.travellers.${line.kind}`, { count: line.count })} × ${format.money(line.unit.amountMinor)}`}
            </th>
            <td>{format.money(line.amount.amountMinor)}</td>
          </tr>
        ))}
        {lines.extras.map((line) => (
          <tr key={`extra-${line.id}`}>
            <th scope="row">{line.count > 1 ? `${line.label} × ${line.count}` : line.label}</th>
            <td>{format.money(line.amount.amountMinor)}</td>
          </tr>
        ))}
        <tr className="account-table__sum">
          <th scope="row">{t("bookings.price.subtotal")}</th>
          <td>{format.money(lines.subtotal.amountMinor)}</td>
        </tr>
        {lines.discounts.map((discount, index) => (
          <tr key={`discount-${index}`}>
            <th scope="row">{t(`bookings.price.discount.${discount.kind}`, { label: discount.label })}</th>
            <td>−{format.money(discount.amount.amountMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="account-table__total">
          <th scope="row">{t("bookings.total")}</th>
          <td data-testid="price-total">{format.money(lines.total.amountMinor)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
