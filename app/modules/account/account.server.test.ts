import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  analyticsEvents,
  loyaltyLedger,
  newsletterSubscriptions,
  sessions,
  users,
} from "#app/db/schema/index";
import { analyticsReport } from "#app/modules/analytics/events.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser as createUserRow } from "#tests/factories";
import { awardPoints, awardReferralOnFirstPaidTrip, loyaltySummary, referralStats } from "./loyalty.server";
import { newsletterSubscribed, savePreferences, setNewsletter } from "./preferences.server";
import { exportAccountData, updateProfile } from "./profile.server";

// The database side of the account area. What needs the password (email
// change, deletion) is tested over HTTP in tests/integration/account.test.ts.

const database = setUpTestDatabase();
let counter = 0;

async function createUser(extra: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const user = await createUserRow(database().db, {
    fullName: `Person ${counter}`,
    phone: "+255 700 000 000",
    referralCode: `CODE${counter}X${Date.now().toString(36).toUpperCase()}`.slice(0, 20),
    ...extra,
  });
  return user.id;
}

beforeEach(() => {
  process.env.LOYALTY_TIERS = "silver:1000,gold:5000,platinum:15000";
  process.env.REFERRAL_REWARD_POINTS = "500";
});

describe("awardPoints", () => {
  it("adds a ledger row, the balance and the tier in one go", async () => {
    const userId = await createUser();
    await database().db.transaction((tx) => awardPoints(tx, userId, 1200, "booking", "KS-1"));
    const [user] = await database().db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ loyaltyPoints: 1200, loyaltyTier: "silver" });
    const summary = await loyaltySummary(userId);
    expect(summary).toMatchObject({ balance: 1200, tier: "silver", tierFloor: 1000 });
    expect(summary.next).toEqual({ tier: "gold", missing: 3800, threshold: 5000 });
    expect(summary.entries).toHaveLength(1);
  });

  it("awards a reference once, however often it is asked", async () => {
    const userId = await createUser();
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(await database().db.transaction((tx) => awardPoints(tx, userId, 300, "booking", "KS-2")));
    }
    expect(results).toEqual([true, false, false]);
    expect((await loyaltySummary(userId)).balance).toBe(300);
    const [user] = await database().db.select().from(users).where(eq(users.id, userId));
    expect(user?.loyaltyPoints).toBe(300);
  });

  it("counts an award as the analytics 'loyalty points' event, never as a visitor, once per award", async () => {
    const awards = () =>
      database()
        .db.select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.name, "loyalty_points"))
        .orderBy(analyticsEvents.id);
    const before = (await awards()).length;
    const userId = await createUser();
    for (let i = 0; i < 2; i++) {
      await database().db.transaction((tx) => awardPoints(tx, userId, 250, "booking", "KS-9"));
    }
    const added = (await awards()).slice(before);
    expect(added.map((row) => ({ clientId: row.clientId, props: row.props }))).toEqual([
      { clientId: "server", props: { points: 250, reason: "booking" } },
    ]);
    const report = await analyticsReport();
    expect(report.events).toContainEqual({ name: "loyalty_points", events: before + 1, visitors: 0 });
    expect(report.days.every((day) => day.visitors === 0)).toBe(true);
  });

  it("keeps the copy and the ledger together when the transaction fails", async () => {
    const userId = await createUser();
    await expect(
      database().db.transaction(async (tx) => {
        await awardPoints(tx, userId, 100, "booking", "KS-3");
        throw new Error("payment rolled back");
      }),
    ).rejects.toThrow("payment rolled back");
    expect((await loyaltySummary(userId)).balance).toBe(0);
    const [user] = await database().db.select().from(users).where(eq(users.id, userId));
    expect(user?.loyaltyPoints).toBe(0);
  });

  it("refuses zero points", async () => {
    const userId = await createUser();
    await expect(awardPoints(database().db, userId, 0, "adjustment", null)).rejects.toThrow();
  });
});

describe("awardPoints under concurrency", () => {
  // On PostgreSQL (TEST_DATABASE_URL) these transactions really run at once on a pool.
  it("awards one cause once, and sums many causes exactly, when they arrive together", async () => {
    const userId = await createUser();
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        database().db.transaction((tx) => awardPoints(tx, userId, 100, "adjustment", "same-cause")),
      ),
    );
    expect(same.filter(Boolean)).toHaveLength(1);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        database().db.transaction((tx) => awardPoints(tx, userId, 50, "adjustment", `cause-${i}`)),
      ),
    );
    const [user] = await database().db.select().from(users).where(eq(users.id, userId));
    const [ledger] = await database()
      .db.select({ total: sql<number>`sum(${loyaltyLedger.points})::int` })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, userId));
    expect(ledger?.total).toBe(500);
    expect(user?.loyaltyPoints).toBe(500);
  });
});

