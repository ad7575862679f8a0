import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

// Kept free of vitest: the end-to-end tests start servers of their own with
// it too (tests/e2e/stripe-site.ts), and Playwright cannot load vitest.

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
export const SERVER_ENTRY = path.join(BUILD_DIR, "server/index.js");

/** What every test server runs with unless the test says otherwise. */
const TEST_DEFAULTS = {
  PORT: "0",
  HOST: "127.0.0.1",
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
};

/**
 * Runs the built server (`entry`, the build's index.js unless said) on a
 * free port with `env` over the test defaults (`env` names its database:
 * DATA_DIR or DATABASE_URL), and resolves once it logs that it listens.
 * `stop()` ends the process; what it ran on is the caller's to remove.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { cwd?: string | undefined; entry?: string | undefined } = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [options.entry ?? SERVER_ENTRY], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, ...TEST_DEFAULTS, ...env },
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
    },
  };
}
