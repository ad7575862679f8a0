import { db, type Executor } from "#app/db/client.server";
import { analyticsEvents } from "#app/db/schema/index";
import type { AnalyticsProps } from "#app/domain/analytics/names";
import { SECURITY_EVENT_NAME, SERVER_CLIENT_ID, type SecurityKind } from "#app/domain/analytics/security";
import { DelayedFlush } from "#app/modules/admin/redirects/delayed-flush.server";

const FLUSH_DELAY_MS = 2_000;

/**
 * Security events counted for /admin/analytics (decision 102): kinds and
 * counts only, no address, email, user or path. Counts gather in memory and
 * are written together a moment later, one row per kind (and detail) per
 * flush, so a flood of refusals costs a few rows, never one per request, and
 * a refusal never waits for them or fails because of them.
 */
export class SecurityCounts {
  private pending = new Map<string, { kind: SecurityKind; detail: string | null; count: number }>();
  private readonly flusher: DelayedFlush;

  constructor(
    private readonly database: () => Executor = db,
    delayMs = FLUSH_DELAY_MS,
  ) {
    this.flusher = new DelayedFlush(() => this.write(), "security counts", delayMs);
  }

  /** One event of `kind`; `detail` is a fixed word of our code (a rate limit's name), never a visitor's value. */
  count(kind: SecurityKind, detail: string | null = null): void {
    const key = `${kind}\u0000${detail ?? ""}`;
    const entry = this.pending.get(key) ?? { kind, detail, count: 0 };
    entry.count += 1;
    this.pending.set(key, entry);
    this.flusher.schedule();
  }

  flush(): Promise<void> {
    return this.flusher.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    const now = new Date();
    await this.database()
      .insert(analyticsEvents)
      .values(
        batch.map(({ kind, detail, count }) => {
          const props: AnalyticsProps = { kind, count };
          if (detail) props.detail = detail;
          return { occurredAt: now, name: SECURITY_EVENT_NAME, clientId: SERVER_CLIENT_ID, path: "/", props };
        }),
      );
  }
}

let counts: SecurityCounts | undefined;

/** This process's counter. */
export function securityCounts(): SecurityCounts {
  counts ??= new SecurityCounts();
  return counts;
}

/** Counts one security event for the analytics report (see SecurityCounts). */
export function countSecurityEvent(kind: SecurityKind, detail?: string): void {
  securityCounts().count(kind, detail ?? null);
}
