import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase, setDatabase } from "#app/db/client.server";

export type TestDatabase = DatabaseHandle & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: PGlite in memory by default,
 * a throwaway PostgreSQL database when TEST_DATABASE_URL is set (CI sets it).
 * Call `drop()` in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({});
    await handle.migrate();
    return { ...handle, drop: () => handle.close() };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), poolMax: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** Empties every table (keeps the schema), faster than a new database per test. */
export async function truncateAll(handle: DatabaseHandle) {
  const { rows } = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(", ");
  await handle.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}

/**
 * A fresh database for this test file, installed as the app's database
 * (`setDatabase`) before its tests and dropped after them. Call at the top
 * level of a test file; the getter answers once `beforeAll` has run.
 */
export function setUpTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error("setUpTestDatabase: the database is ready only once beforeAll has run");
    return database;
  };
}
