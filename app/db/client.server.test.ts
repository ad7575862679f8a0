import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/db";
import { openDatabase } from "./client.server";

// PostgreSQL only: PGlite runs in-process and has no connections to lose.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the PostgreSQL pool", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("survives the server ending an idle connection, and connects again", async () => {
    const handle = openDatabase({ url: database.url, poolMax: 1 });
    try {
      const before = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      const pid = before.rows[0]?.pid;
      expect(pid).toBeTypeOf("number");
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.end();
      // The idle client's error arrives asynchronously; without a listener it is an uncaught exception.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      await handle.close();
    }
  });
});
