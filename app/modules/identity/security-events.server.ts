import { isIP } from "node:net";
import { desc } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { securityEvents } from "#app/db/schema/index";
import { isSecurityKind } from "#app/domain/analytics/security";
import { countSecurityEvent } from "#app/modules/analytics/security-counts.server";
import { logger } from "#app/modules/logging/logger.server";

export type SecurityEventKind = (typeof securityEvents.$inferInsert)["kind"];

export type SecurityEventInput = {
  kind: SecurityEventKind;
  userId?: string | null;
  email?: string | null;
  request?: Request;
  clientIp?: string;
  details?: Record<string, unknown>;
};

/**
 * Stores who tried what, where and when. Never throws: failing to record an
 * event must not turn a refusal into a 500; the log line still has it.
 */
export async function recordSecurityEvent(input: SecurityEventInput): Promise<void> {
  const url = input.request ? new URL(input.request.url) : undefined;
  const row = {
    kind: input.kind,
    userId: input.userId ?? null,
    email: input.email ?? null,
    path: url ? `${url.pathname}${url.search}`.slice(0, 2000) : null,
    method: input.request?.method ?? null,
    // The column is inet: anything that is not an address (a test's "") is stored as null.
    ipAddress: input.clientIp && isIP(stripZone(input.clientIp)) ? stripZone(input.clientIp) : null,
    userAgent: input.request?.headers.get("user-agent")?.slice(0, 500) ?? null,
    details: input.details ?? null,
  };
  // The row has the address tried; the log does not, so deleting an account reaches every copy
  // (decision 028). The user id, when there is one, says whose it was.
  const { email: _email, ...loggable } = row;
  logger.warn({ securityEvent: loggable }, "security event");
  // The analytics report's count of it: the kind alone (decision 102).
  if (isSecurityKind(input.kind)) countSecurityEvent(input.kind);
  try {
    await db().insert(securityEvents).values(row);
  } catch (error) {
    logger.error({ err: error }, "security event not stored");
  }
}

function stripZone(ip: string): string {
  return ip.replace(/%.*$/, "");
}

export async function listRecentSecurityEvents(limit: number) {
  return db().select().from(securityEvents).orderBy(desc(securityEvents.createdAt)).limit(limit);
}
