/**
 * Seeds the demo content: `npm run db:seed` fills an empty database,
 * `npm run db:seed -- --reset` replaces the demo content and keeps everything
 * customers made (users, wishlists, comparisons, enquiries, subscriptions, the
 * outbox), or refuses, changing nothing, and says which rows stand in the way.
 * With NODE_ENV=production a reset also needs `--allow-production`.
 */
import path from "node:path";
import { count } from "drizzle-orm";
import { openDatabase } from "#app/db/client.server";
import { departures, destinations, tours } from "#app/db/schema/index";
import { SeedResetRefused } from "#app/db/seed/customer-references.server";
import { resetAndSeed, seedIfEmpty } from "#app/db/seed/seed.server";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

async function run() {
  const reset = process.argv.includes("--reset");
  // Before reading the configuration: the refusal must not depend on it.
  if (reset && process.env.NODE_ENV === "production" && !process.argv.includes("--allow-production")) {
    console.error(
      "Refusing to reset the content of a production database (NODE_ENV=production). " +
        "Add --allow-production if that is really what you want.",
    );
    process.exitCode = 2;
    return;
  }
  const config = env();
  const handle = openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, "pglite"),
    poolMax: 2,
    log: logger,
  });
  const target =
    handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.DATA_DIR}/pglite`;
  try {
    await handle.migrate();
    if (reset) {
      await resetAndSeed(handle.db);
      console.log(`Content reset and demo content seeded into ${target}.`);
    } else if (await seedIfEmpty(handle.db)) {
      console.log(`Demo content seeded into ${target}.`);
    } else {
      console.log(`${target} already has content; nothing changed. Use --reset to replace it.`);
      return;
    }
    const [t] = await handle.db.select({ n: count() }).from(tours);
    const [d] = await handle.db.select({ n: count() }).from(destinations);
    const [p] = await handle.db.select({ n: count() }).from(departures);
    console.log(`${t?.n ?? 0} tours, ${d?.n ?? 0} destinations, ${p?.n ?? 0} departures.`);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  // A refused reset is an answer, not a crash: its message says what blocks it.
  console.error(error instanceof SeedResetRefused ? error.message : error);
  process.exit(1);
});
