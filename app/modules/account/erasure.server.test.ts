import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accounts,
  emailOutbox,
  enquiries,
  loyaltyLedger,
  newsletterSubscriptions,
  rateLimitHits,
  securityEvents,
  sessions,
  signInFailures,
  users,
  verifications,
  wishlistItems,
} from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import { createTour, createUser as createUserRow } from "#tests/factories";
import { anonymizeAccount, REMOVED } from "./erasure.server";
import { awardPoints } from "./loyalty.server";
import { newsletterSubscribed, setNewsletter } from "./preferences.server";
import { exportAccountData } from "./profile.server";

// What deleting an account leaves behind, table by table. The whole database
// is searched for the address over HTTP in tests/integration/erasure.test.ts.

const database = setUpTestDatabase();
let counter = 0;

const NAME = "Neema Kimaro";
const PHONE = "+255 700 111 222";

async function createUser(emailVerified: boolean) {
  counter += 1;
  const id = `erased-${counter}-${Date.now().toString(36)}`;
  const email = `Neema.${id}@Example.org`;
  await createUserRow(database().db, {
    id,
    email: email.toLowerCase(),
    fullName: NAME,
    phone: PHONE,
    emailVerified,
  });
  return { me: id, email: email.toLowerCase(), typed: email };
}

/** An account that did everything the site allows, with the address as the person typed it. */
async function userWithEverything(emailVerified = true) {
  const { db } = database();
  const { me, email, typed } = await createUser(emailVerified);
  const later = new Date(Date.now() + 86_400_000);
  await db.insert(sessions).values({ id: `s-${me}`, token: `t-${me}`, userId: me, expiresAt: later });
  await db
    .insert(accounts)
    .values({ id: `a-${me}`, accountId: me, providerId: "credential", userId: me, password: "hash" });
  await db
    .insert(verifications)
    .values({ id: `v-${me}`, identifier: `reset-password:tok-${me}`, value: me, expiresAt: later });
  const tour = await createTour(db, { slug: `tour-${me}`, title: "T", category: "wildlife_safari" });
  await db.insert(wishlistItems).values({ userId: me, tourId: tour.id });
  await setNewsletter({ email, fullName: "Neema", language: "en" }, true);
  await awardPoints(db, me, 50, "welcome", "welcome");
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      type: "accommodation",
      fullName: NAME,
      email: typed,
      phone: PHONE,
      message: `Please call ${NAME} on ${PHONE} or write to ${email}. We may arrive late.`,
      details: { firstName: "Neema", lastName: "Kimaro", nights: 3, specialRequests: `ask ${NAME}` },
    })
    .returning({ id: enquiries.id });
  await db.insert(emailOutbox).values([
    // To the person: a reset link, sent.
    {
      template: "password-reset",
      toAddress: email,
      subject: "Reset",
      html: "<a>link</a>",
      text: "link",
      status: "sent",
    },
    // About the person, to the staff: kept, redacted.
    {
      template: "enquiry-staff",
      toAddress: "bookings@kilele.example",
      subject: `New accommodation #${enquiry!.id} from ${NAME}`,
      html: `<p>${NAME}</p><a href="mailto:${email}">${email}</a><p>${PHONE}</p>`,
      text: `${NAME} <${typed}> ${PHONE}`,
    },
    {
      template: "newsletter-subscription-admin",
      toAddress: "bookings@kilele.example",
      subject: `New newsletter subscriber: ${email}`,
      html: `<a href="https://kilele.example/unsubscribe?email=${encodeURIComponent(email)}&amp;token=x">x</a>`,
      text: "New subscriber",
    },
  ]);
  await db.insert(signInFailures).values({ email, ipAddress: "192.0.2.7" });
  await db.insert(rateLimitHits).values({ bucket: "newsletter-email", key: email });
  await db.insert(securityEvents).values([
    {
      kind: "access_denied",
      userId: me,
      email,
      ipAddress: "192.0.2.7",
      userAgent: "Firefox",
      path: "/admin",
    },
    {
      kind: "account_locked",
      email,
      ipAddress: "192.0.2.8",
      path: `/login?email=${encodeURIComponent(email)}`,
    },
  ]);
  return { me, email, enquiryId: enquiry!.id, tourId: tour!.id };
}

