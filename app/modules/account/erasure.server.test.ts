import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accounts,
  bookingHistory,
  bookings,
  bookingTravellers,
  emailOutbox,
  enquiries,
  loyaltyLedger,
  newsletterSubscriptions,
  paymentEvents,
  payments,
  promoCodes,
  rateLimitHits,
  securityEvents,
  sessions,
  signInFailures,
  users,
  verifications,
  wishlistItems,
} from "#app/db/schema/index";
import { departureSeats, heldBooking, payKey } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import {
  createBooking,
  createDeparture,
  createTour,
  createUser as createUserRow,
  isoDate,
} from "#tests/factories";
import { anonymizeAccount, REMOVED } from "./erasure.server";
import { awardPoints } from "./loyalty.server";
import { newsletterSubscribed, setNewsletter } from "./preferences.server";
import { deleteAccount, exportAccountData } from "./profile.server";

// What deleting an account leaves behind, table by table. The whole database
// is searched for the address over HTTP in tests/integration/erasure.test.ts.

const database = setUpTestDatabase();
let counter = 0;

const NAME = "Neema Kimaro";
const PASSPORT = "TZ7654321";
const EMERGENCY = "Baraka Kimaro";
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
  // A hold on a trip to come with the newsletter's code, and a trip taken last month with everything filled in.
  const [{ discountCode } = { discountCode: "" }] = await db
    .select({ discountCode: newsletterSubscriptions.discountCode })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  const { booking: held } = await heldBooking(db, {
    userId: me,
    leadFullName: NAME,
    promoCode: discountCode,
  });
  const past = await createDeparture(db, { startDate: isoDate(new Date(), -40), capacity: 8, seatsTaken: 2 });
  const taken = await createBooking(db, {
    userId: me,
    departureId: past.id,
    status: "completed",
    seatCount: 2,
    adults: 2,
    leadFullName: NAME,
    leadEmail: email,
    leadPhone: PHONE,
    leadCountry: "Tanzania",
    emergencyContactName: EMERGENCY,
    emergencyContactPhone: "+255 700 333 444",
    emergencyContactRelation: "brother",
    dietaryRequirements: "no nuts",
    specialRequests: `A cake for ${NAME}, please`,
    cancellationRequestedAt: new Date(),
    cancellationNote: "My knee surgery is in March.\nSorry!",
    totalCents: 400_000,
    depositCents: 400_000,
  });
  await db.insert(bookingTravellers).values([
    {
      bookingId: taken.id,
      position: 1,
      kind: "adult",
      firstName: "Neema",
      lastName: "Kimaro",
      dateOfBirth: "1990-04-02",
      nationality: "TZ",
      passportNumber: PASSPORT,
      passportExpiry: "2031-01-01",
    },
    { bookingId: taken.id, position: 2, kind: "adult", firstName: "Juma", lastName: "Kimaro" },
  ]);
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: taken.id,
      userId: me,
      provider: "sandbox",
      amountCents: 400_000,
      status: "succeeded",
      kind: "full",
      idempotencyKey: payKey(),
    })
    .returning();
  await db.insert(paymentEvents).values({
    provider: "sandbox",
    eventId: `evt-${me}`,
    type: "succeeded",
    paymentId: payment!.id,
    payload: { payer: { name: NAME, email, phone: PHONE }, amount: 400_000 },
  });
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
    // The staff's notice of a cancellation request quotes its note line by line.
    {
      template: "booking-cancellation-request",
      toAddress: "bookings@kilele.example",
      subject: "Cancellation request",
      html: `<p>${NAME}</p><p>${email}</p><p>My knee surgery is in March.</p><p>Sorry!</p>`,
      text: `${NAME} ${email}\nMy knee surgery is in March.\nSorry!`,
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
  return { me, email, enquiryId: enquiry!.id, tourId: tour!.id, held, taken, discountCode };
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
    const { me, email, enquiryId, tourId, held, taken, discountCode } = await userWithEverything();
    await anonymizeAccount(me);
    const { db } = database();

    const left = (await everyText()).filter((text) => {
      const lower = text.toLowerCase();
      return (
        lower.includes(email) ||
        lower.includes(encodeURIComponent(email).toLowerCase()) ||
        text.includes(NAME) ||
        text.includes(PHONE) ||
        text.includes(PASSPORT) ||
        text.includes(EMERGENCY) ||
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

    // The bookings stay for the accounts, without the person: the open hold is cancelled, its
    // seat and code use given back; the trip taken keeps what was booked and paid.
    const kept = await db.select().from(bookings).where(eq(bookings.userId, me)).orderBy(bookings.id);
    expect(kept.map((b) => [b.id, b.status, b.seatCount])).toEqual([
      [held.id, "cancelled", 0],
      [taken.id, "completed", 2],
    ]);
    expect(kept[1]).toMatchObject({
      leadFullName: REMOVED,
      leadEmail: null,
      leadPhone: null,
      emergencyContactName: null,
      dietaryRequirements: null,
      specialRequests: null,
      cancellationNote: null,
      totalCents: 400_000,
    });
    expect(await departureSeats(db, held.departureId!)).toMatchObject({ held: 0 });
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, discountCode));
    expect(code).toMatchObject({ uses: 0, restrictedEmail: `deleted-${me}@deleted.invalid` });
    const [cancelled] = await db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.toStatus, "cancelled"));
    expect(cancelled).toMatchObject({ bookingId: held.id, reason: "account deleted" });
    const travellers = await db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, taken.id))
      .orderBy(bookingTravellers.position);
    expect(travellers.map((t) => [t.kind, t.firstName, t.lastName, t.dateOfBirth, t.passportNumber])).toEqual(
      [
        ["adult", REMOVED, REMOVED, null, null],
        ["adult", REMOVED, REMOVED, null, null],
      ],
    );
    expect(await db.select().from(payments).where(eq(payments.bookingId, taken.id))).toHaveLength(1);
    const [event] = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt-${me}`));
    expect(event?.payload).toMatchObject({ amount: 400_000, payer: { name: REMOVED } });

    // The mail to them is gone; the staff's mails about them stay, redacted.
    const mails = await db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((m) => m.template)).toEqual([
      "enquiry-staff",
      "newsletter-subscription-admin",
      "booking-cancellation-request",
    ]);
    expect(mails[2]?.text).toBe(`${REMOVED} deleted-${me}@deleted.invalid\n${REMOVED}\nSorry!`);
    expect(mails[2]?.html).not.toContain("knee");
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

  it("waits for a paid trip still to come: its travellers' details are needed to run it", async () => {
    const { db } = database();
    const { me, email } = await createUser(true);
    const departure = await createDeparture(db, { startDate: isoDate(new Date(), 20) });
    const trip = await createBooking(db, {
      userId: me,
      departureId: departure.id,
      status: "confirmed",
      seatCount: 1,
      leadFullName: NAME,
    });
    const context = { clientIp: "192.0.2.1", language: "en" as const };
    const refused = await deleteAccount(
      me,
      { confirmEmail: email },
      new Request("http://localhost/account"),
      context,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      message: "account:delete.tripsToCome",
      values: { reference: trip.reference },
    });
    const [user] = await db.select().from(users).where(eq(users.id, me));
    expect(user?.deletedAt).toBeNull();
    expect((await db.select().from(bookings).where(eq(bookings.id, trip.id)))[0]?.leadFullName).toBe(NAME);
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
