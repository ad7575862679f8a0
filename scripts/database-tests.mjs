#!/usr/bin/env node
// The test files that reach a database: those that import, directly or
// through other files, the database client or the test database helpers.
// CI runs the whole suite on PGlite, then only these on PostgreSQL: a test of
// pure code gives the same answer whatever database is set (decision 075).
//
//   node scripts/database-tests.mjs          prints one path a line
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importsOf, isTestFile, resolveImport } from "./check-layers.mjs";

/** Files that open a database; a test reaching any of them runs on both. */
export const DATABASE_ENTRIES = ["app/db/client.server.ts", "tests/db.ts"];

const TEST_FOLDERS = ["app", "server", "scripts", "tests"];
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** The file an import names, with its extension, or null when it is not in the tree. */
function existing(root, file) {
  for (const extension of EXTENSIONS) {
    const candidate = `${file}${extension}`;
    if (existsSync(path.join(root, candidate)) && !candidate.endsWith("/")) {
      if (extension === "" && !/\.[cm]?[jt]sx?$/.test(candidate)) continue;
      return candidate;
    }
  }
  return null;
}

function testFiles(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(root, file);
    return isTestFile(entry.name) ? [file] : [];
  });
}

/** The test files under `root` whose imports reach one of `DATABASE_ENTRIES`. */
export function databaseTests(root) {
  // Every file the tests import, directly or not, with who imports it.
  const importers = new Map();
  const tests = TEST_FOLDERS.flatMap((dir) => testFiles(root, dir));
  const pending = [...tests];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const file = pending.pop();
    const source = readFileSync(path.join(root, file), "utf8");
    for (const { specifier } of importsOf(source)) {
      const target = resolveImport(file, specifier);
      const imported = target === null ? null : existing(root, target);
      if (!imported) continue;
      if (!importers.has(imported)) importers.set(imported, new Set());
      importers.get(imported).add(file);
      if (!seen.has(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  // Walk back from the database entries to everything that reaches them.
  const reaching = new Set(DATABASE_ENTRIES);
  const back = [...DATABASE_ENTRIES];
  while (back.length > 0) {
    for (const importer of importers.get(back.pop()) ?? []) {
      if (!reaching.has(importer)) {
        reaching.add(importer);
        back.push(importer);
      }
    }
  }
  return tests.filter((file) => reaching.has(file)).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
  for (const file of databaseTests(root)) console.log(file);
}
