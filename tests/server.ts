import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createPgliteFolder, createTestDatabase, dropTestDatabase } from "./db";
import { BUILD_DIR, type RunningServer, SERVER_ENTRY, spawnServer } from "./spawn-server";

export { BUILD_DIR, type RunningServer };

export type StartOptions = {
  /** The server's working directory; the test's own by default. */
  cwd?: string;
  /** Another copy of the built server's index.js. */
  entry?: string;
};

/**
 * Starts the built production server (`npm run build` first; `npm test` does)
 * on a free port. Without DATA_DIR or DATABASE_URL in `extraEnv` it gets a
 * database of its own holding the demo content (copied from the run's
 * template, see tests/db.ts): a PGlite folder, or a throwaway PostgreSQL
 * database when TEST_DATABASE_URL is set. Real HTTP, real process.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const entry = options.entry ?? SERVER_ENTRY;
  if (!existsSync(entry)) throw new Error("Build the app first: npm run build");
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  const database =
    postgres && !extraEnv.DATABASE_URL ? await createTestDatabase({ seeded: true }) : undefined;
  // The helper's own pool is not needed: the server connects with the URL.
  await database?.close();
  const ownPglite = !postgres && !extraEnv.DATA_DIR && !extraEnv.DATABASE_URL;
  const dataDir = ownPglite
    ? createPgliteFolder({ seeded: true })
    : mkdtempSync(path.join(tmpdir(), "kilele-test-"));
  const server = await spawnServer(
    { DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}), ...extraEnv },
    { cwd: options.cwd, entry },
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await dropTestDatabase(database?.url);
    },
  };
}

/** Runs the built server and waits for it to exit (for start-up failures). */
export function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => {
      output += c;
    });
    child.stderr.on("data", (c) => {
      output += c;
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/**
 * Something a test file starts in `beforeAll`, usable at the top level of the
 * file: each property read is passed to what `current()` holds by then.
 */
export function onceStarted<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} runs only once beforeAll has`);
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The built server with its defaults, started before this file's tests and
 * stopped after them. Call at the top level of a test file.
 */
export function startServerForThisFile(extraEnv: Record<string, string> = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(extraEnv);
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
  });
  return onceStarted(() => running, "the server");
}
