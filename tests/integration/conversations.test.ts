import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "#app/db/client.server";
import { TestBrowser } from "#tests/browser";
import { parseMessage, smtpUrl, startSmtpServer, takeMail, waitForMail } from "#tests/mailbox";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";

// Newsletter and enquiries over real HTTP, with mail at a real SMTP server, and
// the stored rows read back: on PostgreSQL at once, on PGlite (one process per
// folder) after the tests, once the server has stopped.

const STAFF = "bookings@kilele.test";
const STAFF_COPY = "operations@kilele.test";
const ACCOMMODATION = "/accommodations/crater-rim-highland-lodge";
const TOUR = "/tours/northern-circuit-classic-safari";
// Not the defaults (+255 754 123 456), and not the same number twice.
const PHONE = "+44 20 7946 0000";
const WHATSAPP = "+1 202 555 0143";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: Awaited<ReturnType<typeof prepareSeededDatabase>> | undefined;
let remote: DatabaseHandle | undefined;
let ip = 0;

/**
 * A real failure inside the database: rows for an address starting with
 * "doomed-" are refused, in the newsletter and in the enquiries.
 */
async function refuseDoomedAddresses(db: Database) {
  await db.execute(
    sql.raw(`
    create function refuse_doomed_address() returns trigger language plpgsql as $$
    begin
      if new.email like 'doomed-%' then
        raise exception 'the database refuses this row';
      end if;
      return new;
    end $$`),
  );
  for (const table of ["newsletter_subscriptions", "enquiries"]) {
    await db.execute(
      sql.raw(`create trigger refuse_doomed_address before insert on ${table}
        for each row execute function refuse_doomed_address()`),
    );
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await prepareSeededDatabase(refuseDoomedAddresses);
  if (database.env.DATABASE_URL) remote = openDatabase({ url: database.env.DATABASE_URL, poolMax: 2 });
  server = await startServer({
    ...database.env,
    SMTP_URL: smtpUrl(smtp),
    STAFF_EMAIL: STAFF,
    STAFF_EMAIL_COPY: STAFF_COPY,
    TRUST_PROXY: "loopback",
    NEWSLETTER_MAX_PER_ADDRESS: "3",
    NEWSLETTER_MAX_PER_EMAIL: "3",
    ENQUIRY_MAX_PER_ADDRESS: "4",
    PHONE_PRIMARY: PHONE,
    WHATSAPP_NUMBER: WHATSAPP,
  });
}, 120_000);

afterAll(async () => {
  try {
    await server?.stop();
    await checkStoredRows();
  } finally {
    await smtp?.close();
    await remote?.close();
    await database?.cleanup();
  }
}, 60_000);

/** A browser from its own client address, so the per-address limits of one test do not touch another. */
function visitor(lang = "en"): TestBrowser {
  ip += 1;
  return new TestBrowser(server.url, { "x-forwarded-for": `203.0.113.${ip}`, cookie: `lang=${lang}` });
}

async function subscribe(browser: TestBrowser, fields: Record<string, string>) {
  const response = await browser.post("/newsletter", { via: "fetcher", website: "", ...fields });
  return { status: response.status, body: (await response.json()) as { state: string; message: string } };
}

async function rows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const storedChecks: Array<{ label: string; check: (db: Database) => Promise<void> }> = [];

/**
 * Checks the stored rows: at once on PostgreSQL; on PGlite, which the running
 * server holds, once the server has stopped after this file's tests (in
 * afterAll, whichever tests ran and in whatever order). Every test stores
 * rows of its own addresses only, so no test changes what another checks.
 */
async function expectStored(label: string, check: (db: Database) => Promise<void>) {
  if (remote) await check(remote.db);
  else storedChecks.push({ label: `${expect.getState().currentTestName}: ${label}`, check });
}

