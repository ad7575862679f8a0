import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AccountBookingDetail } from "#app/domain/booking/account-view";
import type { SiteContact } from "#app/domain/root-data";
import { useTranslation } from "#app/i18n/react";
import { useTravellerName } from "./booking-detail";
import { useBookingFormat } from "./booking-format";
import { PriceLinesTable } from "./price-lines";

/** "Print" once scripts run; without them the page says to use the browser's own print command. */
export function PrintButton() {
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
  // Money in, and money given back (refund rows the provider confirmed), each as charged.
  const received = booking.payments.filter(
    (payment) =>
      (payment.kind !== "refund" && payment.status === "succeeded") ||
      (payment.kind === "refund" && payment.status === "refunded"),
  );
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
        {lines ? <PriceLinesTable lines={lines} /> : null}
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
                <td>{payment.kind === "refund" ? `−${format.payment(payment)}` : format.payment(payment)}</td>
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
              <td data-testid="receipt-due">{format.due(booking.dueCents, booking.dueDate)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <p className="receipt__foot">{t("bookings.receipt.foot")}</p>
    </article>
  );
}
