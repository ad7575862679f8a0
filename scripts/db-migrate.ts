// Applies the committed migrations to DATABASE_URL, or to the PGlite folder in DATA_DIR.
// The server also does this at start; this is for deploy pipelines.
import path from "node:path";
import { openDatabase } from "#app/db/client.server";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

const config = env();
const database = openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, "pglite"),
  log: logger,
});
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
