import "#app/styles/admin-departures.css";
import { data, Form, Link } from "react-router";
import { formState, StaffForm } from "#app/components/admin/departures/form-state";
import { LabelBadge, StatusBadge, useDepartureFormats } from "#app/components/admin/departures/formats";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { CheckField, Field } from "#app/components/ui/form";
import { MAX_CAPACITY } from "#app/domain/admin/departure-fields";
import { departureCreateSchema, seriesSchema } from "#app/domain/admin/departure-forms";
import { DEPARTURE_LIST, type DepartureFilters } from "#app/domain/admin/departure-list";
import {
  isYearMonth,
  monthWeeks,
  SERIES_MAX_DATES,
  shiftMonth,
  WEEKDAYS,
} from "#app/domain/admin/departure-series";
import { type ListQuery, listSearch, readListQuery } from "#app/domain/admin/list-query";
import { DEPARTURE_STATUSES } from "#app/domain/catalogue/availability";
import { officeToday } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { sendCsvTo } from "#app/modules/admin/csv.server";
import { createDeparture, createSeries } from "#app/modules/admin/departures/departure-edits.server";
import {
  listDepartures,
  monthDepartures,
  tourChoices,
} from "#app/modules/admin/departures/departure-list.server";
import { checkForm, refused, replyOf, savedAnswer } from "#app/modules/admin/departures/form-reply.server";
import { env } from "#app/modules/config/env.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<DepartureFilters>(url.searchParams, DEPARTURE_LIST);
  const today = officeToday();
  const t = serverT(context.language, "admin-departures");

  sendCsvTo(url);

  const view = url.searchParams.get("view") === "calendar" ? "calendar" : "list";
  const monthParam = url.searchParams.get("month") ?? "";
  const month = isYearMonth(monthParam) ? monthParam : today.slice(0, 7);
  const tours = await tourChoices();
  const tour = tours.find((choice) => choice.id === query.filters.tour) ?? null;
  const [list, calendar] = await Promise.all([
    view === "list" ? listDepartures(query, today) : null,
    view === "calendar" ? monthDepartures(query.filters, query.q, month, today) : null,
  ]);
  return {
    title: t("metaTitle"),
    query,
    view,
    month,
    tours,
    tour,
    list,
    calendar,
    today,
    defaultLimitedSeats: env().AVAILABILITY_LIMITED_SEATS,
    messages: messagesFor(context.language, ["admin-departures"]),
  };
}

const FIELDS = {
  tourId: 12,
  startDate: 10,
  from: 10,
  to: 10,
  capacity: 6,
  price: 12,
  limitedSeats: 6,
};

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const language = context.language;
  const intent = String(form.get("intent") ?? "");
  const actor = { actorUserId: viewer.id, now: new Date() };
  const raw = Object.fromEntries(form);

  if (intent === "create") {
    const reply = replyOf(intent, form, FIELDS);
    const checked = checkForm(departureCreateSchema, raw, language, reply);
    if (!checked.ok) return checked.response;
    const result = await createDeparture(checked.data, actor);
    if (!result.ok) return refused(language, reply, result);
    return savedAnswer(language, reply, "create.saved", { date: checked.data.startDate });
  }
  if (intent === "series") {
    const weekdays = form.getAll("weekday").map(String);
    const reply = replyOf(intent, form, FIELDS);
    reply.values.weekdays = weekdays.join(",").slice(0, 20);
    const checked = checkForm(seriesSchema, { ...raw, weekdays }, language, reply);
    if (!checked.ok) return checked.response;
    const result = await createSeries(checked.data, actor);
    if (!result.ok) return refused(language, reply, result);
    const t = serverT(language, "admin-departures");
    const skipped = result.skipped.length
      ? String(t("series.skipped", { count: result.skipped.length, dates: result.skipped.join(", ") }))
      : null;
    return savedAnswer(
      language,
      reply,
      "series.created",
      { count: result.created.length },
      { skipped, created: result.created },
    );
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

type Query = ListQuery<DepartureFilters>;

/** A link to this page with the list's filters and the view and month given. */
function pageLink(query: Query, view: string, month: string) {
  const params = new URLSearchParams(listSearch(query, { page: 1 }).slice(1));
  params.set("view", view);
  if (view === "calendar") params.set("month", month);
  return `?${params.toString()}`;
}

export default function DeparturesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-departures");
  const { query, view, month, tours, tour } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("title")}>
        {tour ? (
          <Link className="btn btn-ghost" to={`/admin/departures/tour/${tour.id}`}>
            {t("tourPrices", { tour: tour.title })}
          </Link>
        ) : null}
      </AdminPageHeader>
      <ListFilters query={query} label={t("filtersLabel")}>
        <FilterSelect
          name="tour"
          label={t("filter.tour")}
          value={query.filters.tour}
          options={tours.map((choice) => ({ value: String(choice.id), label: choice.title }))}
        />
        <FilterSelect
          name="status"
          label={t("filter.status")}
          value={query.filters.status}
          options={DEPARTURE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <div className="admin-filters__field">
          <label htmlFor="list-when">{t("filter.when")}</label>
          <select id="list-when" name="when" defaultValue={query.filters.when ?? "upcoming"}>
            {(["upcoming", "past", "all"] as const).map((when) => (
              <option key={when} value={when}>
                {t(`filter.${when}`)}
              </option>
            ))}
          </select>
        </div>
        <input type="hidden" name="view" value={view} />
        {view === "calendar" ? <input type="hidden" name="month" value={month} /> : null}
      </ListFilters>
      <nav className="departures-views" aria-label={t("views.label")}>
        <Link to={pageLink(query, "list", month)} aria-current={view === "list" ? "page" : undefined}>
          {t("views.list")}
        </Link>
        <Link to={pageLink(query, "calendar", month)} aria-current={view === "calendar" ? "page" : undefined}>
          {t("views.calendar")}
        </Link>
      </nav>
      {view === "list" ? <DepartureTable {...loaderData} /> : <MonthCalendar {...loaderData} />}
      {tour ? (
        <CreateForms tourId={tour.id} tourTitle={tour.title} answer={actionData} />
      ) : (
        <p className="admin-card">{t("create.pickTour")}</p>
      )}
    </>
  );
}

