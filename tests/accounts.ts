import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type DatabaseHandle, openDatabase } from "#app/db/client.server";
import { createPgliteFolder, createTestDatabase } from "./db";
import { type RunningServer, startServer } from "./server";

const run = promisify(execFile);

/**
 * A database that outlives one server process: the same PGlite folder, or
 * the same throwaway PostgreSQL database (TEST_DATABASE_URL), across restarts.
 * PGlite allows one process at a time, so direct access (`open`) and the role
 * command run while the server is stopped.
 */
export async function persistentDatabase() {
  const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase({ seeded: true }) : undefined;
  const dataDir = postgres
    ? mkdtempSync(path.join(tmpdir(), "kilele-accounts-"))
    : createPgliteFolder({ seeded: true });
  // The server migrates at start; the helper's own pool is not needed.
  if (postgres) await postgres.close();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
  };
  return {
    env,
    start: (extra: Record<string, string> = {}): Promise<RunningServer> => startServer({ ...env, ...extra }),
    /** The database, opened from the test process (stop the server first on PGlite). */
    open(): DatabaseHandle {
      return openDatabase({ url: postgres?.url, dataDir: path.join(dataDir, "pglite") });
    },
    /** `npm run user:role -- <email> <role>` as a child process against this database. */
    async setRole(email: string, role: string) {
      const tsx = path.resolve("node_modules/.bin/tsx");
      try {
        const { stdout, stderr } = await run(tsx, ["scripts/user-role.ts", email, role], {
          env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (postgres?.url) {
        const { default: pg } = await import("pg");
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(
          `drop database if exists "${new URL(postgres.url).pathname.slice(1)}" with (force)`,
        );
        await admin.end();
      }
    },
  };
}
