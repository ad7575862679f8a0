import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db } from "#app/db/client.server";
import { securityEvents, signInFailures } from "#app/db/schema/index";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { containsPattern } from "#app/domain/admin/search-pattern";
import type { SecurityEventKind } from "#app/modules/identity/security-events.server";

export type SecurityFilters = {
  /** Which list: the security events (default), or the failed sign-ins. */
  list: "events" | "failures";
  kind: SecurityEventKind;
  /** "YYYY-MM-DD", UTC days. */
  from: string;
  to: string;
};

function dayRange(column: PgColumn, filters: Partial<SecurityFilters>): SQL[] {
  const where: SQL[] = [];
  if (filters.from) where.push(gte(column, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(column, end));
  }
  return where;
}

/** One page of security events (refused access, locks, throttles, role changes...) with the total. */
export async function listSecurityEvents(query: ListQuery<SecurityFilters>) {
  const where: SQL[] = dayRange(securityEvents.createdAt, query.filters);
  if (query.filters.kind) where.push(eq(securityEvents.kind, query.filters.kind));
  if (query.q) where.push(ilike(securityEvents.email, containsPattern(query.q)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: securityEvents.id,
        kind: securityEvents.kind,
        userId: securityEvents.userId,
        email: securityEvents.email,
        path: securityEvents.path,
        method: securityEvents.method,
        ipAddress: securityEvents.ipAddress,
        details: securityEvents.details,
        createdAt: securityEvents.createdAt,
      })
      .from(securityEvents)
      .where(condition)
      .orderBy(query.dir === "asc" ? asc(securityEvents.id) : desc(securityEvents.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(securityEvents).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One page of failed sign-ins (the address tried and where from) with the total. */
export async function listSignInFailures(query: ListQuery<SecurityFilters>) {
  const where: SQL[] = dayRange(signInFailures.createdAt, query.filters);
  if (query.q) where.push(ilike(signInFailures.email, containsPattern(query.q)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: signInFailures.id,
        email: signInFailures.email,
        ipAddress: signInFailures.ipAddress,
        createdAt: signInFailures.createdAt,
      })
      .from(signInFailures)
      .where(condition)
      .orderBy(query.dir === "asc" ? asc(signInFailures.id) : desc(signInFailures.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(signInFailures).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
