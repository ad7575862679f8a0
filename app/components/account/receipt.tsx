import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AccountBookingDetail } from "#app/domain/booking/account-view";
import type { SiteContact } from "#app/domain/root-data";
import { useTranslation } from "#app/i18n/react";
import { useTravellerName } from "./booking-detail";
import { useBookingFormat } from "./booking-format";

/** "Print" once scripts run; without them the page says to use the browser's own print command. */
function PrintButton() {
  const { t } = useTranslation("account");
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <p className="receipt__hint">{t("bookings.receipt.printHint")}</p>;
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.print()}>
      {t("bookings.receipt.print")}
    </button>
  );
}

/**
 * The booking's receipt, made to be printed (or saved as PDF by the
 * browser): the office, the customer, the trip, the price lines as charged,
 * the payments received, and what is still due. The print stylesheet
 * (styles/account.css) leaves the site's header, footer and these buttons out.
 */
export function Receipt(props: {
  booking: AccountBookingDetail;
  customer: { name: string | null; email: string };
  contact: SiteContact | undefined;
  companyName: string;
  issuedOn: string;
}) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  const name = useTravellerName();
  const { booking, contact } = props;
  const received = booking.payments.filter((payment) => payment.status === "succeeded");
  const lines = booking.priceLines;
  return (
    <article className="receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <div className="receipt__actions">
        <PrintButton />
        <Link to={`/account/bookings/${booking.id}`} className="btn btn-ghost">
          {t("bookings.receipt.back")}
        </Link>
      </div>
      <header className="receipt__head">
        <div>
          <p className="receipt__company">{props.companyName}</p>
          {contact ? (
            <address className="receipt__address">
              {contact.address}
              <br />
              {contact.email} · {contact.phonePrimary}
              <br />
              {t("bookings.receipt.licence", { licence: contact.licence })}
            </address>
          ) : null}
        </div>
        <div className="receipt__meta">
          <h1 id="receipt-title" className="receipt__title">
            {t("bookings.receipt.title")}
          </h1>
          <p>
            {t("bookings.reference")}: <strong className="account-code">{booking.reference}</strong>
          </p>
          <p>{t("bookings.receipt.issued", { date: format.day(props.issuedOn) })}</p>
        </div>
      </header>

      <section className="receipt__part" aria-labelledby="receipt-customer">
        <h2 id="receipt-customer">{t("bookings.receipt.customer")}</h2>
        <p>
          {booking.lead.fullName ?? props.customer.name ?? ""}
          <br />
          {booking.lead.email ?? props.customer.email}
        </p>
      </section>

      <section className="receipt__part" aria-labelledby="receipt-trip">
        <h2 id="receipt-trip">{t("bookings.receipt.trip")}</h2>
        <p>
          <strong>{booking.tourTitle}</strong>
          <br />
          {format.range(booking.startDate, booking.endDate) ?? t("bookings.noDate")}
        </p>
        {booking.travellers.length > 0 ? (
          <ol className="receipt__travellers">
            {booking.travellers.map((traveller) => (
              <li key={traveller.id}>
                {`${name(traveller)} (${t(`bookings.travellers.kinds.${traveller.kind}`)})`}
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <section className="receipt__part" aria-labelledby="receipt-price">
        <h2 id="receipt-price">{t("bookings.price.title")}</h2>
        <table className="account-table account-table--price">
          <tbody>
            {lines?.lines.map((line) => (
              <tr key={line.kind}>
                <th scope="row">
                  {`${t(`bookings.price.travellers.${line.kind}`, { count: line.count })} × ${format.money(line.unit.amountMinor)}`}
                </th>
                <td>{format.money(line.amount.amountMinor)}</td>
              </tr>
            ))}
            {lines?.extras.map((line) => (
              <tr key={`extra-${line.id}`}>
                <th scope="row">{line.count > 1 ? `${line.label} × ${line.count}` : line.label}</th>
                <td>{format.money(line.amount.amountMinor)}</td>
              </tr>
            ))}
            {lines?.discounts.map((discount, index) => (
              <tr key={`discount-${index}`}>
                <th scope="row">
                  {t(`bookings.price.discount.${discount.kind}`, { label: discount.label })}
                </th>
                <td>−{format.money(discount.amount.amountMinor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="account-table__total">
              <th scope="row">{t("bookings.total")}</th>
              <td>{format.money(booking.totalCents ?? 0)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="receipt__part" aria-labelledby="receipt-payments">
        <h2 id="receipt-payments">{t("bookings.receipt.received")}</h2>
        <table className="account-table" data-testid="receipt-payments">
          <thead>
            <tr>
              <th scope="col">{t("bookings.payments.date")}</th>
              <th scope="col">{t("bookings.payments.kind")}</th>
              <th scope="col">{t("bookings.payments.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {received.map((payment) => (
              <tr key={payment.id}>
                <td>{format.day(payment.succeededAt ?? payment.createdAt)}</td>
                <td>{t(`bookings.payments.kinds.${payment.kind}`)}</td>
                <td>{format.money(payment.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="account-table__total">
              <th scope="row" colSpan={2}>
                {t("bookings.paid")}
              </th>
              <td data-testid="receipt-paid">{format.money(booking.paidCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t("bookings.due")}
              </th>
              <td data-testid="receipt-due">
                {booking.dueCents === null
                  ? t("bookings.nothingDue")
                  : booking.dueDate
                    ? t("bookings.dueBy", {
                        amount: format.money(booking.dueCents),
                        date: format.date(booking.dueDate),
                      })
                    : format.money(booking.dueCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      <p className="receipt__foot">{t("bookings.receipt.foot")}</p>
    </article>
  );
}
