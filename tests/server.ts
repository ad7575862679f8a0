import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "./db";

export type RunningServer = {
  url: string;
  process: ChildProcess;
  logs: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

const SERVER_ENTRY = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");

/**
 * Starts the built production server (`npm run build` first; `npm test` does)
 * on a free port with its own empty database: a PGlite folder, or a throwaway
 * PostgreSQL database when TEST_DATABASE_URL is set. Real HTTP, real process.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error("Build the app first: npm run build");
  const dataDir = mkdtempSync(path.join(tmpdir(), "kilele-test-"));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  // The test database helper migrated through its own pool; the server needs only the URL.
  await database?.close();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // Nothing listens on port 9: the rates fall back at once, offline as in CI.
      RATES_URL: "http://127.0.0.1:9/rates",
      OUTBOX_POLL_MS: "200",
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join("\n")}`)), 60_000);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logs.push(line);
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
  return {
    url,
    process: child,
    logs,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropDatabase(database.url);
    },
  };
}

async function dropDatabase(url: string | undefined) {
  if (!url || !process.env.TEST_DATABASE_URL) return;
  const { default: pg } = await import("pg");
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
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
