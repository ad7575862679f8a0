import type { AddressInfo } from "node:net";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import { openDatabase, setDatabase } from "#app/db/client.server";
import { assertSearchCaseFolding, SearchLocaleError } from "#app/db/search-session.server";
import { seedIfEmpty } from "#app/db/seed/seed.server";
import { startHoldReleaseWorker } from "#app/modules/booking/expiry.server";
import { startBookingReminderWorker } from "#app/modules/booking/reminders.server";
import { ConfigError, env } from "#app/modules/config/env.server";
import { startOutboxWorker } from "#app/modules/email/outbox.server";
import { createTransport } from "#app/modules/email/transport.server";
import { invoiceAttachment } from "#app/modules/invoices/mail-attachment.server";
import { logger } from "#app/modules/logging/logger.server";
import { retentionPeriods, startRetentionWorker } from "#app/modules/retention/retention.server";
import { createApp } from "./app";
import { installGracefulShutdown, type Lifecycle } from "./lifecycle";

export async function main(options: {
  /** The Vite client build. */
  clientDir: string;
  /** The migrations copied into the server build. */
  migrationsDir: string;
}) {
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One plain line, so the operator sees every missing name at once.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, "pglite"),
    poolMax: config.DATABASE_POOL_MAX,
    log: logger,
    migrationsDir: options.migrationsDir,
  });
  await database.migrate();
  try {
    await assertSearchCaseFolding(database.db);
  } catch (error) {
    if (error instanceof SearchLocaleError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  setDatabase(database);
  if (config.SEED_ON_START && (await seedIfEmpty(database.db))) logger.info("demo content seeded");

  const lifecycle: Lifecycle = { draining: false };
  const app = createApp({
    build: build as unknown as ServerBuild,
    config,
    lifecycle,
    clientDir: options.clientDir,
  });
  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });

  const worker = config.OUTBOX_ENABLED
    ? startOutboxWorker({
        db: database.db,
        pollMs: config.OUTBOX_POLL_MS,
        transport: createTransport(config),
        // The files a mail names are built as it is sent, by their own modules (attachments.server.ts).
        attachments: { invoice: invoiceAttachment },
      })
    : undefined;
  const retention = config.RETENTION_ENABLED
    ? startRetentionWorker({
        db: database.db,
        intervalMs: config.RETENTION_INTERVAL_MS,
        periods: retentionPeriods(config),
      })
    : undefined;

  // Every instance runs it: the batches skip each other's rows (decision 080).
  const holds = config.BOOKING_HOLD_RELEASE_ENABLED
    ? startHoldReleaseWorker({ db: database.db, intervalMs: config.BOOKING_HOLD_RELEASE_INTERVAL_MS })
    : undefined;
  // The payment, passport and balance reminders: every instance too, each reminder recorded once (decision 081).
  const reminders = config.BOOKING_REMINDERS_ENABLED
    ? startBookingReminderWorker({
        db: database.db,
        intervalMs: config.BOOKING_REMINDERS_INTERVAL_MS,
        balanceReminderDays: config.BALANCE_REMINDER_DAYS,
      })
    : undefined;

  installGracefulShutdown({
    server,
    lifecycle,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    cleanup: async () => {
      await Promise.all([worker?.stop(), retention?.stop(), holds?.stop(), reminders?.stop()]);
      await database.close();
    },
  });

  const { port } = server.address() as AddressInfo;
  logger.info({ port, url: `http://localhost:${port}`, database: database.kind }, "listening");
}
