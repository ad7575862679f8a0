import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditEvents,
  loyaltyLedger,
  newsletterSubscriptions,
  securityEvents,
  users,
} from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import { createSubscriber, createUser } from "#tests/factories";
import { unsubscribeByStaff } from "./subscribers.server";
import { adjustLoyalty, changeRole } from "./users.server";

const database = setUpTestDatabase();
const db = () => database().db;

const person = (role: "customer" | "staff" | "admin") =>
  createUser(db(), { role, isSuperAdmin: role === "admin", fullName: `A ${role}` });

async function roleOf(id: string) {
  const [row] = await db()
    .select({ role: users.role, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function audits(action: string, entityId: string | number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(entityId))));
}

async function adminCount() {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, "admin"));
  return Number(row?.n ?? 0);
}

describe("role changes", () => {
  it("lets a super admin change another account's role, with its audit row and security event", async () => {
    const admin = await person("admin");
    const target = await person("customer");
    expect(await changeRole(admin, { userId: target.id, from: "customer", role: "admin" })).toEqual({
      ok: true,
    });
    expect(await roleOf(target.id)).toEqual({ role: "admin", isSuperAdmin: true });
    expect(await changeRole(admin, { userId: target.id, from: "admin", role: "staff" })).toEqual({
      ok: true,
    });
    expect(await roleOf(target.id)).toEqual({ role: "staff", isSuperAdmin: false });

    const rows = await audits("user.role", target.id);
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ role: "customer" }, { role: "admin" }],
      [{ role: "admin" }, { role: "staff" }],
    ]);
    const events = await db().select().from(securityEvents).where(eq(securityEvents.userId, target.id));
    expect(events.map((event) => [event.kind, event.details])).toEqual([
      ["role_changed", { from: "customer", to: "admin", by: admin.id }],
      ["role_changed", { from: "admin", to: "staff", by: admin.id }],
    ]);
  });

  it("refuses staff (403), one's own role (403), a role changed meanwhile (409), writing nothing", async () => {
    const admin = await person("admin");
    const office = await person("staff");
    const target = await person("customer");
    expect(await changeRole(office, { userId: target.id, from: "customer", role: "staff" })).toMatchObject({
      ok: false,
      status: 403,
      message: "admin-people:errors.roleAdminOnly",
    });
    expect(await changeRole(office, { userId: office.id, from: "staff", role: "admin" })).toMatchObject({
      status: 403,
    });
    expect(await changeRole(admin, { userId: admin.id, from: "admin", role: "staff" })).toMatchObject({
      ok: false,
      status: 403,
      message: "admin-people:errors.roleSelf",
    });
    expect(await changeRole(admin, { userId: target.id, from: "staff", role: "admin" })).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await roleOf(target.id)).toMatchObject({ role: "customer" });
    expect(await roleOf(office.id)).toMatchObject({ role: "staff" });
    expect(await roleOf(admin.id)).toMatchObject({ role: "admin" });
    for (const id of [target.id, office.id, admin.id]) expect(await audits("user.role", id)).toEqual([]);
  });

  it("never demotes the last admin, even two admins demoting each other at once", async () => {
    const rounds = database().kind === "postgres" ? 10 : 2;
    for (let round = 0; round < rounds; round++) {
      // Start each round with exactly two admins.
      await db().update(users).set({ role: "staff", isSuperAdmin: false }).where(eq(users.role, "admin"));
      const a = await person("admin");
      const b = await person("admin");
      // Each call is its own transaction on its own pooled connection: on PostgreSQL they race.
      const outcomes = await Promise.all([
        changeRole(a, { userId: b.id, from: "admin", role: "staff" }),
        changeRole(b, { userId: a.id, from: "admin", role: "staff" }),
      ]);
      expect(
        outcomes.filter((outcome) => outcome.ok),
        `round ${round}`,
      ).toHaveLength(1);
      // The loser was no admin any more once the winner's change committed.
      expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 403 });
      expect(await adminCount()).toBe(1);
      const [survivor] = await db().select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      const alone = survivor?.id === a.id ? a : b;
      expect(await changeRole(alone, { userId: alone.id, from: "admin", role: "staff" })).toMatchObject({
        status: 403,
      });
      expect(await adminCount()).toBe(1);
    }
  });
});

describe("loyalty adjustments", () => {
  it("writes a ledger row with the note and the staff member, keeps the balance equal to the sum, never below zero", async () => {
    const office = await person("staff");
    const customer = await person("customer");
    expect(
      await adjustLoyalty(office, {
        userId: customer.id,
        points: 1200,
        note: "Goodwill after a late pick-up",
      }),
    ).toEqual({
      ok: true,
      balance: 1200,
    });
    const [ledger] = await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, customer.id));
    expect(ledger).toMatchObject({
      points: 1200,
      reason: "adjustment",
      note: "Goodwill after a late pick-up",
      actorUserId: office.id,
    });
    const [user] = await db().select().from(users).where(eq(users.id, customer.id));
    // LOYALTY_TIERS by default: silver from 1,000.
    expect(user).toMatchObject({ loyaltyPoints: 1200, loyaltyTier: "silver" });

    const refused = await adjustLoyalty(office, { userId: customer.id, points: -1500, note: "Too much" });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      message: "admin-people:errors.negative",
      field: "points",
    });
    expect(await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, customer.id))).toHaveLength(
      1,
    );

    expect(
      await adjustLoyalty(office, { userId: customer.id, points: -1200, note: "Booked in error" }),
    ).toMatchObject({
      balance: 0,
    });
    const [after] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(after).toMatchObject({ loyaltyPoints: 0, loyaltyTier: "bronze" });

    const rows = await audits("user.loyalty", customer.id);
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [
        { loyaltyPoints: 0, loyaltyTier: "bronze", note: null },
        { loyaltyPoints: 1200, loyaltyTier: "silver", note: "Goodwill after a late pick-up" },
      ],
      [
        { loyaltyPoints: 1200, loyaltyTier: "silver", note: null },
        { loyaltyPoints: 0, loyaltyTier: "bronze", note: "Booked in error" },
      ],
    ]);
  });

  it("leaves a deleted account alone", async () => {
    const office = await person("staff");
    const gone = await createUser(db(), { deletedAt: new Date() });
    expect(await adjustLoyalty(office, { userId: gone.id, points: 10, note: "Nope" })).toMatchObject({
      status: 409,
    });
  });
});

describe("unsubscribing on request", () => {
  it("unsubscribes as the link would, once, with the audit row", async () => {
    const office = await person("staff");
    const subscriber = await createSubscriber(db());
    expect(await unsubscribeByStaff(office, subscriber.id)).toEqual({ ok: true });
    const [row] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, subscriber.id));
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    const [audit] = await audits("subscriber.unsubscribe", subscriber.id);
    expect([audit?.before, audit?.after]).toEqual([{ status: "active" }, { status: "unsubscribed" }]);

    expect(await unsubscribeByStaff(office, subscriber.id)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin-people:errors.notSubscribed",
    });
    expect(await audits("subscriber.unsubscribe", subscriber.id)).toHaveLength(1);
    expect(await unsubscribeByStaff(office, 999_999)).toMatchObject({ status: 404 });
  });
});
