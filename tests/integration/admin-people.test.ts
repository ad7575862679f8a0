import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { enquiries, promoCodes, promoRedemptions, signInFailures } from "#app/db/schema/index";
import { cookieClient } from "#tests/browser";
import { createBooking, createSubscriber, createUser } from "#tests/factories";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The enquiries, subscribers, users and security pages over HTTP (issue 15,
// items 5 to 7): lists and their filters, the subscribers' CSV, and each
// refusal with its status and the message staff read.

const HOUR = 3_600_000;

async function fixtures(db: Database) {
  const people = await staffFixtures(db);
  const stamp = Date.now().toString(36);
  const [late, fresh] = await db
    .insert(enquiries)
    .values([
      {
        type: "tailor_made",
        fullName: "Late Lukas",
        email: `late-${stamp}@example.org`,
        message: "Honeymoon in Zanzibar?",
        locale: "de",
        details: { adults: 2, budget: "over8000", interests: ["beach", "honeymoon"] },
        createdAt: new Date(Date.now() - 30 * HOUR),
      },
      {
        type: "contact",
        subject: "booking",
        fullName: "Fresh Fatma",
        email: `fresh-${stamp}@example.org`,
        message: "Can I pay by bank transfer?",
        locale: "fr",
      },
    ])
    .returning();
  const used = await createSubscriber(db, { email: `redeemed-${stamp}@example.org`, fullName: "Used Code" });
  const unused = await createSubscriber(db, {
    email: `reader-${stamp}@example.org`,
    fullName: "Plain Reader",
  });
  const gone = await createSubscriber(db, {
    email: `gone-${stamp}@example.org`,
    status: "unsubscribed",
    unsubscribedAt: new Date(),
  });
  // The WELCOME code taken by a booking (as findPromoCode makes its row the first time it is typed).
  const buyer = await createUser(db, { email: used.email });
  const booking = await createBooking(db, {
    userId: buyer.id,
    status: "confirmed",
    promoCode: used.discountCode,
  });
  const [code] = await db
    .insert(promoCodes)
    .values({
      code: used.discountCode,
      kind: "percent",
      percent: 5,
      usageLimit: 1,
      restrictedEmail: used.email,
    })
    .returning();
  if (!code) throw new Error("no promo code");
  await db
    .insert(promoRedemptions)
    .values({ promoCodeId: code.id, bookingId: booking.id, userId: buyer.id, oncePerCustomer: true });
  await db.insert(signInFailures).values({ email: `wrong-${stamp}@example.org`, ipAddress: "203.0.113.9" });
  return { ...people, late: late!, fresh: fresh!, used, unused, gone, stamp };
}

const site = setUpSeededServer(fixtures);
const { get, post } = cookieClient(() => site.server.url);
const cookies = { staff: "", admin: "" };
async function signIn() {
  cookies.staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  cookies.admin ||= await sessionCookie(site.server.url, site.fixtures.admin.email);
}
const page = async (path: string, cookie = cookies.staff) => {
  const response = await get(path, cookie);
  return { status: response.status, text: await response.text() };
};
const submit = async (path: string, fields: Record<string, string>, cookie = cookies.staff) => {
  const response = await post(path, fields, cookie);
  return { status: response.status, text: await response.text() };
};

describe("the enquiry inbox", () => {
  it("lists every enquiry, filters those waiting over 24 hours, and searches name, email and message", async () => {
    await signIn();
    const { late, fresh } = site.fixtures;
    const all = await page("/admin/enquiries");
    expect(all.status).toBe(200);
    expect(all.text).toContain("Late Lukas");
    expect(all.text).toContain("Fresh Fatma");
    expect(all.text).toContain("over the 24-hour promise");

    const overdue = await page("/admin/enquiries?waiting=late");
    expect(overdue.text).toContain("Late Lukas");
    expect(overdue.text).not.toContain("Fresh Fatma");

    const byMessage = await page(`/admin/enquiries?q=${encodeURIComponent("bank transfer")}`);
    expect(byMessage.text).toContain(fresh.email);
    expect(byMessage.text).not.toContain(late.email);
    const byType = await page("/admin/enquiries?type=tailor_made&status=new");
    expect(byType.text).toContain("Late Lukas");
    expect(byType.text).not.toContain("Fresh Fatma");
  });

  it("shows what the traveller sent, readably", async () => {
    await signIn();
    const detail = await page(`/admin/enquiries/${site.fixtures.late.id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain("Honeymoon in Zanzibar?");
    expect(detail.text).toContain("Over US$8,000");
    expect(detail.text).toContain("Budget per person");
    expect(detail.text).toContain("Deutsch");
    expect((await page("/admin/enquiries/999999")).status).toBe(404);
  });

  it("replies, refuses a reply over an older version (409) and an empty one (400), and saves status with its version", async () => {
    await signIn();
    const path = `/admin/enquiries/${site.fixtures.fresh.id}`;
    const empty = await submit(path, { intent: "reply", version: "0", body: "  " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Please write something first.");

    const sent = await submit(path, { intent: "reply", version: "0", body: "Oui, par virement bancaire." });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain("Reply sent");
    const after = await page(path);
    expect(after.text).toContain("Oui, par virement bancaire.");
    expect(after.text).toContain("Emailed reply");
    expect(after.text).toMatch(/answered after/);

    const stale = await submit(path, { intent: "reply", version: "0", body: "Encore moi" });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("Someone else saved this record after you opened it.");
    expect(stale.text).toContain("Encore moi");

    const triage = await submit(path, {
      intent: "triage",
      version: "1",
      status: "in_progress",
      assignee: site.fixtures.staff.id,
    });
    expect(triage.status).toBe(200);
    const conflict = await submit(path, { intent: "triage", version: "1", status: "new", assignee: "" });
    expect(conflict.status).toBe(409);
    const mine = await page(`/admin/enquiries?assignee=${site.fixtures.staff.id}`);
    expect(mine.text).toContain("Fresh Fatma");
    expect(mine.text).not.toContain("Late Lukas");

    const note = await submit(path, { intent: "note", body: "Sent the bank details by phone too." });
    expect(note.status).toBe(200);
    expect(note.text).toContain("Note added.");
  });
});

describe("subscribers", () => {
  it("lists, searches and filters by status and by whether the welcome code was used", async () => {
    await signIn();
    const { used, unused, gone } = site.fixtures;
    const all = await page("/admin/subscribers");
    expect(all.status).toBe(200);
    for (const row of [used, unused, gone]) expect(all.text).toContain(row.email);

    const usedOnly = await page("/admin/subscribers?code=used");
    expect(usedOnly.text).toContain(used.email);
    expect(usedOnly.text).not.toContain(unused.email);
    const active = await page("/admin/subscribers?status=unsubscribed");
    expect(active.text).toContain(gone.email);
    expect(active.text).not.toContain(used.email);
    const found = await page(`/admin/subscribers?q=${encodeURIComponent("Plain Reader")}`);
    expect(found.text).toContain(unused.email);
    expect(found.text).not.toContain(used.email);
  });

  it("gives the same filters as CSV from the list's own address", async () => {
    await signIn();
    const asked = await get("/admin/subscribers?format=csv&code=used", cookies.staff);
    expect(asked.status).toBe(302);
    const file = asked.headers.get("location") ?? "";
    expect(file).toBe("/admin/subscribers.csv?code=used");
    const response = await get(file, cookies.staff);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "email,name,status,language,welcome_code,code_used_at,subscribed_at,unsubscribed_at",
    );
    const { used, unused } = site.fixtures;
    expect(csv).toContain(`${used.email},Used Code,active,en,${used.discountCode},20`);
    expect(csv).not.toContain(unused.email);
  });

  it("unsubscribes on request after a confirmation, then refuses it again (409)", async () => {
    await signIn();
    const { unused } = site.fixtures;
    const confirm = await page(`/admin/subscribers?confirm=${unused.id}`);
    expect(confirm.text).toContain("Unsubscribe this address?");
    const done = await submit("/admin/subscribers", { intent: "unsubscribe", id: String(unused.id) });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Unsubscribed.");
    const again = await submit("/admin/subscribers", { intent: "unsubscribe", id: String(unused.id) });
    expect(again.status).toBe(409);
    expect(again.text).toContain("This address is not subscribed any more.");
    const audit = await page("/admin/audit?entityType=subscriber");
    expect(audit.text).toContain("subscriber.unsubscribe");
  });
});

describe("users and roles", () => {
  it("lists users with role, verification, tier, points and bookings, with filters", async () => {
    await signIn();
    const { customer } = site.fixtures;
    const search = `q=${encodeURIComponent(customer.email)}`;
    const list = await page(`/admin/users?role=customer&${search}`);
    expect(list.status).toBe(200);
    expect(list.text).toContain("Carol Customer");
    expect(list.text).toMatch(/1 result</);
    expect((await page(`/admin/users?role=staff&${search}`)).text).not.toContain("Carol Customer");
    expect((await page(`/admin/users?verified=no&${search}`)).text).not.toContain("Carol Customer");
    expect((await page(`/admin/users?tier=bronze&verified=yes&${search}`)).text).toContain("Carol Customer");
    const detail = await page(`/admin/users/${encodeURIComponent(customer.id)}`);
    expect(detail.text).toContain(customer.email);
    expect(detail.text).toContain("Only an admin can change roles.");
    expect((await page("/admin/users/no-such-user")).status).toBe(404);
  });

  it("refuses a role change by staff (403), one's own (403), and accepts an admin's", async () => {
    await signIn();
    const { admin, customer } = site.fixtures;
    const byStaff = await submit(`/admin/users/${customer.id}`, {
      intent: "role",
      from: "customer",
      role: "admin",
    });
    expect(byStaff.status).toBe(403);
    expect(byStaff.text).toContain("Only an admin can change roles.");
    const own = await submit(
      `/admin/users/${admin.id}`,
      { intent: "role", from: "admin", role: "staff" },
      cookies.admin,
    );
    expect(own.status).toBe(403);
    expect(own.text).toContain("You cannot change your own role: ask another admin.");

    const promoted = await submit(
      `/admin/users/${customer.id}`,
      { intent: "role", from: "customer", role: "staff" },
      cookies.admin,
    );
    expect(promoted.status).toBe(200);
    expect(promoted.text).toContain("Role changed.");
    const moved = await submit(
      `/admin/users/${customer.id}`,
      { intent: "role", from: "customer", role: "admin" },
      cookies.admin,
    );
    expect(moved.status).toBe(409);
    const back = await submit(
      `/admin/users/${customer.id}`,
      { intent: "role", from: "staff", role: "customer" },
      cookies.admin,
    );
    expect(back.status).toBe(200);

    const events = await page("/admin/security?kind=role_changed", cookies.staff);
    expect(events.text).toContain(customer.email);
    expect(events.text).toContain("Role changed");
  });

  it("adjusts loyalty points with a reason, never below zero (409), and refuses nonsense (400)", async () => {
    await signIn();
    const path = `/admin/users/${site.fixtures.customer.id}`;
    const added = await submit(path, { intent: "loyalty", points: "+300", note: "Sorry for the flat tyre" });
    expect(added.status).toBe(200);
    expect(added.text).toContain("the balance is now 300");
    const negative = await submit(path, { intent: "loyalty", points: "-301", note: "Too many" });
    expect(negative.status).toBe(409);
    expect(negative.text).toContain("The balance cannot go below zero.");
    const nonsense = await submit(path, { intent: "loyalty", points: "lots", note: "" });
    expect(nonsense.status).toBe(400);
    expect(nonsense.text).toContain("Enter a whole number of points other than 0");
    expect(nonsense.text).toContain("Please say why");
    const detail = await page(path);
    expect(detail.text).toContain("Sorry for the flat tyre");
    expect(detail.text).toContain("Adjustment by staff");
  });
});

describe("security events", () => {
  it("lists refused access with the email, filters by kind and dates, and shows failed sign-ins", async () => {
    await signIn();
    // A customer at the door of the staff area.
    const customerCookie = await sessionCookie(site.server.url, site.fixtures.customer.email);
    await get("/admin/users", customerCookie);
    const today = new Date().toISOString().slice(0, 10);
    const denied = await page(`/admin/security?kind=access_denied&from=${today}&to=${today}`);
    expect(denied.status).toBe(200);
    expect(denied.text).toContain(site.fixtures.customer.email);
    expect(denied.text).toContain("Access denied");
    const earlier = await page("/admin/security?kind=access_denied&to=2020-01-01");
    expect(earlier.text).not.toContain(site.fixtures.customer.email);
    const failures = await page(`/admin/security?list=failures&q=wrong-${site.fixtures.stamp}`);
    expect(failures.text).toContain(`wrong-${site.fixtures.stamp}@example.org`);
    expect(failures.text).toContain("203.0.113.9");
  });
});
