import { count, eq, isNull } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { newsletterSubscriptions, tours, users } from "#app/db/schema/index";
import { listRecentSecurityEvents } from "#app/modules/identity/security-events.server";

const RECENT_SECURITY_EVENTS = 20;

/** The figures on /admin: people, tours on sale, active subscribers, and the latest security events. */
export async function loadDashboard() {
  const [[userRow], [tourRow], [subscriberRow], events] = await Promise.all([
    db().select({ n: count() }).from(users).where(isNull(users.deletedAt)),
    db().select({ n: count() }).from(tours).where(eq(tours.isActive, true)),
    db()
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, "active")),
    listRecentSecurityEvents(RECENT_SECURITY_EVENTS),
  ]);
  return {
    counts: {
      users: Number(userRow?.n ?? 0),
      activeTours: Number(tourRow?.n ?? 0),
      subscribers: Number(subscriberRow?.n ?? 0),
    },
    securityEvents: events.map((event) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      kind: event.kind,
      email: event.email,
      path: event.path,
      method: event.method,
      ipAddress: event.ipAddress,
    })),
  };
}
