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
export type DatabaseTemplates =
  | { kind: "pglite"; emptyDir: string; seededDir: string }
  | { kind: "postgres"; emptyName: string; seededName: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const prefix = `tmpl_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const templates = {
      kind: "postgres" as const,
      emptyName: `${prefix}_empty`,
      seededName: `${prefix}_seeded`,
    };
    await adminQuery(serverUrl, [`create database "${templates.emptyName}"`]);
    await fillPostgres(serverUrl, templates.emptyName, false);
    await adminQuery(serverUrl, [
      `create database "${templates.seededName}" template "${templates.emptyName}"`,
    ]);
    await fillPostgres(serverUrl, templates.seededName, true);
    project.provide("databaseTemplates", templates);
    return () =>
      adminQuery(serverUrl, [
        `drop database if exists "${templates.emptyName}" with (force)`,
        `drop database if exists "${templates.seededName}" with (force)`,
      ]);
  }

  const root = mkdtempSync(path.join(tmpdir(), "kilele-templates-"));
  const emptyDir = path.join(root, "empty");
  const seededDir = path.join(root, "seeded");
  const empty = openDatabase({ dataDir: emptyDir });
  await empty.migrate();
  await empty.close();
  cpSync(emptyDir, seededDir, { recursive: true });
  const seeded = openDatabase({ dataDir: seededDir });
  await seedIfEmpty(seeded.db);
  await seeded.close();
  project.provide("databaseTemplates", { kind: "pglite", emptyDir, seededDir });
  return () => rmSync(root, { recursive: true, force: true });
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
