#!/usr/bin/env node
// Prints the URL of a new, empty PostgreSQL database on the server of
// `serverUrl`, dropping one of the same name first: the end-to-end tests' server
// migrates and seeds it as it starts (playwright.config.ts, E2E_DATABASE_URL).
// Usage: node scripts/fresh-database.mjs <server-url> <name>
import pg from "pg";

const [serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^[a-z][a-z0-9_]{0,62}$/.test(name)) {
  console.error("usage: node scripts/fresh-database.mjs <postgres-url> <database_name>");
  process.exit(2);
}
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
} finally {
  await admin.end();
}
