import { AccountSection } from "#app/components/account/account-form";
import { usePartyText, useTravellerName } from "#app/components/account/booking-detail";
import { useBookingFormat } from "#app/components/account/booking-format";
import { BookingAmounts, BookingStatusBadge } from "#app/components/account/bookings-list";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import type { TripWallet, WalletDay } from "#app/domain/trip/wallet";
import { useTranslation } from "#app/i18n/react";
import { StayContacts } from "./stay-contacts";

/** Reference, tour, dates, who travels, the guide: the facts asked for at every gate. */
export function TripSummary({ wallet }: { wallet: TripWallet }) {
  const { t } = useTranslation("trip");
  const format = useBookingFormat();
  const party = usePartyText();
  const name = useTravellerName();
  const { booking, guide } = wallet;
  return (
    <AccountSection id="trip" title={t("summary.title")}>
      <div className="account-booking__head">
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="account-booking__facts">
        <div>
          <dt>{t("summary.reference")}</dt>
          <dd className="account-code" data-testid="trip-reference">
            {booking.reference}
          </dd>
        </div>
        <div>
          <dt>{t("summary.tour")}</dt>
          <dd lang={wallet.tour.lang}>{wallet.tour.title}</dd>
        </div>
        <div>
          <dt>{t("summary.dates")}</dt>
          <dd>{format.range(booking.startDate, booking.endDate) ?? t("summary.noDate")}</dd>
        </div>
        <div>
          <dt>{t("summary.travellers")}</dt>
          <dd>
            {party(booking.party)}
            {booking.travellers.length > 0 ? (
              <span className="trip-names">
                {booking.travellers.map((traveller) => name(traveller)).join(", ")}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t("summary.guide")}</dt>
          <dd data-testid="trip-guide">
            {guide ? [guide.name, guide.phone].filter(Boolean).join(" · ") : t("summary.noGuide")}
          </dd>
        </div>
      </dl>
    </AccountSection>
  );
}

/** What the trip costs, what was paid and what is still due, by when. */
export function TripMoney({ wallet }: { wallet: TripWallet }) {
  const { t } = useTranslation("trip");
  return (
    <AccountSection id="money" title={t("money.title")}>
      <dl className="account-booking__facts" data-testid="trip-money">
        <BookingAmounts booking={wallet.booking} />
      </dl>
      {wallet.booking.dueCents !== null ? (
        <p className="account-section__text">{t("money.dueNote")}</p>
      ) : null}
    </AccountSection>
  );
}

function Day({ day, lang, climb }: { day: WalletDay; lang: string; climb: boolean }) {
  const { t } = useTranslation("trip");
  const { t: tt } = useTranslation("tours");
  const format = useBookingFormat();
  const heading = day.date
    ? t("itinerary.dayOn", { day: day.dayNumber, date: format.date(day.date) })
    : tt("detail.day", { day: day.dayNumber });
  return (
    <li className="trip-day" data-testid="trip-day">
      <h3 className="trip-day__title">
        <span className="trip-day__when">{heading}</span> <span lang={lang}>{day.title}</span>
      </h3>
      {day.description ? (
        <p className="trip-day__text" lang={lang}>
          {day.description}
        </p>
      ) : null}
      <dl className="account-booking__facts">
        {day.places.length > 0 ? (
          <div>
            <dt>{tt("detail.places")}</dt>
            <dd>{day.places.join(" · ")}</dd>
          </div>
        ) : null}
        <div>
          <dt>{tt("detail.meals")}</dt>
          <dd>
            {day.meals.length > 0
              ? day.meals.map((meal) => tt(`meals.${meal}`)).join(", ")
              : tt("meals.none")}
          </dd>
        </div>
        {climb && day.altitudeM !== null ? (
          <div>
            <dt>{tt("detail.altitude")}</dt>
            <dd>
              {tt("detail.metres", { value: new Intl.NumberFormat(format.language).format(day.altitudeM) })}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="trip-day__stay">
        <h4 className="trip-day__stay-title">{tt("detail.overnight")}</h4>
        {day.stay ? <StayContacts stay={day.stay} /> : <p>{tt("detail.noOvernight")}</p>}
      </div>
    </li>
  );
}

/** The programme day by day, each with its date on this trip and the night's stay with its contacts. */
export function TripItinerary({ wallet }: { wallet: TripWallet }) {
  const { t } = useTranslation("trip");
  return (
    <AccountSection id="days" title={t("itinerary.title")}>
      {wallet.tour.imageUrl ? (
        <ResponsiveImage
          src={wallet.tour.imageUrl}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 1024px) 640px, 100vw"
          single
          className="trip-hero"
        />
      ) : null}
      {wallet.days.length === 0 ? (
        <p className="account-section__text">{t("itinerary.none")}</p>
      ) : (
        <ol className="trip-days">
          {wallet.days.map((day) => (
            <Day key={day.dayNumber} day={day} lang={wallet.tour.lang} climb={wallet.tour.climb} />
          ))}
        </ol>
      )}
    </AccountSection>
  );
}
