import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase, setDatabase } from "#app/db/client.server";

export type TestDatabase = DatabaseHandle & { url?: string; drop(): Promise<void> };

export type TemplateOptions = {
  /** Start from the demo content (default: migrated and empty). */
  seeded?: boolean;
};

export type DatabaseKind = DatabaseHandle["kind"];

/**
 * The kind of database a test gets unless it asks: PostgreSQL when
 * TEST_DATABASE_URL is set (CI's second run), PGlite otherwise.
 */
export function defaultDatabaseKind(): DatabaseKind {
  return inject("databaseTemplates").postgres && process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
}

/**
 * A fresh, migrated database for one test file, copied from the templates
 * that tests/global-setup.ts builds once per run: a PGlite folder, or a
 * throwaway PostgreSQL database (only when TEST_DATABASE_URL is set), of
 * `options.kind` (default: `defaultDatabaseKind()`). Call `drop()` in afterAll.
 */
export async function createTestDatabase(
  options: TemplateOptions & {
    kind?: DatabaseKind;
    /**
     * PostgreSQL connections the pool may open (5 unless said): a test of
     * parallel requests asks for more, within the server's max_connections
     * shared by every test running at once.
     */
    poolMax?: number;
  } = {},
): Promise<TestDatabase> {
  const kind = options.kind ?? defaultDatabaseKind();
  if (kind === "postgres") return createPostgresDatabase(options);
  const dataDir = createPgliteFolder(options);
  const handle = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  return {
    ...handle,
    async drop() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(
  options: TemplateOptions & { poolMax?: number },
): Promise<TestDatabase> {
  const templates = inject("databaseTemplates").postgres;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!templates || !serverUrl) throw new Error("createTestDatabase: PostgreSQL needs TEST_DATABASE_URL");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = options.seeded ? templates.seededName : templates.emptyName;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), poolMax: options.poolMax ?? 5 });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await dropTestDatabase(url.toString());
    },
  };
}

/**
 * A new DATA_DIR for the server holding a copy of a template PGlite database
 * in its `pglite` folder (where server/main.ts looks). The caller removes it.
 */
export function createPgliteFolder(options: TemplateOptions = {}): string {
  const templates = inject("databaseTemplates").pglite;
  const dataDir = mkdtempSync(path.join(tmpdir(), "kilele-test-"));
  cpSync(options.seeded ? templates.seededDir : templates.emptyDir, path.join(dataDir, "pglite"), {
    recursive: true,
  });
  return dataDir;
}

/** Drops a database made by `createTestDatabase` (nothing on PGlite or for other URLs). */
export async function dropTestDatabase(url: string | undefined) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!url || !serverUrl) return;
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith("test_")) return;
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}

async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
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
export function setUpTestDatabase(options: TemplateOptions = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
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
