import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/db/client.server";
import { seedIfEmpty } from "#app/db/seed/seed.server";

/**
 * Migrating a new database costs seconds (PGlite also runs initdb), and
 * seeding adds more; dozens of test files did both. This runs them once per
 * test run and hands the result to every file as templates: PGlite folders
 * (copied per database) or PostgreSQL template databases
 * (`create database ... template`). See tests/db.ts.
 */
export type DatabaseTemplates = {
  /**
   * PGlite folders, made on every run: a run without TEST_DATABASE_URL uses
   * only these, and a PostgreSQL run needs them too to compare the two
   * databases (tests/integration/search-parity.test.ts).
   */
  pglite: { emptyDir: string; seededDir: string };
  /** PostgreSQL template databases, when TEST_DATABASE_URL is set: then every test's default. */
  postgres?: { emptyName: string; seededName: string };
};

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const root = mkdtempSync(path.join(tmpdir(), "kilele-templates-"));
  // Side by side: PGlite works in this process, PostgreSQL in its own.
  const [pglite, postgres] = await Promise.all([
    makePgliteTemplates(root),
    serverUrl ? makePostgresTemplates(serverUrl) : undefined,
  ]);
  project.provide("databaseTemplates", { pglite, postgres });
  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (serverUrl && postgres) {
      await adminQuery(serverUrl, [
        `drop database if exists "${postgres.emptyName}" with (force)`,
        `drop database if exists "${postgres.seededName}" with (force)`,
      ]);
    }
  };
}

async function makePgliteTemplates(root: string) {
  const emptyDir = path.join(root, "empty");
  const seededDir = path.join(root, "seeded");
  const empty = openDatabase({ dataDir: emptyDir });
  await empty.migrate();
  await empty.close();
  cpSync(emptyDir, seededDir, { recursive: true });
  const seeded = openDatabase({ dataDir: seededDir });
  await seedIfEmpty(seeded.db);
  await seeded.close();
  return { emptyDir, seededDir };
}

async function makePostgresTemplates(serverUrl: string) {
  const prefix = `tmpl_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const templates = { emptyName: `${prefix}_empty`, seededName: `${prefix}_seeded` };
  await adminQuery(serverUrl, [`create database "${templates.emptyName}"`]);
  await fillPostgres(serverUrl, templates.emptyName, false);
  await adminQuery(serverUrl, [
    `create database "${templates.seededName}" template "${templates.emptyName}"`,
  ]);
  await fillPostgres(serverUrl, templates.seededName, true);
  return templates;
}

async function fillPostgres(serverUrl: string, name: string, seed: boolean) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), poolMax: 2 });
  try {
    await handle.migrate();
    if (seed) await seedIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
}

async function adminQuery(serverUrl: string, statements: string[]) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
