import { eq } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

/** SUPER_ADMIN_EMAILS as a set of lower-cased addresses. */
function configuredSuperAdmins(setting = env().SUPER_ADMIN_EMAILS): Set<string> {
  return new Set(
    setting
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Makes a user super admin when their verified address is in SUPER_ADMIN_EMAILS.
 * Called at every sign-in and after a verification; an unverified address in
 * the list grants nothing (anyone can register any address).
 */
export async function grantConfiguredSuperAdmin(userId: string): Promise<void> {
  const admins = configuredSuperAdmins();
  if (admins.size === 0) return;
  const [user] = await db()
    .select({ email: users.email, emailVerified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.emailVerified || user.role === "admin" || !admins.has(user.email)) return;
  await db().update(users).set({ role: "admin", isSuperAdmin: true }).where(eq(users.id, userId));
  logger.info({ userId }, "super admin granted from SUPER_ADMIN_EMAILS");
}
