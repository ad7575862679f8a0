import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// Markers of code that must never reach the browser: database drivers, the
// ORM's drivers, mail, the auth library, server configuration and secrets.
const FORBIDDEN = [
  "@electric-sql/pglite",
  "pg-protocol",
  "node-postgres",
  "drizzle-orm/pglite",
  "nodemailer",
  "DATABASE_URL",
  "AUTH_SECRET",
  "SMTP_URL",
  "pg_advisory_lock",
  "FOR UPDATE SKIP LOCKED",
  // The auth library, its secrets and what it signs: server only.
  "better-auth",
  "GOOGLE_CLIENT_SECRET",
  "SUPER_ADMIN_EMAILS",
  "session_token",
  "sign_in_failures",
  // The password estimator and its dictionaries (megabytes): the server checks new passwords.
  "zxcvbn",
  "passwords-common",
  "wikipedia-en",
];

describe("client bundle", () => {
  it("holds no server secret, database driver or server-only module", () => {
    const scripts = filesUnder(CLIENT_DIR).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const source = readFileSync(file, "utf8").toLowerCase();
      for (const marker of FORBIDDEN) {
        expect(
          source.includes(marker.toLowerCase()),
          `${marker} found in ${path.relative(CLIENT_DIR, file)}`,
        ).toBe(false);
      }
    }
  });

  // zod's full build (its "classic" API, about 20 kB gzipped) put /login,
  // /register and /unsubscribe over the JavaScript budget: the schemas stay on
  // the server, and the forms import their limits from *-fields.ts (decision
  // 045). Its schema classes are named at run time ("ZodString", "ZodObject");
  // zod/mini's are "ZodMiniString" and its core's "$ZodString", so a check that
  // has to run in the browser can still use zod/mini.
  it("holds no part of zod's full build", () => {
    const scripts = filesUnder(CLIENT_DIR).filter((f) => f.endsWith(".js"));
    for (const file of scripts) {
      const source = readFileSync(file, "utf8");
      expect(
        source.match(/[`'"](Zod(?:String|Object|Type|Error))[`'"]/)?.[1],
        `zod's full build found in ${path.relative(CLIENT_DIR, file)}`,
      ).toBeUndefined();
    }
  });
});
