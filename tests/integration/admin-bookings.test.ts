import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { bookings } from "#app/db/schema/index";
import { paidBooking } from "#tests/account-bookings";
import { cookieClient } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The staff's bookings through HTTP (issue 15, item 3): the list's filters
// in the URL, the CSV of the same filters, the booking's page, and an action
// posted with its version. A customer's refusal on every page and action is
// the route-table test's (admin-routes.test.ts).

async function fixtures(db: Database) {
  const people = await staffFixtures(db);
  const deposit = await paidBooking(db, {
    userId: people.customer.id,
    choice: "deposit",
    leadFullName: "Imani Listwell",
    travellers: [
      { firstName: "Imani", lastName: "Listwell", passportNumber: "X9876543", passportExpiry: "2031-05-01" },
      { firstName: "Juma", lastName: "Listwell" },
    ],
  });
  const full = await paidBooking(db, { userId: people.customer.id, choice: "full" });
  const [depositRow] = await db.select().from(bookings).where(eq(bookings.id, deposit.booking.id));
  return { ...people, deposit: { ...deposit, row: depositRow! }, full };
}

const site = setUpSeededServer(fixtures);
const { get, post } = cookieClient(() => site.server.url);
let staffCookie = "";
async function staff() {
  staffCookie ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  return staffCookie;
}

describe("/admin/bookings", () => {
  it("lists bookings by search and filters, in the URL", async () => {
    const cookie = await staff();
    const { deposit, full } = site.fixtures;
    const page = async (search: string) => {
      const response = await get(`/admin/bookings?${search}`, cookie);
      expect(response.status, search).toBe(200);
      return response.text();
    };
    const bySearch = await page("q=listwell");
    expect(bySearch).toContain(deposit.booking.reference);
    expect(bySearch).not.toContain(full.booking.reference);

    const tour = `tour=${deposit.tour.id}`;
    expect(await page(`${tour}&status=confirmed`)).toContain(deposit.booking.reference);
    expect(await page(`${tour}&status=paid`)).not.toContain(deposit.booking.reference);
    expect(await page(`${tour}&balance=due`)).toContain(deposit.booking.reference);
    expect(await page(`${tour}&month=${deposit.departure.startDate.slice(0, 7)}`)).toContain(
      deposit.booking.reference,
    );
    expect(await page(`${tour}&flagged=yes`)).not.toContain(deposit.booking.reference);
    // An unknown value is dropped, not refused.
    expect(await page("status=bogus&sort=nope&page=-3")).toContain("<table");
  });

  it("answers ?format=csv with every matching row as text/csv", async () => {
    const cookie = await staff();
    const { deposit, full } = site.fixtures;
    // The list's own URL with ?format=csv sends to its CSV route with the same filters.
    const asked = await get(`/admin/bookings?q=${deposit.booking.reference}&format=csv`, cookie);
    expect(asked.status).toBe(302);
    const location = asked.headers.get("location") ?? "";
    expect(location).toBe(`/admin/bookings.csv?q=${deposit.booking.reference}`);
    const response = await get(location, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="bookings-/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Reference");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(deposit.booking.reference);
    expect(lines[1]).toContain("Imani Listwell");

    const both = await get(
      `/admin/bookings.csv?q=${encodeURIComponent(site.fixtures.customer.email)}`,
      cookie,
    );
    const text = await both.text();
    expect(text).toContain(deposit.booking.reference);
    expect(text).toContain(full.booking.reference);
  });

  it("shows a booking's page with its travellers, payments, history and mails, in the staff member's language", async () => {
    const cookie = await staff();
    const { deposit } = site.fixtures;
    const response = await get(`/admin/bookings/${deposit.booking.reference}`, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of ["Imani Listwell", "X9876543", "2031-05-01", "Deposit paid", "Record a bank transfer"])
      expect(html).toContain(text);
    expect(html).toContain('name="version"');
    expect((await get("/admin/bookings/EA000000000000", cookie)).status).toBe(404);

    const german = await get(`/admin/bookings/${deposit.booking.reference}`, `${cookie}; lang=de`);
    expect(await german.text()).toContain("Überweisung oder Barzahlung erfassen");
  });

  it("records a bank transfer posted with the page's version; a stale version or a wrong amount is refused", async () => {
    const cookie = await staff();
    const { deposit } = site.fixtures;
    const address = `/admin/bookings/${deposit.booking.reference}`;
    const due = (deposit.row.balanceCents / 100).toFixed(2);
    const form = { intent: "offlinePayment", method: "bank_transfer", reference: "NMB-778812" };

    const stale = await post(
      address,
      { ...form, amount: due, version: String(deposit.row.version - 1) },
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else saved this record");

    const wrong = await post(
      address,
      { ...form, amount: "1.00", version: String(deposit.row.version) },
      cookie,
    );
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(`Enter exactly the amount due now: ${due} USD.`);
    expect(wrongHtml).toContain('value="NMB-778812"');

    const noReference = await post(
      address,
      { ...form, reference: "", amount: due, version: String(deposit.row.version) },
      cookie,
    );
    expect(noReference.status).toBe(400);

    const paid = await post(address, { ...form, amount: due, version: String(deposit.row.version) }, cookie);
    expect(paid.status).toBe(200);
    const after = await (await get(address, cookie)).text();
    expect(after).toContain("NMB-778812");
    expect(after).toContain("Bank transfer");
    expect(after).toMatch(/admin-badge--ok">Paid</);
  });
});
