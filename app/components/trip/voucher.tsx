import { usePartyText, useRoomsText, useTravellerName } from "#app/components/account/booking-detail";
import { useBookingFormat } from "#app/components/account/booking-format";
import { PrintButton } from "#app/components/account/receipt";
import type { SiteContact } from "#app/domain/root-data";
import type { TripWallet } from "#app/domain/trip/wallet";
import { useTranslation } from "#app/i18n/react";

/**
 * The travel voucher a traveller shows at a lodge or a park gate: who we
 * are and how to reach us, the reference, the lead traveller and everyone
 * travelling, the dates and the services booked, night by night. Printable
 * (the account's print stylesheet leaves the site around it out).
 */
export function TripVoucher(props: {
  wallet: TripWallet;
  contact: SiteContact | undefined;
  companyName: string;
}) {
  const { t } = useTranslation("trip");
  const { t: ta } = useTranslation("account");
  const format = useBookingFormat();
  const party = usePartyText();
  const rooms = useRoomsText();
  const name = useTravellerName();
  const { wallet, contact } = props;
  const { booking } = wallet;
  const lead =
    booking.lead.fullName ?? (booking.travellers[0] ? name(booking.travellers[0]) : t("voucher.leadMissing"));
  const roomText = rooms(booking.rooms);
  const nights = wallet.days.filter((day) => day.stay);
  return (
    <article className="receipt voucher" aria-labelledby="voucher-title" data-testid="voucher">
      <div className="receipt__actions">
        <PrintButton />
      </div>
      <header className="receipt__head">
        <div>
          <p className="receipt__company">{props.companyName}</p>
          {contact ? (
            <address className="receipt__address">
              {contact.address}
              <br />
              {contact.phonePrimary} · {contact.email}
              <br />
              {ta("bookings.receipt.licence", { licence: contact.licence })}
            </address>
          ) : null}
        </div>
        <div className="receipt__meta">
          <h2 id="voucher-title" className="receipt__title">
            {t("voucher.title")}
          </h2>
          <p>
            {t("summary.reference")}: <strong className="account-code">{booking.reference}</strong>
          </p>
          <p>
            {t(
              `voucher.status.${booking.status === "paid" || booking.status === "completed" ? "paid" : "confirmed"}`,
            )}
          </p>
        </div>
      </header>

      <section className="receipt__part" aria-labelledby="voucher-guests">
        <h3 id="voucher-guests">{t("voucher.guests")}</h3>
        <dl className="account-booking__facts">
          <div>
            <dt>{t("voucher.lead")}</dt>
            <dd data-testid="voucher-lead">{lead}</dd>
          </div>
          <div>
            <dt>{t("summary.travellers")}</dt>
            <dd data-testid="voucher-party">{party(booking.party)}</dd>
          </div>
        </dl>
        {booking.travellers.length > 0 ? (
          <ol className="receipt__travellers">
            {booking.travellers.map((traveller) => (
              <li key={traveller.id}>
                {`${name(traveller)} (${ta(`bookings.travellers.kinds.${traveller.kind}`)})`}
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <section className="receipt__part" aria-labelledby="voucher-services">
        <h3 id="voucher-services">{t("voucher.services")}</h3>
        <ul className="account-lines">
          <li>
            <span lang={wallet.tour.lang}>{wallet.tour.title}</span>
            <span>{format.range(booking.startDate, booking.endDate) ?? t("summary.noDate")}</span>
          </li>
          {roomText ? (
            <li>
              <span>{ta("bookings.rooms.label")}</span>
              <span>{roomText}</span>
            </li>
          ) : null}
          {booking.extras.map((extra, index) => (
            <li key={index}>
              <span>{extra.label}</span>
              <span>{extra.count !== null && extra.count > 1 ? `× ${extra.count}` : ""}</span>
            </li>
          ))}
        </ul>
      </section>

      {nights.length > 0 ? (
        <section className="receipt__part" aria-labelledby="voucher-nights">
          <h3 id="voucher-nights">{t("voucher.nights")}</h3>
          <table className="account-table" data-testid="voucher-nights">
            <thead>
              <tr>
                <th scope="col">{t("voucher.night")}</th>
                <th scope="col">{t("voucher.stay")}</th>
              </tr>
            </thead>
            <tbody>
              {nights.map((day) => (
                <tr key={day.dayNumber}>
                  <td>{day.date ? format.date(day.date) : t("contacts.day", { day: day.dayNumber })}</td>
                  <td>{day.stay?.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <p className="receipt__foot">
        {t("voucher.foot", { phone: wallet.emergency.office, reference: booking.reference })}
      </p>
    </article>
  );
}
