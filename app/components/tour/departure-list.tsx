import type { ReactNode } from "react";
import { Link } from "react-router";
import { trackDateSelected } from "#app/components/analytics/date-selected";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import type { DepartureItem } from "#app/domain/catalogue/availability";
import { type AvailabilityLabel, isBookable } from "#app/domain/catalogue/availability";
import { useTranslation } from "#app/i18n/react";
import { AvailabilityBadge } from "./availability-badge";

/**
 * One departure: its dates, availability badge and seats left, price per
 * person, and `action` (a booking link, or nothing). `note` adds a remark to
 * the status (/tour-availability's "not enough seats").
 */
export function DepartureRow(props: {
  departure: DepartureItem;
  action: ReactNode;
  note?: ReactNode;
  /** "per person" after the price. */
  perPerson?: boolean;
}) {
  const { t } = useTranslation(["tours", "common"]);
  const formatPrice = useFormatPrice();
  const d = props.departure;
  return (
    <li className="departure" data-availability={d.label} data-departure={d.id}>
      <p className="departure__dates">
        <time dateTime={d.startDate}>{d.dates}</time>
      </p>
      <div className="departure__status">
        <AvailabilityBadge label={d.label} />
        {d.seatsLeft !== null && isOpen(d.label) ? (
          <span className="departure__seats">{t("detail.seatsLeft", { count: d.seatsLeft })}</span>
        ) : null}
        {props.note}
      </div>
      <p className="departure__price">
        <span className="departure__from">{t("common:from")}</span> <strong>{formatPrice(d.price)}</strong>
        {props.perPerson ? (
          <>
            {" "}
            <span className="departure__from">{t("common:perPerson")}</span>
          </>
        ) : null}
      </p>
      <div className="departure__action">{props.action}</div>
    </li>
  );
}

/** Seats can be booked: the seat count is worth showing. */
export function isOpen(label: AvailabilityLabel): boolean {
  return label === "available" || label === "limited";
}

/**
 * The tour page's upcoming departures, with what the visitor can do: book,
 * ask (fully booked: a waiting list), or nothing (closed).
 */
export function DepartureList(props: { departures: DepartureItem[]; tourId: number }) {
  const { t } = useTranslation("tours");
  return (
    <ul className="departures" data-testid="departures">
      {props.departures.map((d) => (
        <DepartureRow
          key={d.id}
          departure={d}
          action={
            isBookable(d.label) ? (
              <Link
                to={`/booking?tour=${props.tourId}&departure=${d.id}`}
                className="btn btn-ghost departure__button"
                onClick={() =>
                  trackDateSelected({
                    tourId: props.tourId,
                    date: d.startDate,
                    source: "tour",
                    departure: d.id,
                  })
                }
              >
                {d.label === "on_request" ? t("detail.request") : t("detail.book")}
                <span className="sr-only">: {d.dates}</span>
              </Link>
            ) : d.label === "fully_booked" ? (
              <Link to={`/contact?tour=${props.tourId}&date=${d.startDate}`} className="departure__link">
                {t("detail.waitlist")}
                <span className="sr-only">: {d.dates}</span>
              </Link>
            ) : null
          }
        />
      ))}
    </ul>
  );
}
