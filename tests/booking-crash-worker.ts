/**
 * The process tests/integration/booking-crash.test.ts kills. The test builds
 * it with Vite into one ES module (the app's modules use Vite's
 * `import.meta.glob`) and runs that with plain `node`, with
 * CRASH_DATABASE_URL naming the test's database (and the connections'
 * application_name), which holds the tour, the travellers and a promo code.
 *
 * Until it is killed, eight lanes at once do what travellers, the payment
 * provider and the expiry job do, through the booking module's own
 * functions: create drafts, hold seats (Pay; now and then the same key twice
 * at once), pay with a sandbox event verified as the webhook verifies it (now
 * and then delivered twice at once, or after the hold ran out), fail
 * payments, try again with a new key, go back to the draft, and release
 * expired holds with a clock it moves forward. Nothing here checks
 * anything: the test does, in SQL, after each kill.
 *
 * Prints `loaded` once its modules are loaded, then waits for a line `go`
 * on its standard input before it touches the database: the test starts the
 * next worker while it checks after a kill, and lets it go once the checks
 * are done. Then prints `ready` once it reaches the database, `done <op>
 * <outcome>` after each step and `error <op> <message>` for an exception (a
 * refusal is an outcome, not an error).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type Database, openDatabase } from "#app/db/client.server";
import {
  bookingHistory,
  bookings,
  departures,
  payments,
  promoCodes,
  tours,
  users,
} from "#app/db/schema/index";
import type { Rooms } from "#app/domain/booking/rooms";
import { createDraftBooking } from "#app/modules/booking/drafts.server";
import { releaseExpiredHolds } from "#app/modules/booking/expiry.server";
import { holdSeats } from "#app/modules/booking/hold.server";
import { recordPaymentFailed, recordPaymentSucceeded } from "#app/modules/booking/payment-events.server";
import { reopenAsDraft } from "#app/modules/booking/reopen.server";
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxProvider,
  signSandboxEvent,
} from "#app/modules/payments/sandbox.server";

/** Steps under way at once: more lanes, more transactions open at the moment of the kill. */
const LANES = 8;
const SETTINGS = { holdMinutes: 15, depositPercent: 30, balanceDueDays: 60 };
/** Departures with seats for any party that the worker keeps open: when they fill up, it schedules another. */
const OPEN_DEPARTURES = 3;
/** Drafts whose party fits on their departure, above which no new one is made. */
const DRAFTS_WAITING = 8;
const SECRET = "booking-crash-sandbox-secret";
const provider = sandboxProvider({ secret: SECRET });

// The test names the connections (application_name), so it can wait for them to be gone before it checks.
const url = process.env.CRASH_DATABASE_URL;
if (!url) throw new Error("CRASH_DATABASE_URL is not set");
const db: Database = openDatabase({ url, poolMax: LANES + 1 }).db;

const PARTIES: Array<{ adults: number; children: number; infants: number; rooms: Rooms }> = [
  { adults: 1, children: 0, infants: 0, rooms: { single: 1 } },
  { adults: 2, children: 0, infants: 0, rooms: { double: 1 } },
  { adults: 2, children: 1, infants: 0, rooms: { triple: 1 } },
  { adults: 1, children: 0, infants: 1, rooms: { double: 1 } },
];
/** The largest party's seats: a departure with fewer left takes no new draft. */
const MAX_PARTY = Math.max(...PARTIES.map((p) => p.adults + p.children + p.infants));

