import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTests } from "./database-tests.mjs";

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "database-tests-"));
  fixtures.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe("the choice of tests that run again on PostgreSQL", () => {
  it("takes the tests whose imports reach the database, through any number of files, and no other", () => {
    const root = tree({
      "app/db/client.server.ts": "export const db = 1;",
      "tests/db.ts": 'import { db } from "#app/db/client.server";',
      "tests/server.ts": 'import { createTestDatabase } from "./db";',
      "app/modules/tours/tours.server.ts": 'import { db } from "../../db/client.server";',
      "app/modules/tours/tours.server.test.ts": 'import { list } from "./tours.server";',
      "app/domain/price.ts": "export const price = 1;",
      "app/domain/price.test.ts": 'import { price } from "./price";',
      "tests/integration/pages.test.ts": 'import { startServer } from "#tests/server";',
      "tests/integration/bundle.test.ts": 'import { readFileSync } from "node:fs";',
      "app/components/card.test.tsx": 'import type { X } from "#app/modules/tours/tours.server";',
    });
    expect(databaseTests(root)).toEqual([
      "app/components/card.test.tsx",
      "app/modules/tours/tours.server.test.ts",
      "tests/integration/pages.test.ts",
    ]);
  });

  it("follows an import circle both ways", () => {
    const root = tree({
      "app/db/client.server.ts": "export const db = 1;",
      "app/modules/a.server.ts": 'import { b } from "./b.server";\nimport { db } from "../db/client.server";',
      "app/modules/b.server.ts": 'import { a } from "./a.server";',
      "app/modules/b.server.test.ts": 'import { b } from "./b.server";',
      "app/domain/c.ts": 'import { d } from "./d";',
      "app/domain/d.ts": 'import { c } from "./c";',
      "app/domain/c.test.ts": 'import { c } from "./c";',
    });
    expect(databaseTests(root)).toEqual(["app/modules/b.server.test.ts"]);
  });

  it("keeps every integration test of the project that opens a database", () => {
    const chosen = databaseTests(path.join(import.meta.dirname, ".."));
    expect(chosen).toContain("tests/integration/sign-in-race.test.ts");
    expect(chosen).toContain("app/db/client.server.test.ts");
    expect(chosen).not.toContain("app/domain/money.test.ts");
  });
});