type PageData = Route.ComponentProps["loaderData"];

function DepartureTable({ query, list, tour }: PageData) {
  const { t } = useTranslation("admin-departures");
  const formats = useDepartureFormats();
  if (!list) return null;
  const { rows, total } = list;
  return (
    <>
      {rows.length === 0 ? (
        <p className="empty-state">{t("list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="departures-list">
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead>
              <tr>
                {tour ? null : <th scope="col">{t("col.tour")}</th>}
                <SortHeader query={query} column="start">
                  {t("col.start")}
                </SortHeader>
                <th scope="col">{t("col.end")}</th>
                <SortHeader query={query} column="capacity">
                  {t("col.capacity")}
                </SortHeader>
                <SortHeader query={query} column="taken">
                  {t("col.taken")}
                </SortHeader>
                <th scope="col">{t("col.held")}</th>
                <SortHeader query={query} column="left">
                  {t("col.left")}
                </SortHeader>
                <th scope="col">{t("col.status")}</th>
                <th scope="col">{t("col.price")}</th>
                <th scope="col">{t("col.label")}</th>
                <th scope="col">{t("col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {tour ? null : <td data-label={t("col.tour")}>{row.tourTitle}</td>}
                  <td data-label={t("col.start")}>
                    <time dateTime={row.startDate}>{formats.date(row.startDate)}</time>
                  </td>
                  <td data-label={t("col.end")}>
                    <time dateTime={row.endDate}>{formats.date(row.endDate)}</time>
                  </td>
                  <td data-label={t("col.capacity")}>{row.capacity}</td>
                  <td data-label={t("col.taken")}>{row.seatsTaken}</td>
                  <td data-label={t("col.held")}>{row.seatsHeld}</td>
                  <td data-label={t("col.left")}>{row.seatsLeft}</td>
                  <td data-label={t("col.status")}>
                    <StatusBadge status={row.status} />
                  </td>
                  <td data-label={t("col.price")}>
                    {row.price === null ? t("list.tourPrice") : formats.money(row.price)}
                  </td>
                  <td data-label={t("col.label")}>
                    <LabelBadge label={row.label} />
                  </td>
                  <td data-label={t("col.actions")}>
                    <Link to={`/admin/departures/${row.id}`}>
                      {t("list.edit")}
                      <span className="sr-only"> {formats.date(row.startDate)}</span>
                    </Link>{" "}
                    ·{" "}
                    <Link to={`/admin/departures/${row.id}/manifest`}>
                      {t("list.manifest")}
                      <span className="sr-only"> {formats.date(row.startDate)}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListFooter query={query} total={total} csv />
    </>
  );
}

function MonthCalendar({ query, month, calendar, tour }: PageData) {
  const { t } = useTranslation("admin-departures");
  const { locale } = usePreferences();
  if (!calendar) return null;
  const monthName = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  // 2024-01-01 was a Monday: its week gives the day names, Monday first.
  const dayNames = WEEKDAYS.map((_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i))));
  const byDate = new Map<string, typeof calendar>();
  for (const row of calendar) byDate.set(row.startDate, [...(byDate.get(row.startDate) ?? []), row]);
  return (
    <section className="departures-calendar" aria-labelledby="calendar-title">
      <div className="departures-calendar__nav">
        <Link to={pageLink(query, "calendar", shiftMonth(month, -1))} rel="prev">
          {t("calendar.previous")}
        </Link>
        <h2 id="calendar-title">{monthName}</h2>
        <Link to={pageLink(query, "calendar", shiftMonth(month, 1))} rel="next">
          {t("calendar.next")}
        </Link>
      </div>
      <div className="admin-table-wrap">
        <table className="departures-calendar__grid" data-testid="departures-calendar">
          <caption className="sr-only">{t("calendar.caption", { month: monthName })}</caption>
          <thead>
            <tr>
              {dayNames.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean) ?? "blank"}>
                {week.map((date, i) => (
                  <td key={date ?? `blank-${i}`} className={date ? undefined : "departures-calendar__blank"}>
                    {date ? (
                      <>
                        <span className="departures-calendar__day">{Number(date.slice(8))}</span>
                        <ul>
                          {(byDate.get(date) ?? []).map((row) => (
                            <li key={row.id}>
                              <Link to={`/admin/departures/${row.id}`}>
                                {tour ? null : (
                                  <span className="departures-calendar__tour">{row.tourTitle}</span>
                                )}
                                <span>
                                  {t("calendar.seats", { left: row.seatsLeft, capacity: row.capacity })}
                                </span>
                              </Link>
                              <StatusBadge status={row.status} />
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {calendar.length === 0 ? <p className="empty-state">{t("calendar.empty")}</p> : null}
    </section>
  );
}

function CreateForms({ tourId, tourTitle, answer }: { tourId: number; tourTitle: string; answer: unknown }) {
  const { t } = useTranslation("admin-departures");
  const { locale } = usePreferences();
  const single = formState(answer, "create");
  const series = formState(answer, "series");
  const skipped = (answer as { intent?: string; skipped?: string | null } | undefined)?.skipped;
  const chosenDays = new Set((series.values.weekdays ?? "").split(",").filter(Boolean));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return (
    <div className="departures-create">
      <section className="admin-card" aria-labelledby="create-title">
        <h2 id="create-title">{t("create.title", { tour: tourTitle })}</h2>
        <StaffForm idPrefix="create" state={single}>
          <Form method="post" className="admin-form" noValidate>
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="tourId" value={tourId} />
            <Field
              name="startDate"
              type="date"
              required
              label={t("field.startDate")}
              hint={t("field.endHint")}
              defaultValue={single.values.startDate}
              error={single.errors.startDate}
            />
            <div className="admin-form__row">
              <Field
                name="capacity"
                type="number"
                min={1}
                max={MAX_CAPACITY}
                required
                label={t("field.capacity")}
                defaultValue={single.values.capacity ?? "12"}
                error={single.errors.capacity}
              />
              <Field
                name="price"
                inputMode="decimal"
                label={t("field.price")}
                hint={t("field.priceHint")}
                defaultValue={single.values.price}
                error={single.errors.price}
              />
              <Field
                name="limitedSeats"
                type="number"
                min={0}
                label={t("field.limitedSeats")}
                hint={t("field.limitedSeatsHint")}
                defaultValue={single.values.limitedSeats}
                error={single.errors.limitedSeats}
              />
            </div>
            <button type="submit" className="btn btn-primary">
              {t("create.submit")}
            </button>
          </Form>
        </StaffForm>
      </section>
      <section className="admin-card" aria-labelledby="series-title">
        <h2 id="series-title">{t("series.title")}</h2>
        <p>{t("series.lead", { max: SERIES_MAX_DATES })}</p>
        <StaffForm idPrefix="series" state={series}>
          {skipped && series.saved ? <p role="status">{skipped}</p> : null}
          <Form method="post" className="admin-form" noValidate data-testid="series-form">
            <input type="hidden" name="intent" value="series" />
            <input type="hidden" name="tourId" value={tourId} />
            <div className="admin-form__row">
              <Field
                name="from"
                type="date"
                required
                label={t("field.from")}
                defaultValue={series.values.from}
                error={series.errors.from}
              />
              <Field
                name="to"
                type="date"
                required
                label={t("field.to")}
                defaultValue={series.values.to}
                error={series.errors.to}
              />
            </div>
            <fieldset
              className="departures-weekdays"
              aria-describedby={series.errors.weekdays ? "series-weekdays-error" : undefined}
            >
              <legend>{t("field.weekdays")}</legend>
              {WEEKDAYS.map((day, i) => (
                <CheckField
                  key={day}
                  name="weekday"
                  id={`series-weekday-${day}`}
                  value={String(day)}
                  defaultChecked={chosenDays.has(String(day))}
                  label={weekday.format(new Date(Date.UTC(2024, 0, 1 + i)))}
                />
              ))}
              {series.errors.weekdays ? (
                <p id="series-weekdays-error" className="form-field__error">
                  {series.errors.weekdays}
                </p>
              ) : null}
            </fieldset>
            <div className="admin-form__row">
              <Field
                name="capacity"
                type="number"
                min={1}
                max={MAX_CAPACITY}
                required
                label={t("field.capacity")}
                defaultValue={series.values.capacity ?? "12"}
                error={series.errors.capacity}
              />
              <Field
                name="price"
                inputMode="decimal"
                label={t("field.price")}
                hint={t("field.priceHint")}
                defaultValue={series.values.price}
                error={series.errors.price}
              />
            </div>
            <button type="submit" className="btn btn-primary">
              {t("series.submit")}
            </button>
          </Form>
        </StaffForm>
      </section>
    </div>
  );
}
