import { Link } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { formatCharge } from "#app/domain/booking/charge";
import type { OutcomePage } from "#app/domain/booking/outcome-page";
import { formatLongDate } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";

/** The booking's reference, trip and money after a payment: what was paid, what is due and when. */
export function OutcomeFacts({ booking }: { booking: OutcomePage }) {
  const { t } = useTranslation("booking");
  const { language } = usePreferences();
  const charge = (cents: number) => formatCharge(cents, language);
  const dates =
    booking.startDate && booking.endDate
      ? `${formatLongDate(booking.startDate, language)} – ${formatLongDate(booking.endDate, language)}`
      : booking.startDate
        ? formatLongDate(booking.startDate, language)
        : "";
  return (
    <dl>
      <div>
        <dt>{t("reference")}</dt>
        <dd className="booking-outcome__reference">{booking.reference}</dd>
      </div>
      <div>
        <dt>{booking.tourTitle}</dt>
        <dd>{dates}</dd>
      </div>
      <div>
        <dt>{t("total")}</dt>
        <dd>{charge(booking.totalCents)}</dd>
      </div>
      <div>
        <dt>{t("outcome.paid")}</dt>
        <dd>{charge(booking.paidCents)}</dd>
      </div>
      {booking.dueCents > 0 && booking.paidCents > 0 ? (
        <div>
          <dt>
            {booking.dueBy
              ? t("outcome.dueBy", { date: formatLongDate(booking.dueBy, language) })
              : t("outcome.due")}
          </dt>
          <dd>{charge(booking.dueCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function OutcomeActions({ booking, retry }: { booking: OutcomePage; retry?: boolean }) {
  const { t } = useTranslation("booking");
  return (
    <p className="booking-outcome__actions">
      {retry ? (
        <Link to={`/booking?draft=${booking.id}&step=4&cancelled=1`} className="btn btn-primary">
          {t("outcome.tryAgain")}
        </Link>
      ) : null}
      <Link to={`/account/bookings/${booking.id}`} className={retry ? "btn btn-ghost" : "btn btn-primary"}>
        {t("outcome.viewBooking")}
      </Link>
    </p>
  );
}
