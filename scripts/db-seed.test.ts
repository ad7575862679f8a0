import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/client.server";
import { enquiries, tours, users, wishlistItems } from "#app/db/schema/index";
import { createPgliteFolder, createTestDatabase } from "#tests/db";

// `npm run db:seed -- --reset` as an operator runs it (issue 11, defect 17):
// it keeps what customers made and stays away from production unless told.

const TSX = path.resolve("node_modules/.bin/tsx");

type Run = { code: number; stdout: string; stderr: string };

function seedScript(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ["scripts/db-seed.ts", ...args],
      // Only what the script needs: no DATABASE_URL or DATA_DIR from the caller's shell.
      { env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe("db:seed --reset in production", () => {
  it("refuses without --allow-production, before opening any database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kilele-seed-prod-"));
    try {
      const run = await seedScript(["--reset"], { NODE_ENV: "production", DATA_DIR: dataDir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("--allow-production");
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("db:seed --reset on a database with customers", () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let withDatabase: <T>(work: (db: Database) => Promise<T>) => Promise<T>;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const database = await createTestDatabase({ seeded: true });
      env = { DATABASE_URL: database.url! };
      withDatabase = (work) => work(database.db);
      cleanup = () => database.drop();
    } else {
      const dataDir = createPgliteFolder({ seeded: true });
      env = { DATA_DIR: dataDir };
      // Opened for each step and closed again: PGlite allows one process per folder.
      withDatabase = async (work) => {
        const handle = openDatabase({ dataDir: path.join(dataDir, "pglite") });
        try {
          return await work(handle.db);
        } finally {
          await handle.close();
        }
      };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  afterAll(async () => {
    await cleanup?.();
  });

  it("keeps enquiries and wishlists, and refuses when one points at a tour the seed lacks", async () => {
    const before = await withDatabase(async (db) => {
      const [tour] = await db.select().from(tours).limit(1);
      await db.insert(users).values({ id: "cli-1", email: "cli@example.test" });
      await db.insert(wishlistItems).values({ userId: "cli-1", tourId: tour!.id });
      await db.insert(enquiries).values({
        type: "tour",
        fullName: "Asha Mushi",
        email: "asha@example.test",
        tourId: tour!.id,
        details: { tourTitle: tour!.title },
      });
      return {
        wishlist: await db.select().from(wishlistItems),
        enquiries: await db.select().from(enquiries),
      };
    });

    const reset = await seedScript(["--reset"], { NODE_ENV: "development", ...env });
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("Content reset");

    const extraTour = await withDatabase(async (db) => {
      expect(await db.select().from(wishlistItems)).toEqual(before.wishlist);
      expect(await db.select().from(enquiries)).toEqual(before.enquiries);
      const [made] = await db
        .insert(tours)
        .values({ slug: "made-by-staff", title: "Made by staff", category: "beach" })
        .returning();
      await db.insert(wishlistItems).values({ userId: "cli-1", tourId: made!.id });
      return made!.id;
    });

    const refused = await seedScript(["--reset"], { NODE_ENV: "development", ...env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("wishlist_items.tour_id point at tours");
    await withDatabase(async (db) => {
      expect(await db.select().from(wishlistItems).where(eq(wishlistItems.tourId, extraTour))).toHaveLength(
        1,
      );
      expect(await db.select().from(enquiries)).toEqual(before.enquiries);
    });
  }, 240_000);
});