/** Every text column of every table, as one string per row, to search for what must be gone. */
async function everyText(): Promise<string[]> {
  const result = (await database().db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'inet', 'ARRAY')`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string }>;
  };
  const texts: string[] = [];
  for (const { table_name, column_name } of result.rows) {
    const values = (await database().db.execute(
      sql.raw(`select "${column_name}"::text as v from "${table_name}" where "${column_name}" is not null`),
    )) as unknown as { rows: Array<{ v: string }> };
    texts.push(...values.rows.map((r) => `${table_name}.${column_name}: ${r.v}`));
  }
  return texts;
}

describe("anonymizeAccount", () => {
  it("leaves the address, name and phone nowhere, and keeps what the customer made", async () => {
    const { me, email, enquiryId, tourId } = await userWithEverything();
    await anonymizeAccount(me);
    const { db } = database();

    const left = (await everyText()).filter((text) => {
      const lower = text.toLowerCase();
      return (
        lower.includes(email) ||
        lower.includes(encodeURIComponent(email).toLowerCase()) ||
        text.includes(NAME) ||
        text.includes(PHONE) ||
        text.includes(`tok-${me}`)
      );
    });
    expect(left).toEqual([]);

    const [user] = await db.select().from(users).where(eq(users.id, me));
    expect(user).toMatchObject({ email: `deleted-${me}@deleted.invalid`, fullName: null, phone: null });
    expect(user?.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, me))).toEqual([]);
    expect(await exportAccountData(me)).toBeNull();

    // Customer-made records stay, without the person.
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry).toMatchObject({
      email: `deleted-${me}@deleted.invalid`,
      fullName: REMOVED,
      phone: null,
      message: `Please call ${REMOVED} on ${REMOVED} or write to deleted-${me}@deleted.invalid. We may arrive late.`,
      details: { firstName: REMOVED, lastName: REMOVED, nights: 3, specialRequests: `ask ${REMOVED}` },
    });
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, me))).toEqual([
      { userId: me, tourId, createdAt: expect.any(Date) },
    ]);
    const [subscription] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, `deleted-${me}@deleted.invalid`));
    expect(subscription).toMatchObject({ status: "unsubscribed", fullName: null });
    expect(subscription?.discountCode).toMatch(/^WELCOME/);
    expect(await newsletterSubscribed(email)).toBe(false);
    expect(await db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, me))).toHaveLength(1);

    // The mail to them is gone; the staff's mails about them stay, redacted.
    const mails = await db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((m) => m.template)).toEqual(["enquiry-staff", "newsletter-subscription-admin"]);
    expect(mails[0]?.subject).toBe(`New accommodation #${enquiryId} from ${REMOVED}`);
    expect(mails[0]?.text).toBe(`${REMOVED} <deleted-${me}@deleted.invalid> ${REMOVED}`);
    expect(mails[1]?.html).toContain(`email=${encodeURIComponent(`deleted-${me}@deleted.invalid`)}`);

    // Failed sign-ins and rate-limit hits of the address are deleted; security events keep what happened.
    expect(await db.select().from(signInFailures)).toEqual([]);
    expect(await db.select().from(rateLimitHits)).toEqual([]);
    const events = await db.select().from(securityEvents).orderBy(securityEvents.id);
    expect(events.map((e) => [e.kind, e.email, e.ipAddress, e.userAgent])).toEqual([
      ["access_denied", null, null, null],
      ["account_locked", null, null, null],
    ]);
  });

  it("of an unverified account, erases the account but not what others made with the address", async () => {
    const { me, email, enquiryId } = await userWithEverything(false);
    await anonymizeAccount(me);
    const { db } = database();
    const [user] = await db.select().from(users).where(eq(users.id, me));
    expect(user).toMatchObject({ email: `deleted-${me}@deleted.invalid`, fullName: null, phone: null });
    expect(await db.select().from(sessions).where(eq(sessions.userId, me))).toEqual([]);
    expect(await db.select().from(verifications).where(eq(verifications.value, me))).toEqual([]);
    // Whoever owns the address still has their enquiry, subscription and mail.
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry).toMatchObject({ fullName: NAME, phone: PHONE });
    expect(await newsletterSubscribed(email)).toBe(true);
    const [event] = await db.select().from(securityEvents).where(eq(securityEvents.userId, me));
    expect(event).toMatchObject({ email: null, ipAddress: null, userAgent: null });
  });

  it("does nothing to an account already deleted", async () => {
    const { me } = await userWithEverything();
    await anonymizeAccount(me);
    const [before] = await database().db.select().from(users).where(eq(users.id, me));
    await anonymizeAccount(me);
    const [after] = await database().db.select().from(users).where(eq(users.id, me));
    expect(after).toEqual(before);
  });
});