describe("awardReferralOnFirstPaidTrip", () => {
  it("rewards the referrer once, at the referred person's first paid trip", async () => {
    const referrer = await createUser();
    const friend = await createUser({ referredById: referrer });
    const award = (paidBefore: number) =>
      database().db.transaction((tx) => awardReferralOnFirstPaidTrip(tx, friend, paidBefore));
    expect(await award(1)).toBe(false);
    expect(await award(0)).toBe(true);
    // A second booking paid as if it were the first still rewards once.
    expect(await award(0)).toBe(false);
    const summary = await loyaltySummary(referrer);
    expect(summary.balance).toBe(500);
    expect(summary.entries[0]).toMatchObject({ reason: "referral", reference: friend });
    expect((await loyaltySummary(friend)).balance).toBe(0);
  });

  it("does nothing for someone nobody referred", async () => {
    const loner = await createUser();
    expect(await database().db.transaction((tx) => awardReferralOnFirstPaidTrip(tx, loner, 0))).toBe(false);
  });
});

describe("referralStats", () => {
  it("counts the friends who joined with the code and builds the share link", async () => {
    const referrer = await createUser();
    await createUser({ referredById: referrer });
    await createUser({ referredById: referrer });
    await createUser({ referredById: referrer, deletedAt: new Date() });
    const stats = await referralStats(referrer);
    expect(stats.friends).toBe(2);
    expect(stats.shareLink).toMatch(new RegExp(`/register\\?ref=${stats.code}$`));
  });
});

describe("updateProfile", () => {
  it("changes the caller's name and phone and nothing else", async () => {
    const me = await createUser();
    const other = await createUser();
    const input = {
      fullName: "New Name",
      phone: "+255 711 111 111",
      id: other,
      isSuperAdmin: true,
      email: "x@y.z",
    };
    expect(await updateProfile(me, input)).toEqual({ ok: true });
    const [mine] = await database().db.select().from(users).where(eq(users.id, me));
    expect(mine).toMatchObject({ fullName: "New Name", phone: "+255 711 111 111", isSuperAdmin: false });
    expect(mine?.email).toBe(`${me}@example.org`);
    const [theirs] = await database().db.select().from(users).where(eq(users.id, other));
    expect(theirs?.fullName).not.toBe("New Name");
  });

  it("says 'No user logged in' without a user", async () => {
    expect(await updateProfile(null, { fullName: "Anyone", phone: "" })).toMatchObject({
      ok: false,
      message: "account:noUserLoggedIn",
    });
  });
});

describe("newsletter", () => {
  it("creates a row with a welcome code, then reuses it", async () => {
    const me = await createUser();
    const email = `${me}@example.org`;
    await setNewsletter({ email, fullName: "P", language: "fr" }, true);
    expect(await newsletterSubscribed(email)).toBe(true);
    const [row] = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row?.discountCode).toMatch(/^WELCOME[A-Z0-9]{4}$/);
    await setNewsletter({ email: email.toUpperCase(), fullName: "P", language: "fr" }, false);
    expect(await newsletterSubscribed(email)).toBe(false);
    await setNewsletter({ email, fullName: "P", language: "fr" }, true);
    const rows = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "active",
      discountCode: row?.discountCode,
      unsubscribedAt: null,
    });
  });

  it("unsubscribing an address that never subscribed stores nothing", async () => {
    await setNewsletter({ email: "never@example.org", fullName: null, language: "en" }, false);
    expect(await newsletterSubscribed("never@example.org")).toBe(false);
  });
});

describe("savePreferences", () => {
  it("stores the language and currency and answers the site's cookies", async () => {
    const me = await createUser();
    const headers = await savePreferences(me, { language: "de", currency: "EUR" });
    const [user] = await database().db.select().from(users).where(eq(users.id, me));
    expect(user).toMatchObject({ preferredLanguage: "de", preferredCurrency: "EUR" });
    const cookies = headers.getSetCookie().join("\n");
    expect(cookies).toContain("lang=de;");
    expect(cookies).toContain("currency=EUR;");
  });
});

// Deleting an account (anonymizeAccount) is tested in erasure.server.test.ts.

describe("exportAccountData", () => {
  it("holds the caller's data and no session token", async () => {
    const me = await createUser();
    await database()
      .db.insert(sessions)
      .values({
        id: `s-${me}`,
        token: `secret-token-${me}`,
        userId: me,
        expiresAt: new Date(Date.now() + 60_000),
      });
    const exported = await exportAccountData(me);
    expect(exported?.profile.email).toBe(`${me}@example.org`);
    expect(exported?.sessions).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain("secret-token");
  });
});
