import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Database, openDatabase } from "#app/db/client.server";
import { siteFetch } from "./browser";
import { createPgliteFolder, createTestDatabase } from "./db";
import { type RunningServer, startServer } from "./server";

/**
 * A migrated database holding the demo content plus what `addFixtures` adds,
 * and the environment that hands it to the server: a throwaway PostgreSQL
 * database when TEST_DATABASE_URL is set, else a PGlite folder (filled, then
 * closed: PGlite allows one process per folder).
 */
export async function prepareSeededDatabase<T>(
  addFixtures: (db: Database) => Promise<T>,
): Promise<{ env: Record<string, string>; fixtures: T; cleanup(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const handle = await createTestDatabase({ seeded: true });
    const fixtures = await addFixtures(handle.db);
    return { env: { DATABASE_URL: handle.url! }, fixtures, cleanup: () => handle.drop() };
  }
  const dir = createPgliteFolder({ seeded: true });
  const handle = openDatabase({ dataDir: path.join(dir, "pglite") });
  const fixtures = await addFixtures(handle.db);
  await handle.close();
  return {
    env: { DATA_DIR: dir },
    fixtures,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The built server on a seeded database (see `prepareSeededDatabase`), started
 * before this file's tests and stopped after them. Call at the top level of a
 * test file; `server` and `fixtures` answer once `beforeAll` has run.
 */
export function setUpSeededServer<T>(
  addFixtures: (db: Database) => Promise<T>,
  extraEnv: Record<string, string> = {},
) {
  let server: RunningServer | undefined;
  let database: Awaited<ReturnType<typeof prepareSeededDatabase<T>>> | undefined;

  beforeAll(async () => {
    database = await prepareSeededDatabase(addFixtures);
    server = await startServer({ ...database.env, ...extraEnv });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.cleanup();
  });

  const ready = <V>(value: V | undefined): V => {
    if (value === undefined)
      throw new Error("setUpSeededServer: the server is ready only once beforeAll has run");
    return value;
  };
  return {
    get server(): RunningServer {
      return ready(server);
    },
    /** What `addFixtures` returned. */
    get fixtures(): T {
      return ready(database).fixtures;
    },
    /** A request to the server; redirects are returned, not followed. */
    get: siteFetch(() => ready(server).url),
  };
}
