import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { emailSpellings } from "#app/domain/personal-data-redaction";
import { persistentDatabase } from "#tests/accounts";
import { locationOf, TestBrowser } from "#tests/browser";
import { tourCards } from "#tests/html";
import { smtpUrl, startSmtpServer, waitForMail } from "#tests/mailbox";
import type { RunningServer } from "#tests/server";
import { PASSWORD, signedUp } from "#tests/sign-up";

// Deleting an account over HTTP (issue 11, defect 18; decisions 010 and 029):
// a person signs up, verifies the address, and uses the site in every way that
// stores it; after the deletion the address (and the name and phone they gave)
// is in no row of any table, whatever tables exist, and in no log line.

let database: Awaited<ReturnType<typeof persistentDatabase>>;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const stamp = Date.now().toString(36);
// A "+" and capitals: the address must go in every spelling (as typed, lower case, URL-encoded).
const EMAIL = `Zawadi.Erase+${stamp}@Example.org`;
const NAME = `Zawadi Mwakyusa${stamp}`;
const PHONE = "+255 754 987 321";

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await persistentDatabase();
  server = await database.start({
    SMTP_URL: smtpUrl(smtp),
    // Two wrong passwords lock the account, so a lock event with the address is stored too.
    ACCOUNT_LOCK_THRESHOLD: "2",
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "50",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
});

/** Every table of the database, from information_schema, so a table added later is searched too. */
async function tables(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: Array<{ table_name: string }>;
  };
  return result.rows.map((row) => row.table_name);
}

/** Every text-like column (text, varchar, jsonb, json, inet, arrays, enums) of a table. */
async function textColumns(db: Database, table: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table}
      and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'inet', 'ARRAY', 'USER-DEFINED')`)) as unknown as {
    rows: Array<{ column_name: string }>;
  };
  return result.rows.map((row) => row.column_name);
}

/** `table.column: value` for every stored value holding one of `needles`, in any case. */
async function findEverywhere(db: Database, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const lowered = needles.map((n) => n.toLowerCase());
  for (const table of await tables(db)) {
    for (const column of await textColumns(db, table)) {
      const matches = lowered.map(
        (needle) => sql`strpos(lower(${sql.identifier(column)}::text), ${needle}) > 0`,
      );
      const result = (await db.execute(
        sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.join(matches, sql` or `)}`,
      )) as unknown as { rows: Array<{ value: string }> };
      found.push(...result.rows.map((row) => `${table}.${column}: ${row.value.slice(0, 300)}`));
    }
  }
  return found;
}

describe("deleting an account", () => {
  it("leaves the address in no table and no log line", async () => {
    const browser = await signedUp(server.url, EMAIL, { fullName: NAME });
    const verification = await waitForMail(smtp.state, EMAIL.toLowerCase());
    const link = /https?:\/\/[^\s"<>]*\/verify-email\?token=[A-Za-z0-9._-]+/.exec(verification.text)?.[0];
    expect(link).toBeDefined();
    const verified = await new TestBrowser(server.url).get(new URL(link!).pathname + new URL(link!).search);
    expect(verified.status).toBe(200);

    // The profile's phone, an enquiry (with the staff's copy), the newsletter (with the staff's notice).
    const profile = await browser.post("/account", { intent: "profile", fullName: NAME, phone: PHONE });
    expect(profile.status).toBeLessThan(400);
    const enquiry = await browser.post("/enquiry", {
      type: "contact",
      fullName: NAME,
      email: EMAIL,
      phone: PHONE,
      subject: "general",
      message: `Hello, this is ${NAME}. Please write to ${EMAIL} or call ${PHONE}.`,
      consent: "on",
    });
    expect(enquiry.status).toBe(200);
    const newsletter = await browser.post("/newsletter", {
      via: "fetcher",
      website: "",
      email: EMAIL,
      firstName: NAME,
    });
    expect(newsletter.status).toBe(200);
    // A tour on the wishlist.
    const [tour] = tourCards(await (await browser.get("/tours")).text());
    const saved = await browser.post("/api/wishlist", {
      tourId: String(tour?.id),
      intent: "add",
      via: "fetcher",
    });
    expect(saved.status).toBe(200);
    // Wrong passwords (failures, then a lock event), a reset request, a refused visit to /admin.
    for (let i = 0; i < 2; i++) {
      const wrong = await new TestBrowser(server.url).post("/login", {
        email: EMAIL,
        password: "not-my-password",
      });
      expect([401, 423]).toContain(wrong.status);
    }
    const reset = await new TestBrowser(server.url).post("/reset-password", {
      intent: "request",
      email: EMAIL,
    });
    expect(reset.status).toBe(200);
    await waitForMail(smtp.state, EMAIL.toLowerCase());
    const admin = await browser.get("/admin");
    expect(locationOf(admin)).toBe("/unauthorized");

    const deleted = await browser.post("/account", {
      intent: "delete",
      currentPassword: PASSWORD,
      confirm: "on",
    });
    expect(deleted.status).toBe(302);
    await server.stop();

    const handle = database.open();
    try {
      const needles = [...emailSpellings(EMAIL), ...emailSpellings(EMAIL.toLowerCase()), NAME, PHONE];
      expect(await findEverywhere(handle.db, needles)).toEqual([]);
      // The search really looks: it finds the undeliverable address that took the person's place.
      const placeholders = await findEverywhere(handle.db, ["@deleted.invalid"]);
      for (const where of [
        "users.email",
        "enquiries.email",
        "newsletter_subscriptions.email",
        "email_outbox.",
      ]) {
        expect(
          placeholders.some((found) => found.startsWith(where)),
          where,
        ).toBe(true);
      }
      // The customer-made records are still there, without the person.
      const kept = (await handle.db.execute(sql`
        select (select count(*)::int from enquiries where full_name = '[removed]') as enquiries,
               (select count(*)::int from wishlist_items w join users u on u.id = w.user_id
                  where u.deleted_at is not null and u.email like 'deleted-%@deleted.invalid') as wishlist,
               (select count(*)::int from newsletter_subscriptions where email like 'deleted-%@deleted.invalid') as subscriptions
      `)) as unknown as { rows: Array<Record<string, number>> };
      expect(kept.rows[0]).toEqual({ enquiries: 1, wishlist: 1, subscriptions: 1 });
    } finally {
      await handle.close();
    }

    const lines = server.logs.filter((line) => {
      const lower = line.toLowerCase();
      return emailSpellings(EMAIL.toLowerCase()).some((spelling) => lower.includes(spelling.toLowerCase()));
    });
    expect(lines).toEqual([]);
  }, 180_000);
});
