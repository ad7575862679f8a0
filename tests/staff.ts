import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import { customer } from "./account-bookings";
import { signedIn } from "./sign-up";

export type Role = "customer" | "staff" | "admin";

/**
 * A person of the given role who signs in with PASSWORD: a customer account
 * with its role set as `npm run user:role` would (an admin is the spec's super admin).
 */
export async function personWithRole(db: Database, fullName: string, role: Role) {
  const handle = `${fullName.split(" ")[0]?.toLowerCase()}${Math.floor(Math.random() * 1e6)}`;
  const person = await customer(db, handle);
  await db
    .update(users)
    .set({ fullName, role, isSuperAdmin: role === "admin", emailVerified: true })
    .where(eq(users.id, person.id));
  return { ...person, fullName, role };
}

/** The Cookie header of a fresh sign-in (the server must be running). */
export async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const { browser, response } = await signedIn(baseUrl, email);
  await response.body?.cancel();
  return browser.cookieHeader();
}

/**
 * The people the staff-area tests need, made before the server starts:
 * a customer, a staff member and an admin.
 */
export async function staffFixtures(db: Database) {
  return {
    customer: await personWithRole(db, "Carol Customer", "customer"),
    staff: await personWithRole(db, "Sam Staff", "staff"),
    admin: await personWithRole(db, "Ada Admin", "admin"),
  };
}
