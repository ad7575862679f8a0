import { Link } from "react-router";
import { BOOKING_GROUPS } from "#app/domain/booking/account";
import type { AccountBookingItem } from "#app/domain/booking/account-view";
import { useTranslation } from "#app/i18n/react";
import { AccountSection } from "./account-form";
import { useBookingFormat } from "./booking-format";

/** A booking's status as a badge: green once paid for, amber while something is awaited. */
export function BookingStatusBadge({ status }: { status: AccountBookingItem["status"] }) {
  const { t } = useTranslation("account");
  const tone =
    status === "confirmed" || status === "paid" || status === "completed"
      ? ""
      : status === "cancelled" || status === "expired"
        ? " account-badge--muted"
        : " account-badge--warn";
  return (
    <span className={`account-badge${tone}`} data-testid="booking-status">
      {t(`bookings.status.${status}`)}
    </span>
  );
}

/** The amounts of a booking: total, paid, and what is still due and by when. */
export function BookingAmounts({ booking }: { booking: AccountBookingItem }) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  return (
    <>
      <div>
        <dt>{t("bookings.total")}</dt>
        <dd data-testid="booking-total">
          {booking.totalCents === null ? t("bookings.notPriced") : format.money(booking.totalCents)}
        </dd>
      </div>
      <div>
        <dt>{t("bookings.paid")}</dt>
        <dd data-testid="booking-paid">{format.money(booking.paidCents)}</dd>
      </div>
      {booking.totalCents !== null && booking.group !== "open" ? (
        <div>
          <dt>{t("bookings.due")}</dt>
          <dd data-testid="booking-due">{format.due(booking.dueCents, booking.dueDate)}</dd>
        </div>
      ) : null}
    </>
  );
}

function BookingCard({ booking }: { booking: AccountBookingItem }) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  const titleId = `booking-${booking.id}-title`;
  return (
    <li>
      <article className="account-booking" aria-labelledby={titleId} data-testid="account-booking">
        <div className="account-booking__head">
          <h4 id={titleId} className="account-booking__title">
            <Link to={`/account/bookings/${booking.id}`}>{booking.tourTitle}</Link>
          </h4>
          <BookingStatusBadge status={booking.status} />
        </div>
        {booking.cancellationRequested ? (
          <p className="account-booking__note">{t("bookings.cancellationRequested")}</p>
        ) : null}
        <dl className="account-booking__facts">
          <div>
            <dt>{t("bookings.reference")}</dt>
            <dd className="account-code" data-testid="booking-reference">
              {booking.reference}
            </dd>
          </div>
          <div>
            <dt>{t("bookings.dates")}</dt>
            <dd>{format.range(booking.startDate, booking.endDate) ?? t("bookings.noDate")}</dd>
          </div>
          <BookingAmounts booking={booking} />
        </dl>
        <p className="account-booking__actions">
          {booking.continueUrl ? (
            <Link
              to={booking.continueUrl}
              className="btn btn-primary"
              aria-label={t("bookings.continueLabel", { reference: booking.reference })}
            >
              {t("bookings.continue")}
            </Link>
          ) : null}
          <Link
            to={`/account/bookings/${booking.id}`}
            className="btn btn-ghost"
            aria-label={t("bookings.viewLabel", { reference: booking.reference })}
          >
            {t("bookings.view")}
          </Link>
        </p>
      </article>
    </li>
  );
}

/**
 * The account's bookings section: to continue (drafts, requests, holds),
 * upcoming, past and cancelled, each a list of cards with the reference, the
 * tour, the dates, the status and the amounts.
 */
export function BookingsSection({ bookings }: { bookings: AccountBookingItem[] }) {
  const { t } = useTranslation("account");
  return (
    <AccountSection id="bookings" title={t("myBookings")}>
      {bookings.length === 0 ? (
        <>
          <p className="empty-state account-empty">{t("noBookings")}</p>
          <Link to="/tours" className="btn btn-ghost">
            {t("browseTours")}
          </Link>
        </>
      ) : (
        BOOKING_GROUPS.map((group) => {
          const items = bookings.filter((booking) => booking.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group} className="account-bookings" data-testid={`bookings-${group}`}>
              <h3 className="account-section__subtitle" id={`bookings-${group}`}>
                {t(`bookings.groups.${group}`)}
              </h3>
              <ul className="account-bookings__list" aria-labelledby={`bookings-${group}`}>
                {items.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </AccountSection>
  );
}
