import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/db/client.server";
import { createTestDatabase } from "#tests/db";
import { mountHealthChecks } from "./health";
import type { Lifecycle } from "./lifecycle";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
// A handle with a single connection, so a long query makes it busy (PostgreSQL);
// PGlite has one connection anyway.
let busyable: DatabaseHandle;
let baseUrl: string;
let closeServer: () => void;
const lifecycle: Lifecycle = { draining: false };
let readinessDb: DatabaseHandle | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  busyable = database.url ? openDatabase({ url: database.url, poolMax: 1 }) : database;
  // A new PGlite's first query starts it up, which can outlast the 1 s readiness budget on a busy machine.
  await busyable.db.execute(sql`select 1`);
  const app = express();
  mountHealthChecks(app, { lifecycle, db: () => (readinessDb ?? busyable).db });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = () => server.close();
});

afterAll(async () => {
  closeServer?.();
  if (busyable !== database) await busyable?.close();
  await database?.drop();
});

describe("readiness", () => {
  it("is ready while the database answers", async () => {
    const response = await fetch(`${baseUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database is gone", async () => {
    // A closed handle of the kind under test: on PostgreSQL a pool after end(),
    // not a PGlite, whose start-up would stall this thread on a busy machine.
    readinessDb = openDatabase(database.url ? { url: database.url, poolMax: 1 } : {});
    await readinessDb.close();
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "database-unavailable" });
    } finally {
      readinessDb = undefined;
    }
  });

  // PGlite runs queries on this very thread, so a slow one stalls the test too:
  // the time-out is proven on PostgreSQL (CI runs this file on both).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "answers 503 within about a second when the database does not answer SELECT 1 in time",
    async () => {
      // Drizzle queries are lazy: `then` starts this one now.
      const slow = busyable.db.execute(sql`select pg_sleep(2.5)`).then(() => undefined);
      const started = Date.now();
      const response = await fetch(`${baseUrl}/readyz`);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "database-unavailable" });
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(2000);
      // /healthz never touches the database, so it answers even now.
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
      await slow;
    },
  );

  it("answers 503 while the instance drains, whatever the database says", async () => {
    lifecycle.draining = true;
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "shutting-down" });
    } finally {
      lifecycle.draining = false;
    }
  });
});