/** The checks left for PGlite, run on its folder once the server has stopped. */
async function checkStoredRows() {
  if (remote || storedChecks.length === 0 || !database?.env.DATA_DIR) return;
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

/** Waits for the mail to `to` whose text contains `needle` (staff receive many), and takes it. */
function mailAbout(to: string, needle: string) {
  return takeMail(
    smtp.state,
    (message) => message.to.includes(to) && parseMessage(message.raw).text.includes(needle),
    `to ${to} about ${needle}`,
  );
}

/** Whether `text` is rendered as an element's text (not only shipped in the page's messages). */
function shown(html: string, text: string): boolean {
  return html.includes(`>${text}<`);
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

describe("newsletter sign-up", () => {
  it("stores the subscription, emails a WELCOME code with an unsubscribe link, and tells staff with the copy", async () => {
    const email = unique("amani");
    const { status, body } = await subscribe(visitor("de"), {
      email: email.toUpperCase(),
      firstName: "Amani",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ state: "success", message: expect.stringContaining("Erfolgreich angemeldet") });

    const welcome = await waitForMail(smtp.state, email);
    const code = /WELCOME[A-Z0-9]{4}/.exec(welcome.text)?.[0];
    expect(code).toMatch(/^WELCOME[A-Z0-9]{4}$/);
    expect(welcome.text).toContain("5 %");
    expect(welcome.html).toMatch(/\/unsubscribe\?email=[^"&]+&amp;token=[\w-]{20,}/);

    const staff = await mailAbout(STAFF, email);
    expect(staff.headers.get("cc")).toContain(STAFF_COPY);
    expect(staff.text).toContain(code);

    await expectStored("the subscription", async (db) => {
      expect(
        await rows(
          db,
          sql`select status, discount_code, locale from newsletter_subscriptions where email = ${email}`,
        ),
      ).toEqual([{ status: "active", discount_code: code, locale: "de" }]);
    });
  });

  it("requires the email, in the visitor's language", async () => {
    const en = await subscribe(visitor(), { email: "" });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ state: "error", fieldErrors: { email: "Email is required" } });
    const fr = await subscribe(visitor("fr"), { email: "not-an-email" });
    expect(fr.body).toMatchObject({ fieldErrors: { email: expect.stringMatching(/adresse e-mail valide/) } });
  });

  it("answers an active address kindly without a second code, and reactivates an unsubscribed one with its code", async () => {
    const email = unique("twice");
    await subscribe(visitor(), { email });
    const welcome = await waitForMail(smtp.state, email);
    const code = /WELCOME[A-Z0-9]{4}/.exec(welcome.text)?.[0];

    const again = await subscribe(visitor(), { email });
    expect(again.body).toEqual({ state: "success", message: expect.stringContaining("already subscribed") });

    const link = /href="([^"]*\/unsubscribe\?[^"]+)"/.exec(welcome.html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const path = new URL(link).pathname + new URL(link).search;
    const page = await visitor().get(path);
    expect(page.status).toBe(200);
    expect(shown(await page.text(), "You have been unsubscribed")).toBe(true);

    const back = await subscribe(visitor(), { email });
    expect(back.body.state).toBe("success");
    const second = await waitForMail(smtp.state, email);
    expect(second.text).toContain(code);
    await expectStored("the reactivated subscription", async (db) => {
      expect(
        await rows(
          db,
          sql`select discount_code, status from newsletter_subscriptions where lower(email) = ${email}`,
        ),
      ).toEqual([{ discount_code: code, status: "active" }]);
    });
  });

  it("sends a visitor without JavaScript back to the page with the status", async () => {
    const response = await visitor().post("/newsletter", {
      email: unique("nojs"),
      returnTo: "/about",
      form: "footer",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/about?newsletter=subscribed&nlv=footer#newsletter-footer",
    );
    const page = await visitor().get("/about?newsletter=subscribed&nlv=footer");
    expect(
      shown(await page.text(), "Successfully subscribed! Check your email for a welcome gift."),
      "Successfully subscribed! Check your email for a welcome gift.",
    ).toBe(true);
    const offSite = await visitor().post("/newsletter", { email: unique("x"), returnTo: "//evil.example/" });
    expect(offSite.headers.get("location")).toMatch(/^\/\?newsletter=/);
  });

  it("pretends to welcome a bot that fills the honeypot, and stores nothing", async () => {
    const email = unique("bot");
    const { body } = await subscribe(visitor(), { email, website: "http://spam.example" });
    expect(body.state).toBe("success");
    const legit = unique("after-bot");
    await subscribe(visitor(), { email: legit });
    await waitForMail(smtp.state, legit);
    expect(smtp.state.received.some((m) => m.to.includes(email))).toBe(false);
    await expectStored("nothing of the newsletter bot", async (db) => {
      expect(await rows(db, sql`select 1 from newsletter_subscriptions where email = ${email}`)).toEqual([]);
      expect(await rows(db, sql`select 1 from email_outbox where to_address = ${email}`)).toEqual([]);
    });
  });

  it("answers a failure of the database with 503 and 'Failed to subscribe. Please try again.', keeping the email", async () => {
    const email = unique("doomed");
    const { status, body } = await subscribe(visitor(), { email, firstName: "Rehema" });
    expect(status).toBe(503);
    expect(body).toEqual({
      state: "error",
      message: "Failed to subscribe. Please try again.",
      email,
      firstName: "Rehema",
    });
    // The form variant without JavaScript goes back with the status.
    const plain = await visitor().post("/newsletter", { email, returnTo: "/about", form: "footer" });
    expect(plain.headers.get("location")).toBe("/about?newsletter=failed&nlv=footer#newsletter-footer");
    const page = await visitor().get("/about?newsletter=failed&nlv=footer");
    expect(shown(await page.text(), "Failed to subscribe. Please try again.")).toBe(true);
    await expectStored("nothing of the refused subscription", async (db) => {
      expect(await rows(db, sql`select 1 from newsletter_subscriptions where email = ${email}`)).toEqual([]);
      expect(await rows(db, sql`select 1 from email_outbox where to_address = ${email}`)).toEqual([]);
    });
  });

  it("cleans a name with line breaks or markup", async () => {
    const email = unique("name");
    await subscribe(visitor(), {
      email,
      firstName: "<img src=x onerror=alert(1)>Zawadi\r\nBcc: evil@example.org",
    });
    const staff = await mailAbout(STAFF, email);
    expect(staff.text).toContain("Zawadi Bcc: evil@example.org");
    expect(staff.html).not.toContain("<img src=x");
    await waitForMail(smtp.state, email);
  });

  it("limits sign-ups per client address and per email", async () => {
    const browser = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await subscribe(browser, { email: unique(`limit${i}`) })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const email = unique("same");
    const perEmail: number[] = [];
    for (let i = 0; i < 4; i++) perEmail.push((await subscribe(visitor(), { email })).status);
    expect(perEmail).toEqual([200, 200, 200, 429]);
    const limited = await subscribe(visitor(), { email });
    // The hour's window: when to come back, in words and in Retry-After.
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in (60 minutes|1 hour)\.$/);
  });
});

describe("/unsubscribe", () => {
  it("does not unsubscribe with a forged or missing token, and emails a confirmation link instead", async () => {
    const email = unique("forged");
    await subscribe(visitor(), { email });
    await waitForMail(smtp.state, email);

    const forged = await visitor().get(
      `/unsubscribe?email=${encodeURIComponent(email)}&token=forged-token-123`,
    );
    expect(
      shown(await forged.text(), "This unsubscribe link is not valid. Nobody has been unsubscribed."),
      "This unsubscribe link is not valid. Nobody has been unsubscribed.",
    ).toBe(true);
    const missing = await visitor().get(`/unsubscribe?email=${encodeURIComponent(email)}`);
    const html = await missing.text();
    expect(shown(html, "Email me a confirmation link"), "Email me a confirmation link").toBe(true);
    expect(shown(html, "You have been unsubscribed")).toBe(false);
    // Still subscribed (on PGlite the confirmation link below, sent to active addresses only, shows it).
    if (remote) {
      expect(
        await rows(remote.db, sql`select status from newsletter_subscriptions where email = ${email}`),
      ).toEqual([{ status: "active" }]);
    }

    const asked = await visitor().post(`/unsubscribe?email=${encodeURIComponent(email)}`, { email });
    expect(
      shown(
        await asked.text(),
        "If this address is subscribed, a confirmation link is on its way. Open it to unsubscribe.",
      ),
    ).toBe(true);
    const confirm = await waitForMail(smtp.state, email);
    const link = /href="([^"]*\/unsubscribe\?[^"]+)"/.exec(confirm.html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const done = await visitor().get(new URL(link).pathname + new URL(link).search);
    expect(shown(await done.text(), "You have been unsubscribed")).toBe(true);
    await expectStored("the unsubscribed address", async (db) => {
      expect(await rows(db, sql`select status from newsletter_subscriptions where email = ${email}`)).toEqual(
        [{ status: "unsubscribed" }],
      );
    });
  });
});

async function enquire(browser: TestBrowser, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  const response = await browser.request("/enquiry", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return { status: response.status, html: await response.text() };
}

async function hiddenValue(path: string, name: string): Promise<string> {
  const html = await (await visitor().get(path)).text();
  const value = new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
  if (!value) throw new Error(`no ${name} on ${path}`);
  return value;
}

describe("contact form", () => {
  const valid = {
    type: "contact",
    fullName: "Neema Kileo",
    email: "",
    phone: "+255 754 000 111",
    subject: "partnership",
    message: "We run a lodge near Karatu.\nShall we talk?",
    consent: "on",
  };

  it("explains every wrong field in English and in German, keeping what was typed", async () => {
    const en = await enquire(visitor(), {
      type: "contact",
      fullName: "Neema",
      phone: "call me",
      message: "Hi",
    });
    expect(en.status).toBe(400);
    for (const text of [
      "Email is required",
      "Please enter a valid phone number",
      "Please choose a subject",
      "Please agree to be contacted so that we can reply",
    ]) {
      expect(shown(en.html, text), text).toBe(true);
    }
    expect(en.html).toMatch(/name="fullName"[^>]*value="Neema"|value="Neema"[^>]*name="fullName"/);
    const de = await enquire(visitor("de"), { type: "contact" });
    expect(
      shown(de.html, "Bitte geben Sie Ihre E-Mail-Adresse ein"),
      "Bitte geben Sie Ihre E-Mail-Adresse ein",
    ).toBe(true);
    expect(shown(de.html, "Bitte wählen Sie einen Betreff"), "Bitte wählen Sie einen Betreff").toBe(true);
  });

  it("stores the message, emails staff with the copy and confirms to the sender", async () => {
    const email = unique("neema");
    const { status, html } = await enquire(visitor(), { ...valid, email });
    expect(status).toBe(200);
    expect(
      shown(
        html,
        "Thank you! Your message has been sent. We will contact you within 24 hours, and a confirmation is on its way to your inbox.",
      ),
    ).toBe(true);
    const confirmation = await waitForMail(smtp.state, email);
    expect(confirmation.text).toContain("within 24 hours");
    expect(confirmation.text).toContain("Partnership");
    const staff = await mailAbout(STAFF, email);
    expect(staff.headers.get("cc")).toContain(STAFF_COPY);
    expect(staff.headers.get("subject")).toContain("contact message");
    expect(staff.text).toContain("We run a lodge near Karatu.");
    expect(staff.text).toContain("+255 754 000 111");
    // The office's number in the mail comes from configuration too.
    expect(confirmation.text).toContain(PHONE);
    await expectStored("the contact message", async (db) => {
      expect(
        await rows(
          db,
          sql`select type, status, full_name, phone, subject, message, consent, locale from enquiries where email = ${email}`,
        ),
      ).toEqual([
        {
          type: "contact",
          status: "new",
          full_name: "Neema Kileo",
          phone: "+255 754 000 111",
          subject: "partnership",
          message: "We run a lodge near Karatu.\nShall we talk?",
          consent: true,
          locale: "en",
        },
      ]);
    });
  });

  it("answers a failure of the database with 'Failed to send message. Please try again.', keeping what was typed", async () => {
    const email = unique("doomed");
    const { status, html } = await enquire(visitor(), { ...valid, email });
    expect(status).toBe(503);
    expect(shown(html, "Failed to send message. Please try again."), "Failed to send message").toBe(true);
    expect(html).toMatch(/name="fullName" value="Neema Kileo"/);
    expect(html).toContain(`name="email" value="${email}"`);
    expect(html).toMatch(/name="phone" value="\+255 754 000 111"/);
    expect(html).toMatch(/<option value="partnership" selected="">/);
    expect(html).toMatch(/name="message"[^>]*>We run a lodge near Karatu.\nShall we talk\?<\/textarea>/);
    expect(html).toMatch(/name="consent" checked=""/);
    await expectStored("nothing of the refused message", async (db) => {
      expect(await rows(db, sql`select 1 from enquiries where email = ${email}`)).toEqual([]);
      expect(await rows(db, sql`select 1 from email_outbox where to_address = ${email}`)).toEqual([]);
    });
  });

  it("pretends to thank a bot that fills the honeypot, and stores and sends nothing", async () => {
    const email = unique("enquiry-bot");
    const { status, html } = await enquire(visitor(), { ...valid, email, website: "http://spam.example" });
    expect(status).toBe(200);
    expect(
      shown(
        html,
        "Thank you! Your message has been sent. We will contact you within 24 hours, and a confirmation is on its way to your inbox.",
      ),
    ).toBe(true);
    await expectStored("nothing of the enquiry bot", async (db) => {
      expect(await rows(db, sql`select 1 from enquiries where email = ${email}`)).toEqual([]);
      expect(await rows(db, sql`select 1 from email_outbox where to_address = ${email}`)).toEqual([]);
    });
  });

  it("limits messages per client address", async () => {
    const browser = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await enquire(browser, { ...valid, email: unique(`flood${i}`) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("accommodation inquiry", () => {
  it("validates the dates in English and Spanish, then stores the inquiry with its nights and emails it", async () => {
    const accommodationId = await hiddenValue(ACCOMMODATION, "accommodationId");
    const base = {
      type: "accommodation",
      accommodationId,
      accommodationName: "Forged name",
      firstName: "Juma",
      lastName: "Mollel",
      email: unique("juma"),
      checkIn: "2099-07-10",
      checkOut: "2099-07-10",
      adults: "2",
      children: "1",
      roomType: "family",
      nationality: "Kenyan",
      specialRequests: "A room with a view of the crater",
      dietaryRequirements: "Vegetarian",
      consent: "on",
    };
    const en = await enquire(visitor(), { ...base, checkIn: "2000-01-01", checkOut: "1999-01-01" });
    expect(en.status).toBe(400);
    expect(shown(en.html, "Please choose a date in the future"), "Please choose a date in the future").toBe(
      true,
    );
    expect(shown(en.html, "Check-out must be after check-in"), "Check-out must be after check-in").toBe(true);
    const es = await enquire(visitor("es"), { ...base, adults: "0" });
    expect(shown(es.html, "Indique entre 1 y 30 adultos"), "Indique entre 1 y 30 adultos").toBe(true);

    const { status } = await enquire(visitor(), { ...base, checkOut: "2099-07-13" });
    expect(status).toBe(200);
    const staff = await mailAbout(STAFF, base.email);
    expect(staff.headers.get("cc")).toContain(STAFF_COPY);
    expect(staff.text).toContain("Crater Rim Highland Lodge");
    expect(staff.text).not.toContain("Forged name");
    expect(staff.text).toMatch(/Nights\s+3/);
    const confirmation = await waitForMail(smtp.state, base.email);
    expect(confirmation.text).toContain("within 24 hours");
    await expectStored("the accommodation inquiry", async (db) => {
      const [row] = await rows<{
        type: string;
        status: string;
        accommodation_id: number;
        details: Record<string, unknown>;
      }>(db, sql`select type, status, accommodation_id, details from enquiries where email = ${base.email}`);
      expect(row).toMatchObject({
        type: "accommodation",
        status: "new",
        accommodation_id: Number(accommodationId),
      });
      expect(row?.details).toMatchObject({
        checkIn: "2099-07-10",
        checkOut: "2099-07-13",
        nights: 3,
        adults: 2,
        children: 1,
        roomType: "family",
        nationality: "Kenyan",
        dietaryRequirements: "Vegetarian",
        accommodationName: "Crater Rim Highland Lodge",
      });
    });
  });
});

describe("tour enquiry and tailor-made request", () => {
  it("validates, stores and emails a tour enquiry", async () => {
    const tourId = await hiddenValue(TOUR, "tourId");
    const email = unique("tour");
    const base = {
      type: "tour",
      tourId,
      tourTitle: "whatever",
      fullName: "Grace Lyimo",
      email,
      adults: "2",
      children: "1",
      infants: "1",
      budget: "5000to8000",
      interests: ["wildlife", "photography"],
      message: "Private vehicle please",
      consent: "on",
    };
    const en = await enquire(visitor(), { ...base, infants: "11" });
    expect(en.status).toBe(400);
    expect(shown(en.html, "Please give travel dates or a month"), "Please give travel dates or a month").toBe(
      true,
    );
    expect(shown(en.html, "Enter between 0 and 10 infants"), "Enter between 0 and 10 infants").toBe(true);
    const zh = await enquire(visitor("zh"), { ...base, travelMonth: "2099-08", consent: "" });
    expect(shown(zh.html, "请同意我们与您联系，以便我们回复您")).toBe(true);

    const ok = await enquire(visitor(), { ...base, startDate: "2099-08-01", endDate: "2099-08-08" });
    expect(ok.status).toBe(200);
    const staff = await mailAbout(STAFF, email);
    expect(staff.headers.get("subject")).toContain("tour enquiry");
    expect(staff.text).toContain("Northern Circuit");
    expect(staff.text).toContain("Wildlife safari, Photography");
    await waitForMail(smtp.state, email);
    await expectStored("the tour enquiry", async (db) => {
      const [row] = await rows<{ type: string; tour_id: number; details: Record<string, unknown> }>(
        db,
        sql`select type, tour_id, details from enquiries where email = ${email}`,
      );
      expect(row).toMatchObject({ type: "tour", tour_id: Number(tourId) });
      expect(row?.details).toMatchObject({
        startDate: "2099-08-01",
        adults: 2,
        children: 1,
        infants: 1,
        budget: "5000to8000",
      });
    });
  });

  it("stores a tailor-made request from the contact page with a month", async () => {
    const contactPage = await (await visitor().get("/contact")).text();
    expect(contactPage).toContain('value="tailor_made"');
    const email = unique("tailor");
    const ok = await enquire(visitor(), {
      type: "tailor_made",
      fullName: "Baraka",
      email,
      travelMonth: "2099-02",
      adults: "4",
      interests: "migration",
      consent: "on",
    });
    expect(ok.status).toBe(200);
    const staff = await mailAbout(STAFF, email);
    expect(staff.headers.get("subject")).toContain("tailor-made request");
    expect(staff.text).toContain("2099-02");
    await waitForMail(smtp.state, email);
    await expectStored("the tailor-made request", async (db) => {
      expect(await rows(db, sql`select type, tour_id, status from enquiries where email = ${email}`)).toEqual(
        [{ type: "tailor_made", tour_id: null, status: "new" }],
      );
    });
  });

  it("offers a trip tailor-made around the tour on its page, and keeps which tour it started from", async () => {
    const tourPage = await (await visitor().get(TOUR)).text();
    // A choice between the tour as it is (chosen at first) and a tailor-made trip around it.
    expect(tourPage).toMatch(/<input[^>]*type="radio"[^>]*name="type"[^>]*checked=""[^>]*value="tour"/);
    expect(tourPage).toMatch(/<input[^>]*type="radio"[^>]*name="type"[^>]*value="tailor_made"/);
    expect(tourPage).toContain("A trip tailor-made around this tour");
    const tourId = await hiddenValue(TOUR, "tourId");
    const email = unique("around");
    const ok = await enquire(visitor(), {
      type: "tailor_made",
      tourId,
      tourTitle: "not what the catalogue says",
      fullName: "Neema Mollel",
      email,
      travelMonth: "2099-03",
      adults: "2",
      consent: "on",
    });
    expect(ok.status).toBe(200);
    const staff = await mailAbout(STAFF, email);
    expect(staff.headers.get("subject")).toContain("tailor-made request");
    // The title comes from the catalogue, not from the form.
    expect(staff.text).toContain("Northern Circuit");
    expect(staff.text).not.toContain("not what the catalogue says");
    await waitForMail(smtp.state, email);
    await expectStored("the tailor-made request around a tour", async (db) => {
      expect(await rows(db, sql`select type, tour_id from enquiries where email = ${email}`)).toEqual([
        { type: "tailor_made", tour_id: Number(tourId) },
      ]);
    });
  });
});

describe("phone and WhatsApp", () => {
  const digits = (number: string) => number.replace(/\D/g, "");

  it.each([
    ["/contact", "plan a trip"],
    [TOUR, "know more about the tour"],
    [ACCOMMODATION, "plan a trip"],
  ])("%s links the configured numbers, never the defaults", async (path, message) => {
    const html = await (await visitor().get(path)).text();
    expect(html).toContain(`href="tel:+${digits(PHONE)}"`);
    expect(html).toContain(`>${PHONE}<`);
    expect(html).toMatch(
      new RegExp(`href="https://wa\\.me/${digits(WHATSAPP)}\\?text=[^"]*${encodeURIComponent(message)}`),
    );
    expect(html).not.toContain("754 123 456");
    expect(html).not.toContain("255754123456");
  });

  it("the contact page's own card and the tour page's WhatsApp link use them", async () => {
    const contact = await (await visitor().get("/contact")).text();
    expect(contact).toMatch(new RegExp(`<a href="tel:\\+${digits(PHONE)}" class="contact-card__link">`));
    const tour = await (await visitor().get(TOUR)).text();
    expect(tour).toContain(
      `href="https://wa.me/${digits(WHATSAPP)}?text=${encodeURIComponent("Hello Kilele Safaris, I would like to know more about the tour")}`,
    );
  });
});
