import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, departures } from "#app/db/schema/index";
import { addDays, officeToday } from "#app/domain/dates";
import { describeDeparture, findDeparture } from "#app/modules/catalogue/departures.server";
import { bookingRow, departureSeats, heldBooking } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createTour, createUser, createDeparture as insertDeparture } from "#tests/factories";
import { createDeparture, createSeries, setDepartureStatus, updateDeparture } from "./departure-edits.server";

// Staff changes to departures, one call at a time; the parallel ones (a
// capacity lowered while travellers book, two saves of one version) run on
// PostgreSQL in tests/integration/admin-departures-race.test.ts.

const database = setUpTestDatabase();
const db = () => database().db;

const TODAY = officeToday();
const inDays = (days: number) => addDays(TODAY, days);

async function staff() {
  const user = await createUser(db(), { role: "staff" });
  return { actorUserId: user.id, now: new Date() };
}

async function auditOf(entityType: string, entityId: number | string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, String(entityId))))
    .orderBy(asc(auditEvents.id));
}

async function departureRow(id: number) {
  const [row] = await db().select().from(departures).where(eq(departures.id, id));
  if (!row) throw new Error(`no departure ${id}`);
  return row;
}

describe("createDeparture", () => {
  it("adds a date with its end from the tour's length, and an audit row", async () => {
    const actor = await staff();
    const tour = await createTour(db(), { durationDays: 7 });
    const result = await createDeparture(
      { tourId: tour.id, startDate: inDays(40), capacity: 14, price: 310_000, limitedSeats: 3 },
      actor,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await departureRow(result.departureId);
    expect(row).toMatchObject({
      endDate: inDays(46),
      capacity: 14,
      price: 310_000,
      limitedSeats: 3,
      status: "scheduled",
    });
    const [audit] = await auditOf("departure", row.id);
    expect(audit).toMatchObject({ action: "departure.create", actorUserId: actor.actorUserId, before: null });
    expect(audit?.after).toMatchObject({ startDate: inDays(40), capacity: 14, price: 310_000 });
  });

  it("refuses a date the tour already has, and a date not after today", async () => {
    const actor = await staff();
    const existing = await insertDeparture(db(), { startDate: inDays(50) });
    const input = {
      tourId: existing.tourId,
      startDate: inDays(50),
      capacity: 10,
      price: null,
      limitedSeats: null,
    };
    expect(await createDeparture(input, actor)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin-departures:errors.exists",
      field: "startDate",
    });
    expect(await createDeparture({ ...input, startDate: TODAY }, actor)).toMatchObject({
      status: 400,
      message: "admin-departures:errors.past",
    });
  });
});

describe("createSeries", () => {
  it("creates every chosen weekday, skips and reports the dates the tour has, one audit row each", async () => {
    const actor = await staff();
    const tour = await createTour(db(), { durationDays: 3 });
    // Four Mondays and Fridays from a Monday a month or more ahead.
    const offset = 35 + ((8 - new Date(`${inDays(35)}T00:00:00Z`).getUTCDay()) % 7);
    const monday = inDays(offset);
    await insertDeparture(db(), { tourId: tour.id, startDate: addDays(monday, 4) });
    const result = await createSeries(
      { tourId: tour.id, from: monday, to: addDays(monday, 13), weekdays: [1, 5], capacity: 8, price: null },
      actor,
    );
    expect(result).toEqual({
      ok: true,
      created: [monday, addDays(monday, 7), addDays(monday, 11)],
      skipped: [addDays(monday, 4)],
    });
    const rows = await db()
      .select()
      .from(departures)
      .where(eq(departures.tourId, tour.id))
      .orderBy(departures.startDate);
    expect(rows.map((row) => [row.startDate, row.endDate])).toEqual([
      [monday, addDays(monday, 2)],
      [addDays(monday, 4), addDays(monday, 10)],
      [addDays(monday, 7), addDays(monday, 9)],
      [addDays(monday, 11), addDays(monday, 13)],
    ]);
    for (const row of rows.filter((r) => r.startDate !== addDays(monday, 4))) {
      const audit = await auditOf("departure", row.id);
      expect(audit.map((a) => a.action)).toEqual(["departure.create"]);
      expect(audit[0]?.after).toMatchObject({ series: true, capacity: 8 });
    }
  });

  it("refuses more than 200 dates before writing anything", async () => {
    const actor = await staff();
    const tour = await createTour(db());
    const result = await createSeries(
      {
        tourId: tour.id,
        from: inDays(1),
        to: inDays(300),
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        capacity: 8,
        price: null,
      },
      actor,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: "admin-departures:errors.series.tooMany",
      values: { count: 300 },
    });
    expect(await db().select().from(departures).where(eq(departures.tourId, tour.id))).toHaveLength(0);
  });
});