/** Seats a departure still has, and whether a draft's party fits in them. */
const seatsLeft = sql`${departures.capacity} - ${departures.seatsTaken} - ${departures.seatsHeld}`;
const partyFits = sql`${bookings.adults} + ${bookings.children} + ${bookings.infants} <= ${seatsLeft}`;

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/**
 * The worker's clock: the real time plus the minutes the `expire` step has
 * moved it on. It starts after everything a killed worker wrote, so it never
 * runs backwards from one life to the next.
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

async function startClock() {
  const [row] = await db
    .select({ ms: sql<number | null>`(extract(epoch from max(${bookingHistory.at})) * 1000)::float8` })
    .from(bookingHistory);
  offsetMs = Math.max(0, (row?.ms ?? 0) - Date.now() + 1000);
}

type Step = () => Promise<string>;

/** The first row of a query's answer (the queries order by random()), or undefined. */
async function randomRow<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** A new draft of a random traveller on one of the open departures, sometimes with the promo code. */
const createDraft: Step = async () => {
  const [user] = await db.select({ id: users.id }).from(users).orderBy(sql`random()`).limit(1);
  const departure = await randomRow(
    db
      .select({ id: departures.id, tourId: departures.tourId })
      .from(departures)
      .where(sql`${seatsLeft} >= ${MAX_PARTY}`)
      .orderBy(sql`random()`)
      .limit(1),
  );
  const [code] = await db.select({ code: promoCodes.code }).from(promoCodes).limit(1);
  if (!user || !departure) return "nothing_to_book";
  // Drafts that no longer fit are paid for only to be refused: a few that fit are enough.
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .where(and(eq(bookings.status, "draft"), partyFits));
  if ((waiting?.n ?? 0) >= DRAFTS_WAITING) return "enough_drafts";
  const party = pick(PARTIES) ?? { adults: 1, children: 0, infants: 0, rooms: { double: 1 } };
  await createDraftBooking(
    db,
    {
      userId: user.id,
      tourId: departure.tourId,
      departureId: departure.id,
      ...party,
      paymentChoice: Math.random() < 0.5 ? "deposit" : "full",
      promoCode: code && Math.random() < 0.3 ? code.code : null,
    },
    { now: now() },
  );
  return "created";
};

/** Pay on a random draft; one time in ten the same key twice at once (a double click). */
const hold: Step = async () => {
  // Mostly a draft whose seats are free; now and then any draft, which may be refused.
  const fits = Math.random() < 0.8;
  const draft = await randomRow(
    db
      .select({ id: bookings.id, userId: bookings.userId })
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .where(and(eq(bookings.status, "draft"), fits ? partyFits : undefined))
      .orderBy(sql`random()`)
      .limit(1),
  );
  if (!draft) return "no_draft";
  const request = {
    bookingId: draft.id,
    userId: draft.userId,
    idempotencyKey: `pay-${randomUUID()}`,
    now: now(),
  };
  const twice = Math.random() < 0.1;
  const [answer] = await Promise.all([
    holdSeats(db, request, SETTINGS),
    ...(twice ? [holdSeats(db, request, SETTINGS)] : []),
  ]);
  return answer?.ok ? "held" : `refused:${answer?.reason ?? answer?.message}`;
};

/** A pending payment, of a running hold or, with `late`, of one that ran out. */
async function pendingPayment(late: boolean) {
  return randomRow(
    db
      .select({ id: payments.id, amountCents: payments.amountCents })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(
        and(
          eq(payments.status, "pending"),
          late
            ? inArray(bookings.status, ["expired", "pending_payment"])
            : eq(bookings.status, "pending_payment"),
          late ? or(isNull(bookings.holdExpiresAt), lte(bookings.holdExpiresAt, now())) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(1),
  );
}

/** The sandbox's event for a payment, signed and then verified as the webhook does it. */
async function sandboxEvent(payment: { id: number; amountCents: number }, result: "succeeded" | "failed") {
  const at = now();
  const { body, header } = signSandboxEvent(
    SECRET,
    {
      id: `evt-${randomUUID()}`,
      paymentId: payment.id,
      result,
      amountMinor: payment.amountCents,
      currency: "USD",
      occurredAt: at.toISOString(),
    },
    at,
  );
  const check = await provider.verifyEvent({
    method: "POST",
    url: "http://127.0.0.1/webhooks/payments/sandbox",
    headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: header }),
    body,
    now: at,
  });
  if (!check.ok) throw new Error(`the sandbox refused its own event: ${check.reason}`);
  if (!check.event) throw new Error("the sandbox read its own event as nothing to do");
  const event = check.event;
  return {
    provider: event.provider,
    eventId: event.eventId,
    paymentId: event.paymentId,
    now: at,
    payload: event.payload,
    amount: event.amount,
  };
}

/** The provider says paid; one time in ten the event arrives twice at once. */
function pay(late: boolean): Step {
  return async () => {
    const payment = await pendingPayment(late);
    if (!payment) return "no_payment";
    const event = await sandboxEvent(payment, "succeeded");
    const twice = Math.random() < 0.1;
    const outcomes = await Promise.all([
      recordPaymentSucceeded(db, event),
      ...(twice ? [recordPaymentSucceeded(db, event)] : []),
    ]);
    return outcomes.map((o) => o.outcome).join("+");
  };
}

