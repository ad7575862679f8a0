/**
 * Security events as the analytics report counts them (issue 17, decision
 * 102): what the server refused or noticed, by kind and day, never who or
 * from where. They are counted by the server whatever a visitor chose about
 * analytics (security is a legitimate interest, and no identifier is kept),
 * so they live apart from the visitors' events: their own name and a client
 * id no browser can send (the batch validator wants 8 characters or more).
 */
export const SECURITY_EVENT_NAME = "security";
export const SERVER_CLIENT_ID = "server";

export const SECURITY_KINDS = [
  "sign_in_failed",
  "sign_in_throttled",
  "account_locked",
  "password_reset_requested",
  "access_denied",
  "role_changed",
  "cross_site_refused",
  "rate_limited",
] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];

export function isSecurityKind(value: string): value is SecurityKind {
  return (SECURITY_KINDS as readonly string[]).includes(value);
}

/** One day's counts, by kind, as the report shows them (a row per day, a column per kind seen). */
export type SecurityDay = { day: string; counts: Partial<Record<SecurityKind, number>> };

/**
 * Rows of (day, kind, count) as a table: days newest first, and the kinds
 * that occurred at all, in SECURITY_KINDS order.
 */
export function securityTable(rows: readonly { day: string; kind: string; count: number }[]): {
  kinds: SecurityKind[];
  days: SecurityDay[];
} {
  const byDay = new Map<string, SecurityDay>();
  const seen = new Set<SecurityKind>();
  for (const row of rows) {
    if (!isSecurityKind(row.kind) || row.count <= 0) continue;
    seen.add(row.kind);
    const day = byDay.get(row.day) ?? { day: row.day, counts: {} };
    day.counts[row.kind] = (day.counts[row.kind] ?? 0) + row.count;
    byDay.set(row.day, day);
  }
  return {
    kinds: SECURITY_KINDS.filter((kind) => seen.has(kind)),
    days: [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day)),
  };
}
