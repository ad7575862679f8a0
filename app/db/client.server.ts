import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";
import { SEARCH_SESSION_SETUP } from "./search-session.server";

/** One Drizzle type for both drivers, so modules never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db().transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or a transaction on it: for work that runs inside a caller's transaction or on its own. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  /** Applies the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The committed migrations, beside this file in the source tree (scripts and
 * tests). The built server is bundled elsewhere and passes the copy in its
 * build (`migrationsDir`).
 */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Where the database reports what goes wrong outside a query (a lost
 * connection, a failed session set-up): the server passes its logger; db/
 * imports nothing above it. Without one, the report goes to the console.
 */
export type DatabaseLog = {
  warn(fields: { err: unknown }, message: string): void;
  error(fields: { err: unknown }, message: string): void;
};

const consoleLog: DatabaseLog = {
  warn: (fields, message) => console.warn(message, fields.err),
  error: (fields, message) => console.error(message, fields.err),
};

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  poolMax?: number;
  log?: DatabaseLog;
  /** Where the migrations are; MIGRATIONS_DIR by default. */
  migrationsDir?: string;
};

/**
 * PostgreSQL through a `pg` pool when a URL is given, otherwise PGlite: in
 * `dataDir` when given, in memory when not (tests).
 */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.log ?? consoleLog;
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10, log, migrationsFolder);
  return openPglite(options.dataDir, log, migrationsFolder);
}

function openPostgres(
  url: string,
  poolMax: number,
  log: DatabaseLog,
  migrationsFolder: string,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  // An idle client dies when the server restarts or ends its backend; the pool
  // drops it and connects again. Without a listener the error would kill the process.
  pool.on("error", (error) => log.warn({ err: error }, "database connection lost"));
  // node-postgres runs this before the queries of whoever gets the new client.
  pool.on("connect", (client) => {
    client.query(SEARCH_SESSION_SETUP).catch((error) => sessionSetupFailed(log, error));
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | undefined, log: DatabaseLog, migrationsFolder: string): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the search's typo tolerance (migration 0003 creates the extension);
  // btree_gist: the price tiers' exclusion constraint (migration 0006).
  const client = new PGlite({ dataDir, extensions: { pg_trgm, btree_gist } });
  // PGlite runs queries in order, so this comes before any other.
  client.exec(SEARCH_SESSION_SETUP).catch((error) => sessionSetupFailed(log, error));
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

function sessionSetupFailed(log: DatabaseLog, error: unknown) {
  log.error({ err: error }, "database session setup failed");
}

/** Resolves when the database answers `SELECT 1`, rejects after `timeoutMs`. */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let current: DatabaseHandle | undefined;

/** Makes `handle` the process-wide database used by loaders and modules. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle;
}

/** The process-wide database. The server opens it before it accepts requests. */
export function db(): Database {
  if (!current) throw new Error("The database has not been opened yet");
  return current.db;
}

export function databaseHandle(): DatabaseHandle | undefined {
  return current;
}
