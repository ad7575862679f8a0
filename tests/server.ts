import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createPgliteFolder, createTestDatabase, dropTestDatabase } from "./db";

export type RunningServer = {
  url: string;
  process: ChildProcess;
  logs: string[];
  /**
   * Resolves with the first log line (already logged, or the moment it is)
   * holding every one of `needles`; rejects after `ms` or when the process ends first.
   */
  waitForLog(needles: string[], ms?: number): Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const SERVER_ENTRY = path.join(BUILD_DIR, "server/index.js");

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
  const child = spawn(process.execPath, [entry], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // Nothing listens on port 9: the rates fall back at once, offline as in CI.
      RATES_URL: "http://127.0.0.1:9/rates",
      OUTBOX_POLL_MS: "200",
      // Every test's requests come from 127.0.0.1 and many make accounts: the
      // mail-form and password-check limits get in the way only where a test sets them.
      MAIL_FORM_MAX_PER_ADDRESS: "10000",
      MAIL_FORM_MAX_PER_EMAIL: "10000",
      PASSWORD_CHECK_MAX_PER_ADDRESS: "10000",
      PASSWORD_CHECK_MAX_PER_ACCOUNT: "10000",
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const lineListeners = new Set<(line: string) => void>();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Once its output has ended too: every line it logged has been read.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave a server behind that a test gave up on: it would load every later run.
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${logs.join("\n")}`));
    }, 60_000);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logs.push(line);
        for (const listener of lineListeners) listener(line);
        const match = /"url":"(http:\/\/localhost:\d+)"/.exec(line);
        if (match?.[1] && line.includes('"listening"')) {
          clearTimeout(timer);
          resolve(match[1].replace("localhost", "127.0.0.1"));
        }
      }
    };
    child.stdout?.on("data", onLine);
    child.stderr?.on("data", onLine);
    exited.then((code) => reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`)));
  });
  const waitForLog = (needles: string[], ms = 15_000) =>
    new Promise<string>((resolve, reject) => {
      const holds = (line: string) => needles.every((needle) => line.includes(needle));
      const already = logs.find(holds);
      if (already) return resolve(already);
      const done = () => {
        clearTimeout(timer);
        lineListeners.delete(listener);
      };
      const listener = (line: string) => {
        if (!holds(line)) return;
        done();
        resolve(line);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no log line with ${needles.join(", ")}:\n${logs.join("\n")}`));
      }, ms);
      lineListeners.add(listener);
      void closed.then(() => {
        if (!lineListeners.has(listener)) return;
        done();
        reject(new Error(`exited without a log line with ${needles.join(", ")}:\n${logs.join("\n")}`));
      });
    });
  return {
    url,
    process: child,
    logs,
    waitForLog,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
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
