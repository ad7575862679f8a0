import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { bookingTravellers } from "#app/db/schema/index";
import { addDays, addMonths, formatLongDate } from "#app/domain/dates";
import { LANGUAGE_TAGS, LANGUAGES } from "#app/i18n/config";
import { sandboxSecret } from "#app/modules/payments/providers.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from "#app/modules/payments/sandbox.server";
import { customer, paidBooking } from "#tests/account-bookings";
import { locationOf, TestBrowser } from "#tests/browser";
import { createBooking } from "#tests/factories";
import { decode } from "#tests/html";
import { smtpUrl, startSmtpServer, takeMail } from "#tests/mailbox";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";
import { PASSWORD } from "#tests/sign-up";
import { rendered, visible } from "./translated";

// The traveller's bookings in the account over HTTP against the built server
// (issue 13, section 6; decision 082): the lists of /account, a booking's
// page and its receipt for the owner, 404 for anyone else and for ids that
// are no booking, Pay balance through the sandbox's webhook, a passport
// completed (and refused with the reason), and a cancellation request that
// reaches the staff by mail. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.

const AUTH_SECRET = "account-bookings-test-secret-0123456789ab";
const STAFF = "bookings@kilele.test";
const STAFF_COPY = "operations@kilele.test";

type Fixture = Awaited<ReturnType<typeof addFixtures>>;

async function addFixtures(db: Database) {
  const owner = await customer(db, "neema");
  const stranger = await customer(db, "mallory");
  // Confirmed with its deposit paid, two travellers without passports, 200 days ahead.
  const confirmed = await paidBooking(db, {
    userId: owner.id,
    leadFullName: "Neema Kimaro",
    travellers: [{ firstName: "Neema" }, { firstName: "Juma" }],
  });
  // Paid in full, 20 days ahead: too late for passports online.
  const soon = await paidBooking(db, {
    userId: owner.id,
    choice: "full",
    daysAhead: 20,
    travellers: [{ firstName: "Amani" }],
  });
  const draft = await createBooking(db, { userId: owner.id });
  const others = await paidBooking(db, { userId: stranger.id });
  const travellers = await db
    .select({ id: bookingTravellers.id, bookingId: bookingTravellers.bookingId })
    .from(bookingTravellers);
  const travellerOf = (bookingId: number) =>
    travellers.filter((t) => t.bookingId === bookingId).map((t) => t.id);
  return {
    owner,
    stranger,
    confirmed: {
      id: confirmed.booking.id,
      reference: confirmed.booking.reference,
      tour: confirmed.tour.title,
      startDate: confirmed.departure.startDate,
      endDate: confirmed.departure.endDate,
      travellers: travellerOf(confirmed.booking.id),
    },
    soon: {
      id: soon.booking.id,
      reference: soon.booking.reference,
      startDate: soon.departure.startDate,
      travellers: travellerOf(soon.booking.id),
    },
    draft: { id: draft.id, reference: draft.reference },
    others: { id: others.booking.id, reference: others.booking.reference },
  };
}

let database: Awaited<ReturnType<typeof prepareSeededDatabase<Fixture>>>;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await prepareSeededDatabase(addFixtures);
  server = await startServer({
    ...database.env,
    AUTH_SECRET,
    SMTP_URL: smtpUrl(smtp),
    STAFF_EMAIL: STAFF,
    STAFF_EMAIL_COPY: STAFF_COPY,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.cleanup();
});

const fixtures = () => database.fixtures;

/** The owner (or the stranger), signed in through the real form, reading `language`. */
async function signedIn(who: "owner" | "stranger", language = "en") {
  const browser = new TestBrowser(server.url);
  browser.cookies.set("lang", language);
  const response = await browser.post("/login", { email: fixtures()[who].email, password: PASSWORD });
  expect(response.status, `sign-in of the ${who}`).toBe(302);
  return browser;
}

async function page(browser: TestBrowser, path: string): Promise<string> {
  const response = await browser.get(path);
  expect(response.status, path).toBe(200);
  return visible(await response.text());
}

const money = (text: string) => decode(text).replace(/\s/g, " ");

