import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "#app/db/client.server";
import { newsletterSubscriptions } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { containsPattern } from "#app/domain/admin/search-pattern";
import { recordAudit } from "#app/modules/admin/audit.server";
import { unsubscribe } from "#app/modules/newsletter/subscriptions.server";

export type SubscriberFilters = {
  status: "active" | "unsubscribed";
  /** Whether the WELCOME code was used. */
  code: "used" | "unused";
};

/** The list's URL: search, filters, sort (the page and its CSV read the same). */
export const SUBSCRIBER_LIST = {
  sorts: ["created", "email"],
  defaultSort: "created",
  defaultDir: "desc" as const,
  filters: {
    status: z.enum(["active", "unsubscribed"]),
    code: z.enum(["used", "unused"]),
  } satisfies { [K in keyof SubscriberFilters]: z.ZodType<SubscriberFilters[K]> },
};

/** The CSV holds every match, up to this many. */
export const SUBSCRIBER_CSV_LIMIT = 50_000;

const s = newsletterSubscriptions;

/**
 * When the subscriber's WELCOME code was taken by a booking still holding it,
 * or null. A code is redeemed at Pay (promo_redemptions, its promo_codes row
 * made the first time it is typed); a released use (hold expired) counts for
 * nothing, as the booking rules say.
 */
const codeUsedAt = sql<Date | null>`(
  select min(r.redeemed_at) from promo_redemptions r join promo_codes c on c.id = r.promo_code_id
  where upper(c.code) = "newsletter_subscriptions"."discount_code" and r.released_at is null
)`.mapWith((value) => (value ? new Date(value) : null));

function conditions(query: ListQuery<SubscriberFilters>): SQL | undefined {
  const where: SQL[] = [];
  if (query.filters.status) where.push(eq(s.status, query.filters.status));
  if (query.filters.code === "used") where.push(sql`${codeUsedAt} is not null`);
  if (query.filters.code === "unused") where.push(sql`${codeUsedAt} is null`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(s.email, pattern), ilike(s.fullName, pattern), ilike(s.discountCode, pattern));
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}

const columns = {
  id: s.id,
  email: s.email,
  fullName: s.fullName,
  status: s.status,
  locale: s.locale,
  discountCode: s.discountCode,
  codeUsedAt,
  createdAt: s.createdAt,
  unsubscribedAt: s.unsubscribedAt,
};

function ordering(query: ListQuery<SubscriberFilters>) {
  const dir = query.dir === "asc" ? asc : desc;
  return query.sort === "email" ? [dir(sql`lower(${s.email})`), dir(s.id)] : [dir(s.createdAt), dir(s.id)];
}

/** One page of subscribers with the total; `all` gives every match (the CSV), up to `limit`. */
export async function listSubscribers(query: ListQuery<SubscriberFilters>, all?: { limit: number }) {
  const where = conditions(query);
  const rows = db()
    .select(columns)
    .from(s)
    .where(where)
    .orderBy(...ordering(query));
  if (all) return { rows: await rows.limit(all.limit), total: 0 };
  const [page, [total]] = await Promise.all([
    rows.limit(LIST_PAGE_SIZE).offset(pageOffset(query.page)),
    db().select({ n: count() }).from(s).where(where),
  ]);
  return { rows: page, total: Number(total?.n ?? 0) };
}

/**
 * Unsubscribes on the subscriber's request (by phone, by mail), as the
 * unsubscribe link would, with the audit row in the same transaction.
 */
export async function unsubscribeByStaff(actor: { id: string }, id: number): Promise<ActionResult> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ email: s.email, status: s.status })
      .from(s)
      .where(eq(s.id, id))
      .for("update");
    if (!row) return fail(404, "admin:form.notFound");
    if (row.status !== "active" || !(await unsubscribe(row.email, tx))) {
      return fail(409, "admin-people:errors.notSubscribed");
    }
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "subscriber.unsubscribe",
      entityType: "subscriber",
      entityId: id,
      before: { status: "active" },
      after: { status: "unsubscribed" },
    });
    return { ok: true };
  });
}
