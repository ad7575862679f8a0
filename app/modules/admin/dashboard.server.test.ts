import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { bookingExtras, enquiries, payments, searchQueries } from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import {
  type BookingRow,
  createBooking,
  createDeparture,
  createTour,
  createTourExtra,
} from "#tests/factories";
import { type Dashboard, loadDashboard } from "./dashboard.server";

// The dashboard's figures from fixture bookings (issue 15, item 2), on a fixed
// day: 10 June 2026, 12:00 in Arusha (EAT, UTC+3).

setUpTestDatabase();

const NOW = new Date("2026-06-10T09:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const hoursAgo = (n: number) => new Date(NOW.getTime() - n * 3_600_000);

let dashboard: Dashboard;
const made: Record<string, BookingRow> = {};

async function pay(
  booking: BookingRow,
  cents: number,
  kind: "deposit" | "balance" | "refund",
  status: "succeeded" | "failed" | "refunded",
  at: string,
) {
  await db()
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      provider: "sandbox",
      amountCents: cents,
      kind,
      status,
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
      succeededAt: status === "failed" ? null : new Date(at),
    });
}

beforeAll(async () => {
  const tour = await createTour(db(), { title: "Northern Circuit" });
  const soon = await createDeparture(db(), { tourId: tour.id, startDate: "2026-06-12", capacity: 12 });
  const later = await createDeparture(db(), { tourId: tour.id, startDate: "2026-06-25" });
  const transfer = await createTourExtra(db(), {
    tourId: tour.id,
    key: "airport-transfer",
    label: { en: "Airport transfer" },
  });
  const dinner = await createTourExtra(db(), {
    tourId: tour.id,
    key: "farewell-dinner",
    label: { en: "Farewell dinner" },
  });

  made.withTransfer = await createBooking(db(), {
    departureId: soon.id,
    status: "confirmed",
    adults: 2,
    children: 1,
    leadFullName: "Amani Transfer",
  });
  made.paid = await createBooking(db(), { departureId: soon.id, status: "paid", adults: 1 });
  for (const [booking, extra] of [
    [made.withTransfer, transfer],
    [made.paid, dinner],
  ] as const) {
    await db().insert(bookingExtras).values({
      bookingId: booking.id,
      tourExtraId: extra.id,
      label: extra.label,
      basis: "per_booking",
      unitPriceCents: 5_000,
    });
  }
  made.holdSoon = await createBooking(db(), {
    departureId: soon.id,
    status: "pending_payment",
    holdExpiresAt: minutes(10),
  });
  made.holdLater = await createBooking(db(), {
    departureId: soon.id,
    status: "pending_payment",
    holdExpiresAt: minutes(40),
  });
  made.laterDeparture = await createBooking(db(), { departureId: later.id, status: "paid" });

  made.dueSoon = await createBooking(db(), {
    departureId: later.id,
    status: "confirmed",
    totalCents: 160_000,
    depositCents: 40_000,
    balanceCents: 120_000,
    paymentChoice: "deposit",
    balanceDueDate: "2026-06-14",
  });
  made.overdue = await createBooking(db(), {
    departureId: later.id,
    status: "confirmed",
    totalCents: 100_000,
    depositCents: 20_000,
    balanceCents: 80_000,
    paymentChoice: "deposit",
    balanceDueDate: "2026-06-01",
  });
  made.balancePaid = await createBooking(db(), {
    departureId: later.id,
    status: "confirmed",
    totalCents: 60_000,
    depositCents: 10_000,
    balanceCents: 50_000,
    paymentChoice: "deposit",
    balanceDueDate: "2026-06-13",
  });
  await pay(made.balancePaid, 50_000, "balance", "succeeded", "2026-06-05T10:00:00Z");

  made.flagged = await createBooking(db(), {
    departureId: later.id,
    status: "paid",
    flaggedForStaff: true,
    flagReason: "Paid after the hold expired",
  });
  made.request = await createBooking(db(), {
    tourId: tour.id,
    departureId: null,
    status: "requested",
    requestedStartDate: "2026-08-01",
    adults: 3,
  });

  await db()
    .insert(enquiries)
    .values([
      { type: "tour", fullName: "Late Lucy", email: "lucy@example.com", createdAt: hoursAgo(30) },
      {
        type: "contact",
        fullName: "Answered Anna",
        email: "anna@example.com",
        status: "answered",
        createdAt: hoursAgo(30),
      },
      { type: "contact", fullName: "Recent Rita", email: "rita@example.com", createdAt: hoursAgo(2) },
    ]);

  // May (EAT): 500 $ deposit less a 100 $ refund; June: 200 $ + the 500 $ balance above; failed and old ones do not count.
  await pay(made.paid, 50_000, "deposit", "succeeded", "2026-05-15T08:00:00Z");
  await pay(made.paid, 10_000, "refund", "refunded", "2026-05-20T08:00:00Z");
  await pay(made.paid, 20_000, "deposit", "succeeded", "2026-05-31T22:30:00Z"); // 1 June, 01:30 in Arusha
  await pay(made.paid, 99_000, "deposit", "failed", "2026-06-02T08:00:00Z");
  await pay(made.paid, 77_000, "deposit", "succeeded", "2025-01-10T08:00:00Z");

  await db()
    .insert(searchQueries)
    .values([
      { query: "Gorilla Zanzibar", resultCount: 0, source: "page", createdAt: hoursAgo(5) },
      { query: " gorilla zanzibar ", resultCount: 0, source: "header", createdAt: hoursAgo(50) },
      { query: "balloon", resultCount: 0, source: "page", createdAt: hoursAgo(70) },
      { query: "serengeti", resultCount: 4, source: "page", createdAt: hoursAgo(1) },
      { query: "ancient", resultCount: 0, source: "page", createdAt: hoursAgo(24 * 40) },
    ]);

  dashboard = await loadDashboard(NOW);
});

