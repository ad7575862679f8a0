import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { db } from "#app/db/client.server";
import { auditEvents, users } from "#app/db/schema/index";
import { changedFields, isEmptyChange } from "#app/domain/admin/changes";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";

export type AuditEntry = {
  /** The staff member who made the change. */
  actorUserId: string;
  /** A dotted name: "booking.refund", "departure.update", "user.role". */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The record as it was (null for a creation) and as it is (null for a deletion). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes the audit row of one staff change (decision 086). Call it with the
 * transaction that makes the change, so the row and the change commit or fail
 * together. Only the fields that changed are kept; a save that changed nothing
 * writes nothing. An action that is not an edit (a refund, a resent mail)
 * passes what it did as `after`.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  const change = changedFields(entry.before, entry.after);
  if (isEmptyChange(change)) return;
  await executor.insert(auditEvents).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: change.before,
    after: change.after,
  });
}

export type AuditFilters = {
  entityType: string;
  entityId: string;
  actor: string;
  /** "YYYY-MM-DD", office days (EAT) are close enough to UTC days for a filter. */
  from: string;
  to: string;
};

function auditConditions(query: ListQuery<AuditFilters>): SQL | undefined {
  const { filters } = query;
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditEvents.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(auditEvents.entityId, filters.entityId));
  if (filters.actor) conditions.push(eq(auditEvents.actorUserId, filters.actor));
  if (filters.from) conditions.push(gte(auditEvents.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditEvents.createdAt, end));
  }
  if (query.q) conditions.push(eq(auditEvents.action, query.q));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the audit log, newest first (or oldest first), with its total. */
export async function listAuditEvents(query: ListQuery<AuditFilters>) {
  const where = auditConditions(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: auditEvents.id,
        at: auditEvents.createdAt,
        action: auditEvents.action,
        entityType: auditEvents.entityType,
        entityId: auditEvents.entityId,
        before: auditEvents.before,
        after: auditEvents.after,
        actorId: auditEvents.actorUserId,
        actorName: users.fullName,
        actorEmail: users.email,
      })
      .from(auditEvents)
      .innerJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(query.dir === "asc" ? auditEvents.id : desc(auditEvents.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The kinds of record the log holds, for the filter's choices. */
export async function auditEntityTypes(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ entityType: auditEvents.entityType })
    .from(auditEvents)
    .orderBy(auditEvents.entityType);
  return rows.map((row) => row.entityType);
}

/** The staff members who appear in the log, for the filter's choices. */
export async function auditActors() {
  return db()
    .selectDistinct({ id: users.id, name: users.fullName, email: users.email })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.actorUserId))
    .orderBy(users.email);
}
