// Sets a user's role: npm run user:role -- <email> <role>
// "admin" is the super admin (is_super_admin true); the other roles clear the flag.
// Opens the same database as the app: DATABASE_URL, or the PGlite folder in DATA_DIR.
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

const ROLES = ["customer", "staff", "admin"] as const;
type Role = (typeof ROLES)[number];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [rawEmail, rawRole, ...rest] = process.argv.slice(2).filter((arg) => arg !== "--");
if (!rawEmail || !rawRole || rest.length > 0) {
  fail(`Usage: npm run user:role -- <email> <${ROLES.join("|")}>`);
}
const role = rawRole.trim().toLowerCase();
if (!(ROLES as readonly string[]).includes(role)) {
  fail(`Unknown role "${rawRole}". Use one of: ${ROLES.join(", ")}.`);
}
const email = rawEmail.trim().toLowerCase();

const config = env();
const database = openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, "pglite"),
  log: logger,
});
let exitCode = 0;
try {
  // Both columns in one statement: a CHECK keeps (role = 'admin') = is_super_admin.
  const updated = await database.db
    .update(users)
    .set({ role: role as Role, isSuperAdmin: role === "admin", updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email))
    .returning({ email: users.email, role: users.role });
  const user = updated[0];
  if (!user) {
    console.error(`No user with the email "${rawEmail.trim()}".`);
    exitCode = 1;
  } else {
    console.log(`${user.email} is now ${user.role}${user.role === "admin" ? " (super admin)" : ""}.`);
  }
} catch (error) {
  console.error(`Could not set the role: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