describe("the dashboard", () => {
  it("lists this week's departures with their travelling bookings, and the arrivals with a transfer", () => {
    expect(dashboard.today).toBe("2026-06-10");
    expect(dashboard.departures).toHaveLength(1);
    expect(dashboard.departures[0]).toMatchObject({ startDate: "2026-06-12", travellers: 4, capacity: 12 });
    expect([...(dashboard.departures[0]?.bookings ?? [])].sort()).toEqual(
      [made.withTransfer?.reference, made.paid?.reference].sort(),
    );
    expect(dashboard.transfers).toEqual([
      {
        reference: made.withTransfer?.reference,
        leadName: "Amani Transfer",
        startDate: "2026-06-12",
        tourTitle: "Northern Circuit",
        travellers: 3,
      },
    ]);
  });

  it("shows balances due within the week and overdue ones, not those paid", () => {
    expect(dashboard.balancesDue.map((row) => [row.reference, row.balanceCents])).toEqual([
      [made.dueSoon?.reference, 120_000],
    ]);
    expect(dashboard.balancesOverdue.map((row) => row.reference)).toEqual([made.overdue?.reference]);
  });

  it("shows flags, booking requests, enquiries waiting over 24 hours and holds expiring within 15 minutes", () => {
    expect(dashboard.flagged).toEqual([
      expect.objectContaining({ reference: made.flagged?.reference, reason: "Paid after the hold expired" }),
    ]);
    expect(dashboard.requests).toEqual([
      expect.objectContaining({
        reference: made.request?.reference,
        requestedStartDate: "2026-08-01",
        travellers: 3,
      }),
    ]);
    expect(dashboard.lateEnquiries.map((row) => row.fullName)).toEqual(["Late Lucy"]);
    expect(dashboard.expiringHolds.map((row) => row.reference)).toEqual([made.holdSoon?.reference]);
  });

  it("adds up twelve months of revenue in dollars, refunds taken off, by office month", () => {
    expect(dashboard.revenue).toHaveLength(12);
    expect(dashboard.revenue[0]?.month).toBe("2025-07");
    const byMonth = Object.fromEntries(dashboard.revenue.map((month) => [month.month, month.cents]));
    expect(byMonth["2026-05"]).toBe(40_000);
    expect(byMonth["2026-06"]).toBe(70_000);
    expect(byMonth["2026-04"]).toBe(0);
    expect(dashboard.revenue.find((month) => month.month === "2026-06")?.percent).toBe(100);
  });

  it("groups the last 30 days' searches that found nothing, most asked first", () => {
    expect(dashboard.emptySearches).toEqual([
      { query: "gorilla zanzibar", searches: 2 },
      { query: "balloon", searches: 1 },
    ]);
  });
});
