import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { loyaltyLedger, securityEvents, users } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { roleChangeRefusal, type UserRole } from "#app/domain/admin/people-fields";
import { containsPattern } from "#app/domain/admin/search-pattern";
import type { LoyaltyTier } from "#app/domain/loyalty";
import { adjustPoints } from "#app/modules/account/loyalty.server";
import { recordAudit } from "#app/modules/admin/audit.server";
import { recordSecurityEvent } from "#app/modules/identity/security-events.server";

export type UserFilters = {
  role: UserRole;
  verified: "yes" | "no";
  tier: LoyaltyTier;
  /** "deleted": anonymized accounts only; "active": the others. */
  account: "active" | "deleted";
};

export const USER_SORTS = ["created", "email", "points", "bookings"] as const;

/** Bookings made (a draft is not one yet). */
// Written out: in a one-table select drizzle leaves columns unqualified, and "id" would be the booking's.
const bookingCount = sql<number>`(
  select count(*) from bookings b where b.user_id = "users"."id" and b.status <> 'draft'
)`.mapWith(Number);

function conditions(query: ListQuery<UserFilters>): SQL | undefined {
  const { filters } = query;
  const where: SQL[] = [];
  if (filters.role) where.push(eq(users.role, filters.role));
  if (filters.verified) where.push(eq(users.emailVerified, filters.verified === "yes"));
  if (filters.tier) where.push(eq(users.loyaltyTier, filters.tier));
  if (filters.account === "deleted") where.push(isNotNull(users.deletedAt));
  if (filters.account === "active") where.push(isNull(users.deletedAt));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(users.email, pattern), ilike(users.fullName, pattern));
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}

function ordering(query: ListQuery<UserFilters>) {
  const dir = query.dir === "asc" ? asc : desc;
  switch (query.sort) {
    case "email":
      return [dir(sql`lower(${users.email})`)];
    case "points":
      return [dir(users.loyaltyPoints), asc(users.id)];
    case "bookings":
      return [dir(bookingCount), asc(users.id)];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

/** One page of accounts with their role, loyalty and bookings, and the total. */
export async function listUsers(query: ListQuery<UserFilters>) {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        role: users.role,
        emailVerified: users.emailVerified,
        loyaltyTier: users.loyaltyTier,
        loyaltyPoints: users.loyaltyPoints,
        bookings: bookingCount,
        createdAt: users.createdAt,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(where)
      .orderBy(...ordering(query))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const RECENT = 20;

/** One account: its profile, the latest loyalty entries (with who adjusted them) and security events. */
export async function userDetail(id: string) {
  const [user] = await db()
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      role: users.role,
      emailVerified: users.emailVerified,
      loyaltyTier: users.loyaltyTier,
      loyaltyPoints: users.loyaltyPoints,
      preferredLanguage: users.preferredLanguage,
      bookings: bookingCount,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) return null;
  const actor = sql<string | null>`(
    select coalesce(a.full_name, a.email) from users a where a.id = "loyalty_ledger"."actor_user_id"
  )`;
  const [ledger, events] = await Promise.all([
    db()
      .select({
        id: loyaltyLedger.id,
        points: loyaltyLedger.points,
        reason: loyaltyLedger.reason,
        note: loyaltyLedger.note,
        actor,
        createdAt: loyaltyLedger.createdAt,
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, id))
      .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
      .limit(RECENT),
    db()
      .select({
        id: securityEvents.id,
        kind: securityEvents.kind,
        path: securityEvents.path,
        createdAt: securityEvents.createdAt,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, id))
      .orderBy(desc(securityEvents.createdAt))
      .limit(RECENT),
  ]);
  return { user, ledger, events };
}

type Actor = { id: string };

/**
 * Gives an account another role (issue 15, item 7): only a super admin, never
 * their own, never the last admin's. Every admin row is locked first, in id
 * order, so two admins demoting each other at once are taken one after the
 * other and the second sees one admin left (and is no admin any more). The
 * role is re-read under the lock: a role changed since the page was loaded
 * (`from`) is a conflict. `is_super_admin` follows the role (the table's check).
 * The audit row commits with the change; the security event follows it.
 */
export async function changeRole(
  actor: Actor,
  input: { userId: string; from: UserRole; role: UserRole },
  request?: { request: Request; clientIp: string },
): Promise<ActionResult> {
  const outcome = await db().transaction(
    async (tx): Promise<{ result: ActionResult; from?: UserRole; email?: string }> => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "admin"))
        .orderBy(asc(users.id))
        .for("update");
      const [target] = await tx
        .select({ id: users.id, email: users.email, role: users.role, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, input.userId))
        .for("update");
      if (!target) return { result: fail(404, "admin:form.notFound") };
      const refusal = roleChangeRefusal({
        actor: { id: actor.id, role: admins.some((admin) => admin.id === actor.id) ? "admin" : "staff" },
        target: { id: target.id, role: target.role, deleted: target.deletedAt !== null },
        next: input.role,
        admins: admins.length,
      });
      if (refusal) {
        const where = refusal.status === 403 ? {} : { field: "role" };
        return { result: fail(refusal.status, refusal.message, { reason: refusal.reason, ...where }) };
      }
      if (target.role !== input.from)
        return { result: fail(409, "admin:form.conflict", { reason: "conflict" }) };
      if (target.role === input.role) return { result: { ok: true } };
      await tx
        .update(users)
        .set({ role: input.role, isSuperAdmin: input.role === "admin", updatedAt: new Date() })
        .where(eq(users.id, target.id));
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "user.role",
        entityType: "user",
        entityId: target.id,
        before: { role: target.role },
        after: { role: input.role },
      });
      return { result: { ok: true }, from: target.role, email: target.email };
    },
  );
  if (outcome.from) {
    await recordSecurityEvent({
      kind: "role_changed",
      userId: input.userId,
      email: outcome.email,
      request: request?.request,
      clientIp: request?.clientIp,
      details: { from: outcome.from, to: input.role, by: actor.id },
    });
  }
  return outcome.result;
}

/**
 * Adds or takes loyalty points with the staff member's reason: a ledger row
 * and the balance in one transaction (account module), never below zero,
 * with the audit row.
 */
export async function adjustLoyalty(
  actor: { id: string },
  input: { userId: string; points: number; note: string },
): Promise<ActionResult<{ balance: number }>> {
  return db().transaction(async (tx) => {
    const [target] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!target) return fail(404, "admin:form.notFound");
    if (target.deletedAt) return fail(409, "admin-people:errors.deleted", { field: "points" });
    const change = await adjustPoints(tx, { ...input, actorUserId: actor.id });
    if (!change) return fail(409, "admin-people:errors.negative", { field: "points" });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "user.loyalty",
      entityType: "user",
      entityId: input.userId,
      before: { loyaltyPoints: change.before.points, loyaltyTier: change.before.tier },
      after: { loyaltyPoints: change.after.points, loyaltyTier: change.after.tier, note: input.note },
    });
    return { ok: true, balance: change.after.points };
  });
}