describe("the account's bookings", () => {
  it("lists the owner's bookings by group with reference, tour, dates, status and amounts", async () => {
    const browser = await signedIn("owner");
    const html = money(await page(browser, "/account"));
    const { confirmed, soon, draft, others } = fixtures();
    expect(html).toContain(confirmed.reference);
    expect(html).toContain(soon.reference);
    expect(html).toContain(draft.reference);
    expect(html).not.toContain(others.reference);
    expect(html).not.toContain("You have no bookings yet.");
    const upcoming = html.slice(html.indexOf('data-testid="bookings-upcoming"'));
    const open = html.slice(html.indexOf('data-testid="bookings-open"'));
    expect(upcoming).toContain("Upcoming trips");
    expect(open).toContain("To continue");
    expect(open).toContain(`href="/booking?draft=${draft.id}"`);
    // 2 adults at 2,000: 4,000; the deposit (30 %) paid; the rest due 60 days before departure.
    const card = html.slice(
      html.indexOf(confirmed.reference) - 2000,
      html.indexOf(confirmed.reference) + 2000,
    );
    expect(card).toContain(confirmed.tour);
    expect(card).toContain("Confirmed, deposit paid");
    expect(card).toContain("$4,000.00");
    expect(card).toContain("$1,200.00");
    expect(card).toContain(`$2,800.00 by ${formatLongDate(addDays(confirmed.startDate, -60), "en")}`);
    expect(card).toContain(formatLongDate(confirmed.startDate, "en"));
    expect(card).toContain(`href="/account/bookings/${confirmed.id}"`);
  });

  it("shows the owner everything about one booking", async () => {
    const browser = await signedIn("owner");
    const { confirmed } = fixtures();
    const html = money(await page(browser, `/account/bookings/${confirmed.id}`));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(`Booking ${confirmed.reference}`);
    expect(html).toContain('name="robots" content="noindex"');
    // Travellers, with the passports still to give and a form for each.
    expect(html).toContain("Neema Kimaro");
    expect(html.match(/data-testid="passport-form"/g)).toHaveLength(2);
    expect(html).toContain(formatLongDate(addDays(confirmed.startDate, -30), "en"));
    // The price lines as charged, and the payment.
    expect(html).toMatch(/2 adults × \$2,000\.00/);
    expect(html).toMatch(/data-testid="price-total">\$4,000\.00</);
    expect(html).toMatch(/Deposit<\/td><td>\$1,200\.00<\/td><td>Received/);
    // Pay balance, the receipt, and the policy with what cancelling today would refund.
    expect(html).toContain('data-testid="pay-balance-form"');
    expect(html).toContain("Pay balance ($2,800.00)");
    expect(html).toContain(`href="/account/bookings/${confirmed.id}/receipt"`);
    expect(html).toContain('data-testid="cancellation-policy"');
    expect(html).toMatch(
      /If you cancel today \(\d+ days before departure\), we keep \$1,200\.00 and refund \$0\.00\./,
    );
  });

  it("gives the bookings with the account's data, travellers and payments included, and no one else's", async () => {
    const browser = await signedIn("owner");
    const { confirmed } = fixtures();
    const response = await browser.get("/account/data.json");
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      bookings: Array<{
        reference: string;
        travellers: Array<{ firstName: string | null }>;
        payments: unknown[];
      }>;
    };
    const booking = data.bookings.find((b) => b.reference === confirmed.reference);
    expect(booking?.travellers.map((t) => t.firstName)).toContain("Neema");
    expect(booking?.payments.length).toBeGreaterThan(0);
    const stranger = (await (await (await signedIn("stranger")).get("/account/data.json")).json()) as {
      bookings: Array<{ reference: string }>;
    };
    expect(stranger.bookings.map((b) => b.reference)).not.toContain(confirmed.reference);
  });

  it("prints a receipt of what was paid", async () => {
    const browser = await signedIn("owner");
    const { confirmed, draft } = fixtures();
    const html = money(await page(browser, `/account/bookings/${confirmed.id}/receipt`));
    expect(html).toContain('data-testid="receipt"');
    expect(html).toContain(confirmed.reference);
    expect(html).toContain("TALA/TO/2024/0412");
    expect(html).toMatch(/data-testid="receipt-paid">\$1,200\.00</);
    expect(html).toMatch(/data-testid="receipt-due">\$2,800\.00 by/);
    // Nothing paid, nothing to receipt.
    expect((await browser.get(`/account/bookings/${draft.id}/receipt`)).status).toBe(404);
  });

  it("answers 404 for another user's booking and for ids that are no booking, never 500", async () => {
    const browser = await signedIn("owner");
    const { others } = fixtures();
    for (const id of [
      String(others.id),
      "0",
      "-1",
      "1.5",
      "abc",
      "99999999999",
      "2147483647",
      "%00",
      "1e3",
    ]) {
      for (const path of [`/account/bookings/${id}`, `/account/bookings/${id}/receipt`])
        expect((await browser.get(path)).status, path).toBe(404);
      const posted = await browser.post(`/account/bookings/${id}`, {
        intent: "cancel-request",
        confirm: "on",
      });
      expect(posted.status, `POST ${id}`).toBe(404);
    }
    // The stranger's own booking is theirs to see.
    expect((await (await signedIn("stranger")).get(`/account/bookings/${others.id}`)).status).toBe(200);
  });

  it("sends Pay balance to the sandbox, one payment per key, and the webhook makes the booking paid", async () => {
    const browser = await signedIn("owner");
    const { confirmed } = fixtures();
    const html = await page(browser, `/account/bookings/${confirmed.id}`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
    expect(key).toBeDefined();
    const pay = () =>
      browser.post(`/account/bookings/${confirmed.id}`, { intent: "pay-balance", idempotencyKey: key ?? "" });
    const first = await pay();
    expect(first.status).toBe(302);
    const location = locationOf(first);
    expect(location).toMatch(/^\/mock-payment\?payment=\d+&lang=en$/);
    // A double click: the same payment.
    expect(locationOf(await pay())).toBe(location);
    // The sandbox's own page shows the balance to pay.
    const sandbox = await browser.get(location);
    expect(sandbox.status).toBe(200);
    expect(money(await sandbox.text())).toContain("$2,800.00");

    // The sandbox tells the webhook the payment succeeded, as its page does.
    const paymentId = Number(new URL(location, server.url).searchParams.get("payment"));
    const event = {
      id: `evt-balance-${paymentId}`,
      paymentId,
      result: "succeeded" as const,
      amountMinor: 280_000,
      currency: "USD" as const,
      occurredAt: new Date().toISOString(),
    };
    const signed = signSandboxEvent(sandboxSecret(AUTH_SECRET), event, new Date());
    const hook = await fetch(`${server.url}/webhooks/payments/sandbox`, {
      method: "POST",
      headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signed.header },
      body: signed.body,
    });
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ outcome: "paid" });

    const after = money(await page(browser, `/account/bookings/${confirmed.id}`));
    expect(after).toContain("Paid in full");
    expect(after).not.toContain('data-testid="pay-balance-form"');
    expect(after).toMatch(/Balance<\/td><td>\$2,800\.00<\/td><td>Received/);
    expect(after).toMatch(/data-testid="booking-due">Nothing due</);
    // The old form posted again: nothing more to pay, back to the booking.
    const late = await pay();
    expect(late.status).toBe(302);
    expect(locationOf(late)).toBe(`/account/bookings/${confirmed.id}`);
    // A new key: refused with the reason, in the page.
    const refused = await browser.post(`/account/bookings/${confirmed.id}`, {
      intent: "pay-balance",
      idempotencyKey: `balance-${randomUUID()}`,
    });
    expect(refused.status).toBe(409);
    expect(visible(await refused.text())).toMatch(rendered("en", "account:bookings.balance.notPayable"));
  });

  it("completes a passport, and refuses one that expires too soon beside its field, in the page's language", async () => {
    const browser = await signedIn("owner", "de");
    const { confirmed } = fixtures();
    const [first, second] = confirmed.travellers;
    const path = `/account/bookings/${confirmed.id}`;
    const mustLast = addMonths(confirmed.endDate, 6);
    const tooSoon = await browser.post(path, {
      intent: "passport",
      travellerId: String(first),
      passportNumber: "c01x 00t47",
      passportExpiry: addDays(mustLast, -1),
    });
    expect(tooSoon.status).toBe(400);
    const refused = visible(await tooSoon.text());
    expect(refused).toMatch(
      rendered("de", "account:bookings.passport.expiresTooSoon", { date: formatLongDate(mustLast, "de") }),
    );
    expect(refused).toMatch(new RegExp(`id="passport-${first}-passportExpiry-error"`));
    // What was typed stays in the form.
    expect(refused).toContain('value="c01x 00t47"');
    expect(refused).toContain(`value="${addDays(mustLast, -1)}"`);

    const badNumber = await browser.post(path, {
      intent: "passport",
      travellerId: String(first),
      passportNumber: "#".repeat(31),
      passportExpiry: mustLast,
    });
    expect(badNumber.status).toBe(400);

    const saved = await browser.post(path, {
      intent: "passport",
      travellerId: String(second),
      passportNumber: "c01x 00t47",
      passportExpiry: mustLast,
    });
    expect(saved.status).toBe(302);
    expect(locationOf(saved)).toBe(`${path}?done=passport`);
    const html = await page(browser, `${path}?done=passport`);
    expect(html).toMatch(rendered("de", "account:bookings.passport.saved"));
    expect(html).toContain("••••••T47");
    expect(html.match(/data-testid="passport-form"/g)).toHaveLength(1);
  });

  it("refuses passports online within 30 days of departure, with the reason", async () => {
    const browser = await signedIn("owner");
    const { soon } = fixtures();
    const path = `/account/bookings/${soon.id}`;
    const html = await page(browser, path);
    expect(html).not.toContain('data-testid="passport-form"');
    const lastDay = formatLongDate(addDays(soon.startDate, -30), "en");
    expect(html).toMatch(rendered("en", "account:bookings.passport.closed", { date: lastDay }));
    const late = await browser.post(path, {
      intent: "passport",
      travellerId: String(soon.travellers[0]),
      passportNumber: "C01X00T47",
      passportExpiry: "2040-01-31",
    });
    expect(late.status).toBe(409);
    expect(visible(await late.text())).toMatch(
      rendered("en", "account:bookings.passport.tooLate", { date: lastDay }),
    );
  });

  it("sends a cancellation request once the policy was confirmed, and tells the staff", async () => {
    const browser = await signedIn("owner");
    const { soon } = fixtures();
    const path = `/account/bookings/${soon.id}`;
    const note = "Our daughter broke her leg; we cannot travel.";
    // Without the confirmation: refused beside the checkbox, the note kept.
    const unconfirmed = await browser.post(path, { intent: "cancel-request", note });
    expect(unconfirmed.status).toBe(400);
    const refused = visible(await unconfirmed.text());
    expect(refused).toMatch(rendered("en", "account:bookings.cancel.confirmRequired"));
    expect(refused).toContain('id="cancel-confirm-error"');
    expect(decode(refused)).toContain(note);
    // A note too long is refused, never cut short silently.
    expect(
      (await browser.post(path, { intent: "cancel-request", note: "x".repeat(1001), confirm: "on" })).status,
    ).toBe(400);

    const sent = await browser.post(path, { intent: "cancel-request", note, confirm: "on" });
    expect(sent.status).toBe(302);
    expect(locationOf(sent)).toBe(`${path}?done=cancel-request`);
    const html = await page(browser, `${path}?done=cancel-request`);
    expect(html).toMatch(rendered("en", "account:bookings.cancel.sent"));
    expect(html).toContain('data-testid="cancellation-requested"');
    expect(html).not.toContain('data-testid="cancellation-form"');
    // The status stays: staff decide.
    expect(html).toContain("Paid in full");

    const mail = await takeMail(
      smtp.state,
      (message) => message.to.includes(STAFF) && message.raw.includes(soon.reference),
      `about ${soon.reference} to ${STAFF}`,
    );
    expect(mail.headers.get("cc")).toContain(STAFF_COPY);
    expect(mail.text).toContain(soon.reference);
    expect(decode(mail.text)).toContain(note);
    // Twenty days before departure the default scale keeps everything.
    expect(mail.text).toMatch(/Kept by the policy \(100%\)/);

    // Sent again (a second tab): the same answer, nothing more.
    expect((await browser.post(path, { intent: "cancel-request", note, confirm: "on" })).status).toBe(302);
  });

  it("is written in every language, with no key left untranslated", async () => {
    const { confirmed, soon, draft } = fixtures();
    for (const language of LANGUAGES) {
      const browser = await signedIn("owner", language);
      const logged = server.logs.length;
      for (const path of [
        "/account",
        `/account/bookings/${confirmed.id}`,
        `/account/bookings/${soon.id}`,
        `/account/bookings/${draft.id}`,
        `/account/bookings/${confirmed.id}/receipt`,
      ]) {
        const html = await page(browser, path);
        expect(html, `${language} ${path}`).toContain(`lang="${LANGUAGE_TAGS[language]}"`);
        expect(html, `${language} ${path}`).not.toMatch(/>\s*(bookings|cancellationMail)\.[\w.]+\s*</);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.logs.slice(logged).filter((line) => line.includes("Missing translation"))).toEqual([]);
    }
  });

  it("answers a wrong form with 4xx, never 500", async () => {
    const browser = await signedIn("owner");
    const { confirmed } = fixtures();
    const path = `/account/bookings/${confirmed.id}`;
    expect((await browser.post(path, { intent: "nothing" })).status).toBe(400);
    expect((await browser.post(path, {})).status).toBe(400);
    expect((await browser.post(path, { intent: "pay-balance" })).status).toBe(400);
    expect((await browser.post(path, { intent: "passport", travellerId: "abc" })).status).toBe(400);
    const json = await browser.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ intent: "pay-balance" }),
    });
    expect(json.status).toBe(415);
    const anonymous = await new TestBrowser(server.url).post(path, {
      intent: "cancel-request",
      confirm: "on",
    });
    expect(anonymous.status).toBe(302);
    expect(locationOf(anonymous)).toMatch(/^\/login\?/);
  });
});
