import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "#app/db/client.server";
import { TestBrowser } from "#tests/browser";
import { smtpUrl, startSmtpServer, waitForMail } from "#tests/mailbox";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";

// Forms queued offline and sent again (issue 17, decision 101), over real HTTP
// to the built server with mail at a real SMTP server: a submission key acts
// once however often it arrives, in a row or at the same moment (PostgreSQL),
// and a malformed key is refused. The stored rows are read at once on
// PostgreSQL, and on PGlite (one process per folder) once the server has stopped.

const STAFF = "offline-office@kilele.test";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: Awaited<ReturnType<typeof prepareSeededDatabase<void>>> | undefined;
let remote: DatabaseHandle | undefined;
let ip = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await prepareSeededDatabase(async () => {});
  if (database.env.DATABASE_URL) remote = openDatabase({ url: database.env.DATABASE_URL, poolMax: 2 });
  server = await startServer({
    ...database.env,
    SMTP_URL: smtpUrl(smtp),
    STAFF_EMAIL: STAFF,
    TRUST_PROXY: "loopback",
    OUTBOX_POLL_MS: "200",
    // Low limits per address, so a repeat that counted would be refused.
    NEWSLETTER_MAX_PER_ADDRESS: "2",
    NEWSLETTER_MAX_PER_EMAIL: "10",
    ENQUIRY_MAX_PER_ADDRESS: "2",
  });
}, 120_000);

const storedChecks: Array<{ label: string; check: (db: Database) => Promise<void> }> = [];

afterAll(async () => {
  try {
    await server?.stop();
    if (!remote && database?.env.DATA_DIR && storedChecks.length > 0) {
      const local = openDatabase({ dataDir: path.join(database.env.DATA_DIR, "pglite") });
      try {
        for (const { label, check } of storedChecks) {
          await check(local.db).catch((error: Error) => {
            error.message = `${label}: ${error.message}`;
            throw error;
          });
        }
      } finally {
        await local.close();
      }
    }
  } finally {
    await smtp?.close();
    await remote?.close();
    await database?.cleanup();
  }
}, 60_000);

/** Checks stored rows: now on PostgreSQL, after the server has stopped on PGlite. */
async function expectStored(label: string, check: (db: Database) => Promise<void>) {
  if (remote) await check(remote.db);
  else storedChecks.push({ label: `${expect.getState().currentTestName}: ${label}`, check });
}

async function rows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A browser from its own client address: one test's limits never touch another's. */
function visitor(lang = "en"): TestBrowser {
  ip += 1;
  return new TestBrowser(server.url, { "x-forwarded-for": `198.51.100.${ip}`, cookie: `lang=${lang}` });
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The sign-up as the outbox sends it: the footer form's fields, form-urlencoded, with its key. */
async function subscribe(browser: TestBrowser, email: string, key?: string) {
  const fields: Record<string, string> = {
    email,
    firstName: "Asha",
    website: "",
    via: "fetcher",
    form: "footer",
  };
  if (key !== undefined) fields.submissionKey = key;
  const response = await browser.post("/newsletter", fields);
  return { status: response.status, body: (await response.json()) as { state: string; message: string } };
}

/** A contact message as the outbox sends it (the page's own POST, answered with the page). */
async function enquire(browser: TestBrowser, email: string, key?: string) {
  const fields: Record<string, string> = {
    type: "contact",
    fullName: "Neema Kileo",
    email,
    subject: "booking",
    message: "Written in a lodge without signal.",
    consent: "on",
    website: "",
  };
  if (key !== undefined) fields.submissionKey = key;
  const response = await browser.post("/enquiry", fields);
  return { status: response.status, html: await response.text() };
}

const SUBSCRIBED = "Successfully subscribed! Check your email for a welcome gift.";
const SENT =
  "Thank you! Your message has been sent. We will contact you within 24 hours, and a confirmation is on its way to your inbox.";

/** Whether `text` is an element's text in the page (not only in its shipped messages). */
const shown = (html: string, text: string) => html.includes(`>${text}<`);

/**
 * Mail to `to` arrives once: the first is awaited, then a later sign-up's mail
 * (queued after it) is, and by then no second one to `to` may have come.
 */
async function expectOneMailTo(to: string) {
  await waitForMail(smtp.state, to);
  const later = unique("later");
  await subscribe(visitor(), later);
  await waitForMail(smtp.state, later);
  expect(smtp.state.received.filter((message) => message.to.includes(to))).toEqual([]);
}

async function expectActedOnce(form: "newsletter" | "enquiry", key: string, email: string) {
  const table = form === "newsletter" ? sql`newsletter_subscriptions` : sql`enquiries`;
  await expectStored(`one ${form} for key ${key}`, async (db) => {
    expect(await rows(db, sql`select form from offline_submissions where key = ${key}`)).toEqual([{ form }]);
    expect(await rows(db, sql`select count(*)::int as n from ${table} where email = ${email}`)).toEqual([
      { n: 1 },
    ]);
    // The sender's mail, and the office's about this address.
    expect(
      await rows(db, sql`select count(*)::int as n from email_outbox where to_address = ${email}`),
    ).toEqual([{ n: 1 }]);
    expect(
      await rows(
        db,
        sql`select count(*)::int as n from email_outbox where to_address = ${STAFF} and text like ${`%${email}%`}`,
      ),
    ).toEqual([{ n: 1 }]);
  });
}

describe("a newsletter sign-up queued offline", () => {
  it("acts once however often its key arrives, answering each arrival as a success, and counts against no limit", async () => {
    const email = unique("offline-asha");
    const key = crypto.randomUUID();
    const browser = visitor();
    // More arrivals than the address is allowed sign-ups.
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await subscribe(browser, email, key));
    expect(answers).toEqual(Array(4).fill({ status: 200, body: { state: "success", message: SUBSCRIBED } }));
    await expectOneMailTo(email);
    await expectActedOnce("newsletter", key, email);
    // The address's limit saw the first arrival only: one more sign-up passes, the next is limited.
    expect((await subscribe(browser, unique("next"))).status).toBe(200);
    expect((await subscribe(browser, unique("over"))).status).toBe(429);
  });

  it("refuses a malformed key in the visitor's language, and acts on nothing", async () => {
    const email = unique("bad-key");
    for (const key of ["", "not-a-key", crypto.randomUUID().toUpperCase(), "x".repeat(5000)]) {
      const { status, body } = await subscribe(visitor("de"), email, key);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        state: "error",
        message: "Einige Ihrer Angaben sind ungültig. Bitte überprüfen Sie sie und versuchen Sie es erneut.",
      });
    }
    await expectStored("nothing of the refused keys", async (db) => {
      expect(await rows(db, sql`select 1 from newsletter_subscriptions where email = ${email}`)).toEqual([]);
    });
  });
});

