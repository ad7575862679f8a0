import "#app/styles/tours.css";
import "#app/styles/availability.css";
import { Form, Link } from "react-router";
import { trackDateSelected } from "#app/components/analytics/date-selected";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { DepartureRow, isOpen } from "#app/components/tour/departure-list";
import { EmptyState } from "#app/components/ui/empty-state";
import type { DepartureItem } from "#app/domain/catalogue/availability";
import { isBookable } from "#app/domain/catalogue/availability";
import { addDays, officeToday } from "#app/domain/dates";
import { LANGUAGE_TAGS } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  describeDeparture,
  listDepartureMonths,
  listToursWithDepartures,
  listUpcomingDepartures,
  nextMonthStart,
} from "#app/modules/catalogue/departures.server";
import { env } from "#app/modules/config/env.server";
import { positiveInt } from "#app/modules/http/responses.server";
import type { Route } from "./+types/index";

/** How many days ahead the page shows when neither a tour nor a month is chosen. */
const DEFAULT_DAYS = 30;
const MAX_TRAVELLERS = 30;

type TourGroup = { tourId: number; title: string; path: string; departures: DepartureItem[] };
type MonthGroup = { month: string; name: string; tours: TourGroup[] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = context.language;
  const today = officeToday();
  // Anything unreadable in the address is ignored, as if not chosen.
  const requestedTour = positiveInt(url.searchParams.get("tour"));
  const monthParam = url.searchParams.get("month") ?? "";
  const travellersParam = positiveInt(url.searchParams.get("travellers"));
  const travellers = travellersParam && travellersParam <= MAX_TRAVELLERS ? travellersParam : null;

  const tourOptions = await listToursWithDepartures(today);
  const tourId = tourOptions.some((tour) => tour.id === requestedTour) ? requestedTour : null;
  const months = await listDepartureMonths(today, tourId);
  const month = months.includes(monthParam) ? monthParam : null;
  // Without a tour or a month, the next 30 days: the whole year would be a thousand rows.
  const dates = month
    ? { from: `${month}-01`, until: nextMonthStart(month) }
    : tourId
      ? null
      : { from: today, until: addDays(today, DEFAULT_DAYS + 1) };
  const rows = await listUpcomingDepartures({ today, tourId, dates });

  const limitedSeats = env().AVAILABILITY_LIMITED_SEATS;
  const monthName = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const nameOf = (ym: string) => monthName.format(new Date(`${ym}-01T00:00:00Z`));
  const groups: MonthGroup[] = [];
  for (const row of rows) {
    const ym = row.startDate.slice(0, 7);
    let group = groups.at(-1);
    if (group?.month !== ym) {
      group = { month: ym, name: nameOf(ym), tours: [] };
      groups.push(group);
    }
    let tour = group.tours.find((t) => t.tourId === row.tourId);
    if (!tour) {
      tour = { tourId: row.tourId, title: row.tourTitle, path: row.tourPath, departures: [] };
      group.tours.push(tour);
    }
    tour.departures.push(describeDeparture(row, { limitedSeats, today, fromPrice: row.fromPrice, language }));
  }
  for (const group of groups) group.tours.sort((a, b) => a.title.localeCompare(b.title));

  const t = serverT(language, "availability");
  const filtered = Boolean(url.searchParams.get("tour") || monthParam || url.searchParams.get("travellers"));
  const chosenTour = tourOptions.find((tour) => tour.id === tourId);
  return {
    filters: { tourId, month, travellers },
    defaultWindow: !month && !tourId,
    tourOptions,
    monthOptions: months.map((ym) => ({ value: ym, name: nameOf(ym) })),
    groups,
    total: rows.length,
    messages: messagesFor(language, ["availability", "tours"]),
    seo: {
      title: chosenTour ? t("metaTitleTour", { tour: chosenTour.title }) : t("metaTitle"),
      description: t("lead"),
      // Filtered variants are the same dates again: only the plain page is indexed.
      noindex: filtered,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function TourAvailabilityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["availability", "tours", "common"]);
  const { filters, groups } = loaderData;
  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("lead")}
        crumbs={[{ label: t("title"), to: "/tour-availability" }]}
      />
      <div className="container availability-page">
        <Form method="get" className="availability-filters" aria-label={t("filters.label")}>
          <div className="form-field">
            <label htmlFor="availability-tour">{t("filters.tour")}</label>
            <select id="availability-tour" name="tour" defaultValue={filters.tourId ?? ""}>
              <option value="">{t("filters.allTours")}</option>
              {loaderData.tourOptions.map((tour) => (
                <option key={tour.id} value={tour.id}>
                  {tour.title}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="availability-month">{t("filters.month")}</label>
            <select id="availability-month" name="month" defaultValue={filters.month ?? ""}>
              <option value="">{t("filters.anyMonth")}</option>
              {loaderData.monthOptions.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="availability-travellers">{t("filters.travellers")}</label>
            <input
              id="availability-travellers"
              name="travellers"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TRAVELLERS}
              defaultValue={filters.travellers ?? ""}
            />
          </div>
          <div className="availability-filters__actions">
            <button type="submit" className="btn btn-primary">
              {t("filters.submit")}
            </button>
            {filters.tourId || filters.month || filters.travellers ? (
              <Link to="/tour-availability" className="btn btn-ghost">
                {t("filters.reset")}
              </Link>
            ) : null}
          </div>
        </Form>

        <p className="availability-page__summary" aria-live="polite">
          {t("count", { count: loaderData.total })}
          {loaderData.defaultWindow && groups.length > 0 ? ` ${t("window", { count: DEFAULT_DAYS })}` : null}
          {filters.travellers ? ` ${t("travellersNote", { count: filters.travellers })}` : null}
        </p>

        {groups.length === 0 ? (
          <EmptyState
            testId="availability-empty"
            message={t("empty")}
            action={{ to: "/contact", label: t("emptyAction") }}
          />
        ) : (
          groups.map((group) => (
            <section
              key={group.month}
              className="availability-month"
              aria-labelledby={`month-${group.month}`}
              data-testid="availability-month"
            >
              <h2 id={`month-${group.month}`} className="availability-month__title">
                {group.name}
              </h2>
              {group.tours.map((tour) => (
                <div key={tour.tourId} className="availability-tour">
                  <h3 className="availability-tour__title">
                    <Link to={tour.path}>{tour.title}</Link>
                  </h3>
                  <DepartureRows
                    tourId={tour.tourId}
                    departures={tour.departures}
                    travellers={filters.travellers}
                  />
                </div>
              ))}
            </section>
          ))
        )}
      </div>
    </>
  );
}

/**
 * A tour's departures with the tour page's badge and seat count. With a
 * number of travellers, a date with fewer seats left is shown but marked, and
 * cannot be booked from here.
 */
function DepartureRows(props: { tourId: number; departures: DepartureItem[]; travellers: number | null }) {
  const { t } = useTranslation("availability");
  const { travellers } = props;
  return (
    <ul className="departures">
      {props.departures.map((d) => {
        const tooFew =
          isOpen(d.label) && travellers !== null && d.seatsLeft !== null && d.seatsLeft < travellers;
        return (
          <DepartureRow
            key={d.id}
            departure={d}
            perPerson
            note={
              tooFew ? (
                <span className="availability-too-few" data-testid="too-few-seats">
                  {t("tooFew", { count: travellers ?? 0 })}
                </span>
              ) : null
            }
            action={
              isBookable(d.label) && !tooFew ? (
                <Link
                  to={`/booking?tour=${props.tourId}&departure=${d.id}`}
                  className="btn btn-ghost departure__button"
                  onClick={() =>
                    trackDateSelected({
                      tourId: props.tourId,
                      date: d.startDate,
                      source: "availability",
                      departure: d.id,
                    })
                  }
                >
                  {t("book")}
                  <span className="sr-only">: {d.dates}</span>
                </Link>
              ) : null
            }
          />
        );
      })}
    </ul>
  );
}
