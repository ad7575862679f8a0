import { and, desc, gte, inArray, ne, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { analyticsEvents } from "#app/db/schema/index";
import { type AnalyticsBatch, occurredAt } from "#app/domain/analytics/batch";
import { FUNNEL_STEPS, type FunnelRow, funnelFromCounts } from "#app/domain/analytics/funnel";
import type { AnalyticsEventName, AnalyticsProps } from "#app/domain/analytics/names";
import {
  SECURITY_EVENT_NAME,
  SERVER_CLIENT_ID,
  type SecurityDay,
  type SecurityKind,
  securityTable,
} from "#app/domain/analytics/security";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";

/** Stores a validated batch (POST /api/events): one row per event, nothing about the request itself. */
export async function storeAnalyticsBatch(batch: AnalyticsBatch, now = Date.now()): Promise<number> {
  const rows = batch.events.map((event) => ({
    occurredAt: occurredAt(event.at, now),
    name: event.name,
    clientId: batch.clientId,
    path: event.path,
    language: event.language ?? null,
    currency: event.currency ?? null,
    props: event.props ?? {},
  }));
  await db().insert(analyticsEvents).values(rows);
  return rows.length;
}

/**
 * A named event only the server sees happen, with no visitor's request to
 * carry consent (loyalty points awarded by a payment's webhook): recorded in
 * the caller's transaction under the server's client id, with fixed words and
 * numbers of our code as details, never who it was. Counted in the report's
 * named events, never as a visitor.
 */
export async function recordServerEvent(
  tx: Executor,
  name: AnalyticsEventName,
  props: AnalyticsProps,
  now = new Date(),
): Promise<void> {
  await tx
    .insert(analyticsEvents)
    .values({ occurredAt: now, name, clientId: SERVER_CLIENT_ID, path: "/", props });
}

/** How many days /admin/analytics looks back. */
export const REPORT_DAYS = 30;
const TOP = 10;

export type AnalyticsReport = {
  days: { day: string; pageViews: number; visitors: number }[];
  topPages: { path: string; views: number }[];
  topSearches: { query: string; searches: number }[];
  emptySearches: { query: string; searches: number }[];
  funnel: FunnelRow[];
  abandonedBookings: number;
  languages: { value: string; events: number; share: number }[];
  currencies: { value: string; events: number; share: number }[];
  /** Each named event (not page views) recorded: how often and by how many visitors, most frequent first. */
  events: { name: string; events: number; visitors: number }[];
  /** The server's security counts (decision 102): the kinds seen, and per day the count of each. */
  security: { kinds: SecurityKind[]; days: SecurityDay[] };
};

const num = (value: unknown) => Number(value ?? 0);

/**
 * The staff report of the last REPORT_DAYS days (office days, East Africa
 * Time): page views and visitors (distinct client ids) per day, top pages,
 * top searches and searches that found nothing, the booking funnel, abandoned
 * bookings, the language and currency shares of page views, every named
 * event's count, and the security events the server counted, by day and kind.
 */
export async function analyticsReport(now = new Date()): Promise<AnalyticsReport> {
  const since = new Date(now.getTime() - REPORT_DAYS * 86_400_000);
  const recent = gte(analyticsEvents.occurredAt, since);
  const pageViews = and(recent, sql`${analyticsEvents.name} = 'page_view'`);
  const zone = sql.raw(`'${OFFICE_TIME_ZONE}'`);
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const query = sql<string>`lower(btrim(${analyticsEvents.props}->>'query'))`;
  const searches = and(recent, sql`${analyticsEvents.name} = 'search'`, sql`${query} <> ''`);
  const more = Promise.all([namedEvents(recent), securityDays(recent, day)]);

  const [days, topPages, topSearches, emptySearches, funnel, abandoned, languages, currencies] =
    await Promise.all([
      db()
        .select({
          day,
          pageViews: sql<string>`count(*) filter (where ${analyticsEvents.name} = 'page_view')`,
          visitors: sql<string>`count(distinct ${analyticsEvents.clientId})`,
        })
        .from(analyticsEvents)
        // The server's own events (security counts, loyalty points) are nobody's visit.
        .where(and(recent, ne(analyticsEvents.clientId, SERVER_CLIENT_ID)))
        .groupBy(day)
        .orderBy(desc(day)),
      db()
        .select({ path: analyticsEvents.path, views: sql<string>`count(*)` })
        .from(analyticsEvents)
        .where(pageViews)
        .groupBy(analyticsEvents.path)
        .orderBy(desc(sql`count(*)`), analyticsEvents.path)
        .limit(TOP),
      db()
        .select({ query, searches: sql<string>`count(*)` })
        .from(analyticsEvents)
        .where(searches)
        .groupBy(query)
        .orderBy(desc(sql`count(*)`), query)
        .limit(TOP),
      db()
        .select({ query, searches: sql<string>`count(*)` })
        .from(analyticsEvents)
        .where(and(searches, sql`(${analyticsEvents.props}->>'results') = '0'`))
        .groupBy(query)
        .orderBy(desc(sql`count(*)`), query)
        .limit(TOP),
      funnelCounts(since),
      db()
        .select({ count: sql<string>`count(*)` })
        .from(analyticsEvents)
        .where(and(recent, sql`${analyticsEvents.name} = 'abandoned_booking'`)),
      shares(analyticsEvents.language, since),
      shares(analyticsEvents.currency, since),
    ]);
  const [events, security] = await more;
  return {
    days: days.map((row) => ({ day: row.day, pageViews: num(row.pageViews), visitors: num(row.visitors) })),
    topPages: topPages.map((row) => ({ path: row.path, views: num(row.views) })),
    topSearches: topSearches.map((row) => ({ query: row.query, searches: num(row.searches) })),
    emptySearches: emptySearches.map((row) => ({ query: row.query, searches: num(row.searches) })),
    funnel,
    abandonedBookings: num(abandoned[0]?.count),
    languages,
    currencies,
    events,
    security,
  };
}

/** Each named event's count and distinct visitors (page views and the server's counts aside). */
async function namedEvents(recent: SQL | undefined): Promise<AnalyticsReport["events"]> {
  const rows = await db()
    .select({
      name: analyticsEvents.name,
      events: sql<string>`count(*)`,
      visitors: sql<string>`count(distinct ${analyticsEvents.clientId}) filter (where ${analyticsEvents.clientId} <> ${SERVER_CLIENT_ID})`,
    })
    .from(analyticsEvents)
    .where(and(recent, sql`${analyticsEvents.name} not in ('page_view', ${SECURITY_EVENT_NAME})`))
    .groupBy(analyticsEvents.name)
    .orderBy(desc(sql`count(*)`), analyticsEvents.name);
  return rows.map((row) => ({ name: row.name, events: num(row.events), visitors: num(row.visitors) }));
}

/** The server's security counts (security-counts.server.ts), summed per office day and kind. */
async function securityDays(recent: SQL | undefined, day: SQL<string>): Promise<AnalyticsReport["security"]> {
  const kind = sql<string>`${analyticsEvents.props}->>'kind'`;
  const rows = await db()
    .select({ day, kind, count: sql<string>`sum((${analyticsEvents.props}->>'count')::int)` })
    .from(analyticsEvents)
    .where(and(recent, sql`${analyticsEvents.name} = ${SECURITY_EVENT_NAME}`))
    .groupBy(day, kind);
  return securityTable(rows.map((row) => ({ day: row.day, kind: row.kind, count: num(row.count) })));
}

/**
 * Visitors reaching each funnel step, having reached the ones before it
 * (a purchase without a view or a checkout is not counted at the purchase step).
 */
async function funnelCounts(since: Date): Promise<FunnelRow[]> {
  const did = (step: string) => sql`bool_or(${analyticsEvents.name} = ${step})`;
  const perVisitor = db()
    .select({
      viewed: sql<boolean>`${did("view_item")}`.as("viewed"),
      checkedOut: sql<boolean>`${did("begin_checkout")}`.as("checked_out"),
      purchased: sql<boolean>`${did("purchase")}`.as("purchased"),
    })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.occurredAt, since), inArray(analyticsEvents.name, [...FUNNEL_STEPS])))
    .groupBy(analyticsEvents.clientId)
    .as("per_visitor");
  const [row] = await db()
    .select({
      viewed: sql<string>`count(*) filter (where ${perVisitor.viewed})`,
      checkedOut: sql<string>`count(*) filter (where ${perVisitor.viewed} and ${perVisitor.checkedOut})`,
      purchased: sql<string>`count(*) filter (where ${perVisitor.viewed} and ${perVisitor.checkedOut} and ${perVisitor.purchased})`,
    })
    .from(perVisitor);
  return funnelFromCounts([num(row?.viewed), num(row?.checkedOut), num(row?.purchased)]);
}

/** Each value's share of the page views that carry one. */
async function shares(
  column: typeof analyticsEvents.language | typeof analyticsEvents.currency,
  since: Date,
) {
  const rows = await db()
    .select({ value: sql<string>`${column}`, events: sql<string>`count(*)` })
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.occurredAt, since),
        sql`${analyticsEvents.name} = 'page_view'`,
        sql`${column} is not null`,
      ),
    )
    .groupBy(column)
    .orderBy(desc(sql`count(*)`), column);
  const total = rows.reduce((sum, row) => sum + num(row.events), 0);
  return rows.map((row) => ({
    value: row.value,
    events: num(row.events),
    share: total ? num(row.events) / total : 0,
  }));
}