describe("an enquiry queued offline", () => {
  it("acts once however often its key arrives, answering each arrival as a success", async () => {
    const email = unique("offline-neema");
    const key = crypto.randomUUID();
    const browser = visitor();
    for (let i = 0; i < 3; i++) {
      const { status, html } = await enquire(browser, email, key);
      expect(status).toBe(200);
      expect(shown(html, SENT), SENT).toBe(true);
    }
    await expectOneMailTo(email);
    await expectActedOnce("enquiry", key, email);
  });

  it("without a key, is an ordinary enquiry: the same form twice is two enquiries", async () => {
    const email = unique("online-twice");
    expect((await enquire(visitor(), email)).status).toBe(200);
    expect((await enquire(visitor(), email)).status).toBe(200);
    await expectStored("two enquiries", async (db) => {
      expect(await rows(db, sql`select count(*)::int as n from enquiries where email = ${email}`)).toEqual([
        { n: 2 },
      ]);
    });
  });

  it("refuses a malformed key in the visitor's language, keeping what was typed", async () => {
    const email = unique("bad-enquiry-key");
    const { status, html } = await enquire(visitor("fr"), email, "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0");
    expect(status).toBe(400);
    expect(
      shown(html, "Certaines informations saisies ne sont pas valides. Veuillez les vérifier et réessayer."),
    ).toBe(true);
    expect(html).toContain(`name="email" value="${email}"`);
    await expectStored("nothing of the refused key", async (db) => {
      expect(await rows(db, sql`select 1 from enquiries where email = ${email}`)).toEqual([]);
    });
  });
});

// PGlite has one connection, so arrivals at the same moment queue up there; only PostgreSQL can race.
describe.runIf(process.env.TEST_DATABASE_URL)("the same key arriving at the same moment (PostgreSQL)", () => {
  it("subscribes once, and every arrival is told it worked", async () => {
    const email = unique("race-asha");
    const key = crypto.randomUUID();
    // From several addresses (the page and the worker share one; the limits are not what is tested here).
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe(visitor(), email, key)));
    expect(answers.map((answer) => [answer.status, answer.body.state])).toEqual(
      Array(6).fill([200, "success"]),
    );
    await expectOneMailTo(email);
    await expectActedOnce("newsletter", key, email);
  });

  it("stores the enquiry once, and every arrival is told it was sent", async () => {
    const email = unique("race-neema");
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => enquire(visitor(), email, key)));
    expect(answers.map((answer) => [answer.status, shown(answer.html, SENT)])).toEqual(
      Array(6).fill([200, true]),
    );
    await expectOneMailTo(email);
    await expectActedOnce("enquiry", key, email);
  });
});