describe("updateDeparture", () => {
  it("saves capacity, price and threshold, raises the version and audits only what changed", async () => {
    const actor = await staff();
    const departure = await insertDeparture(db(), { capacity: 12, price: 200_000 });
    const result = await updateDeparture(
      departure.id,
      0,
      { capacity: 16, price: null, limitedSeats: 5 },
      actor,
    );
    expect(result).toEqual({ ok: true });
    expect(await departureRow(departure.id)).toMatchObject({
      capacity: 16,
      price: null,
      limitedSeats: 5,
      version: 1,
    });
    const [audit] = await auditOf("departure", departure.id);
    expect(audit).toMatchObject({
      action: "departure.update",
      before: { capacity: 12, price: 200_000, limitedSeats: null },
      after: { capacity: 16, price: null, limitedSeats: 5 },
    });
  });

  it("refuses a form loaded before someone else's save", async () => {
    const actor = await staff();
    const departure = await insertDeparture(db(), { capacity: 12 });
    expect(
      await updateDeparture(departure.id, 0, { capacity: 13, price: null, limitedSeats: null }, actor),
    ).toEqual({ ok: true });
    expect(
      await updateDeparture(departure.id, 0, { capacity: 20, price: null, limitedSeats: null }, actor),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect((await departureRow(departure.id)).capacity).toBe(13);
  });

  it("never lowers the capacity below the seats taken and held, and says how many there are", async () => {
    const actor = await staff();
    const departure = await insertDeparture(db(), { capacity: 10, seatsTaken: 4 });
    await heldBooking(db(), { departureId: departure.id, adults: 2, rooms: { double: 1 } });
    const refused = await updateDeparture(
      departure.id,
      0,
      { capacity: 5, price: null, limitedSeats: null },
      actor,
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      field: "capacity",
      message: "admin-departures:errors.capacityBelowSeats",
      values: { count: 6, taken: 4, held: 2 },
    });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 10, taken: 4, held: 2 });
    expect(await auditOf("departure", departure.id)).toHaveLength(0);
    // Down to exactly the seats in use is allowed.
    expect(
      await updateDeparture(departure.id, 0, { capacity: 6, price: null, limitedSeats: null }, actor),
    ).toEqual({ ok: true });
  });

  it("releases the departure's expired holds first: a hold the traveller walked away from does not count", async () => {
    const actor = await staff();
    const departure = await insertDeparture(db(), { capacity: 10 });
    const { booking } = await heldBooking(
      db(),
      { departureId: departure.id, adults: 3, rooms: { triple: 1 } },
      new Date(Date.now() - 60 * 60_000),
    );
    expect(
      await updateDeparture(departure.id, 0, { capacity: 2, price: null, limitedSeats: null }, actor),
    ).toEqual({ ok: true });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 2, taken: 0, held: 0 });
    expect((await bookingRow(db(), booking.id)).status).toBe("expired");
  });

  it("makes the public label use the departure's own few-seats threshold", async () => {
    const actor = await staff();
    const departure = await insertDeparture(db(), { capacity: 20, seatsTaken: 12 });
    const label = async () => {
      const row = await findDeparture(departure.id);
      if (!row) throw new Error("no departure");
      return describeDeparture(row, { limitedSeats: 4, today: TODAY, fromPrice: 100_000, language: "en" })
        .label;
    };
    expect(await label()).toBe("available");
    await updateDeparture(departure.id, 0, { capacity: 20, price: null, limitedSeats: 8 }, actor);
    expect(await label()).toBe("limited");
  });
});

describe("setDepartureStatus", () => {
  it("closes and reopens a departure, each with its audit row and a new version", async () => {
    const actor = await staff();
    const departure = await insertDeparture(db(), { seatsTaken: 3 });
    expect(await setDepartureStatus(departure.id, 0, "closed", actor)).toEqual({ ok: true });
    expect(await setDepartureStatus(departure.id, 0, "scheduled", actor)).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await setDepartureStatus(departure.id, 1, "scheduled", actor)).toEqual({ ok: true });
    expect(await departureRow(departure.id)).toMatchObject({
      status: "scheduled",
      version: 2,
      seatsTaken: 3,
    });
    const audit = await auditOf("departure", departure.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ["departure.status", { status: "scheduled" }, { status: "closed" }],
      ["departure.status", { status: "closed" }, { status: "scheduled" }],
    ]);
  });

  it("refuses to cancel a departure bookings hold or took seats on, and cancels an empty one", async () => {
    const actor = await staff();
    const booked = await insertDeparture(db(), { seatsTaken: 2 });
    expect(await setDepartureStatus(booked.id, 0, "cancelled", actor)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin-departures:errors.cancelWithBookings",
      values: { count: 2, taken: 2, held: 0 },
    });
    expect((await departureRow(booked.id)).status).toBe("scheduled");
    const empty = await insertDeparture(db());
    expect(await setDepartureStatus(empty.id, 0, "cancelled", actor)).toEqual({ ok: true });
    expect((await departureRow(empty.id)).status).toBe("cancelled");
  });

  it("answers 404 for a departure that does not exist", async () => {
    const actor = await staff();
    expect(await setDepartureStatus(999_999, 0, "closed", actor)).toMatchObject({ status: 404 });
    expect(
      await updateDeparture(999_999, 0, { capacity: 5, price: null, limitedSeats: null }, actor),
    ).toMatchObject({ status: 404 });
  });
});