/** The provider says the card was declined: the hold lasts. */
const fail: Step = async () => {
  const payment = await pendingPayment(false);
  if (!payment) return "no_payment";
  const event = await sandboxEvent(payment, "failed");
  return (await recordPaymentFailed(db, { ...event, reason: "card_declined" })).outcome;
};

/** Trying again while the hold lasts: Pay with a new key, a new payment on the same hold. */
const retry: Step = async () => {
  const held = await randomRow(
    db
      .select({ id: bookings.id, userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.status, "pending_payment"))
      .orderBy(sql`random()`)
      .limit(1),
  );
  if (!held) return "no_hold";
  const answer = await holdSeats(
    db,
    { bookingId: held.id, userId: held.userId, idempotencyKey: `pay-${randomUUID()}`, now: now() },
    SETTINGS,
  );
  return answer.ok ? "retried" : `refused:${answer.reason ?? answer.message}`;
};

/** Going back to change a booking that is being paid for, or one whose hold ran out. */
const reopen: Step = async () => {
  const booking = await randomRow(
    db
      .select({ id: bookings.id, userId: bookings.userId })
      .from(bookings)
      .where(inArray(bookings.status, ["pending_payment", "expired"]))
      .orderBy(sql`random()`)
      .limit(1),
  );
  if (!booking) return "no_booking";
  const answer = await reopenAsDraft(db, { bookingId: booking.id, userId: booking.userId, now: now() });
  return answer.ok ? "reopened" : `refused:${answer.reason ?? answer.message}`;
};

/** Time passes (1 to 8 minutes: a hold lasts 15) and the expiry job runs a batch. */
const expire: Step = async () => {
  offsetMs += between(1, 8) * 60_000;
  const released = await releaseExpiredHolds(db, now(), between(1, 10));
  return `released:${released.length}`;
};

const STEPS: Array<[name: string, weight: number, step: Step]> = [
  ["create", 20, createDraft],
  ["hold", 22, hold],
  ["pay", 20, pay(false)],
  ["pay_late", 4, pay(true)],
  ["fail", 8, fail],
  ["retry", 5, retry],
  ["reopen", 5, reopen],
  ["expire", 12, expire],
];
const TOTAL_WEIGHT = STEPS.reduce((sum, [, weight]) => sum + weight, 0);

function drawStep(): [string, Step] {
  let draw = Math.random() * TOTAL_WEIGHT;
  for (const [name, weight, step] of STEPS) {
    draw -= weight;
    if (draw < 0) return [name, step];
  }
  const [name, , step] = STEPS[0] as (typeof STEPS)[number];
  return [name, step];
}

/** Another small departure of the tour once fewer than OPEN_DEPARTURES have seats for any party (lane 0 only). */
async function keepDeparturesOpen() {
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(departures)
    .where(sql`${seatsLeft} >= ${MAX_PARTY}`);
  if ((open?.n ?? 0) >= OPEN_DEPARTURES) return;
  const [tour] = await db.select({ id: tours.id }).from(tours).limit(1);
  const [last] = await db
    .select({ date: sql<string | null>`max(${departures.startDate})::text` })
    .from(departures);
  if (!tour) throw new Error("the test made no tour");
  // Far enough ahead that the moving clock never reaches it; a day after the last one.
  const start = new Date(last?.date ? `${last.date}T00:00:00Z` : now());
  start.setUTCDate(start.getUTCDate() + (last?.date ? 1 : 200));
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 6);
  await db.insert(departures).values({
    tourId: tour.id,
    startDate: start.toISOString().slice(0, 10),
    endDate: end.toISOString().slice(0, 10),
    capacity: between(5, 8),
  });
}

async function lane(index: number): Promise<never> {
  for (;;) {
    const [name, step] = drawStep();
    try {
      if (index === 0) await keepDeparturesOpen();
      console.log(`done ${name} ${await step()}`);
    } catch (error) {
      console.log(`error ${name} ${(error as Error).message.replaceAll("\n", " ")}`);
    }
  }
}

console.log("loaded");
await new Promise<void>((resolve) => {
  let input = "";
  process.stdin.on("data", (chunk: Buffer) => {
    input += chunk.toString();
    if (input.includes("go\n")) resolve();
  });
});
await startClock();
console.log("ready");
await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
