import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { Database, Executor } from "#app/db/client.server";
import { bookings, bookingTravellers, departures, payments, users } from "#app/db/schema/index";
import {
  PASSPORT_REMINDER_STATUSES,
  PAYMENT_REMINDER_AFTER_MINUTES,
  PAYMENT_REMINDER_STATUSES,
  passportReminderStarts,
} from "#app/domain/booking/reminders";
import { officeToday } from "#app/domain/dates";
import { env } from "#app/modules/config/env.server";
import { type PeriodicWorker, startPeriodicWorker } from "#app/modules/jobs/periodic-worker.server";
import { logger } from "#app/modules/logging/logger.server";
import {
  type BalanceNoticeSent,
  sendBalanceOverdueAlerts,
  sendBalanceReminders,
} from "./balance-reminders.server";
import {
  enqueuePassportReminder,
  enqueuePaymentReminder,
  loadBookingMailFacts,
} from "./notifications.server";

// The booking's payment and passport reminders (issue 13, item 6; decision
// 081), each sent once per booking; the job below also runs the balance
// reminders of issue 14 (balance-reminders.server.ts). A batch claims the due bookings with FOR UPDATE SKIP
// LOCKED (any number of instances share the work; a booking being paid or
// held right now is locked by that transaction and skipped), then marks them
// sent with a conditional update that checks the rule again in a statement
// of its own (so it sees whatever committed before the claim), and queues
// the mail in the same transaction: the mark and the mail commit together.

const DEFAULT_BATCH_SIZE = 50;

/** Payment statuses that mean money went through: no reminder once one exists. */
const MONEY_TAKEN = ["succeeded", "refunded"] as const;
/** A payment started and not finished: still pending, or declined. */
const UNFINISHED = ["pending", "failed"] as const;
/** Bookings that already have the trip: another draft of the same departure is not reminded. */
const HAS_THE_TRIP = ["confirmed", "paid", "completed"] as const;

/** Subqueries of the rules, built apart from any connection. */
const query = new QueryBuilder();
const one = { one: sql<number>`1` };

/**
 * The payment reminder's rule, as SQL on `bookings` (joined to its
 * departure and its customer):
 *  - in draft, pending_payment or expired (never requested, confirmed, paid,
 *    completed or cancelled), and no payment of it went through;
 *  - its first unfinished payment (pending or declined) started at least an
 *    hour ago;
 *  - its departure still takes bookings: not closed or cancelled, and not
 *    started (office date);
 *  - the customer still has an account, and has no other booking of the
 *    same departure that is paid or being paid right now (a traveller who
 *    started again in a new draft and paid is not reminded of the old one).
 */
function paymentReminderDue(now: Date): SQL {
  const startedBy = new Date(now.getTime() - PAYMENT_REMINDER_AFTER_MINUTES * 60_000);
  const other = alias(bookings, "other_booking");
  return and(
    inArray(bookings.status, [...PAYMENT_REMINDER_STATUSES]),
    notExists(
      query
        .select(one)
        .from(payments)
        .where(and(eq(payments.bookingId, bookings.id), inArray(payments.status, [...MONEY_TAKEN]))),
    ),
    sql`(select min(${payments.createdAt}) from ${payments} where ${payments.bookingId} = ${bookings.id} and ${inArray(payments.status, [...UNFINISHED])}) <= ${startedBy.toISOString()}::timestamptz`,
    notInArray(departures.status, ["closed", "cancelled"]),
    gt(departures.startDate, officeToday(now)),
    isNull(users.deletedAt),
    notExists(
      query
        .select(one)
        .from(other)
        .where(
          and(
            eq(other.userId, bookings.userId),
            eq(other.departureId, bookings.departureId),
            ne(other.id, bookings.id),
            or(
              inArray(other.status, [...HAS_THE_TRIP]),
              and(eq(other.status, "pending_payment"), gt(other.holdExpiresAt, now)),
            ),
          ),
        ),
    ),
  ) as SQL;
}

/**
 * The passport reminder's rule: a confirmed or paid booking whose departure
 * starts in 30 to 45 office days (from 45 days before departure, while
 * passports can still be completed online), of a customer who still has an
 * account, with fewer travellers holding a passport number and expiry than
 * the party counts (a traveller not entered at all counts as missing).
 */
function passportReminderDue(now: Date): SQL {
  const window = passportReminderStarts(officeToday(now));
  return and(
    inArray(bookings.status, [...PASSPORT_REMINDER_STATUSES]),
    gte(departures.startDate, window.from),
    lte(departures.startDate, window.to),
    isNull(users.deletedAt),
    sql`(select count(*) from ${bookingTravellers} where ${bookingTravellers.bookingId} = ${bookings.id} and coalesce(trim(${bookingTravellers.passportNumber}), '') <> '' and ${bookingTravellers.passportExpiry} is not null) < ${bookings.adults} + ${bookings.children} + ${bookings.infants}`,
  ) as SQL;
}

type Reminder = {
  due: (now: Date) => SQL;
  /** Null until the reminder is sent; the conditional update sets it once. */
  sentAt: typeof bookings.paymentReminderSentAt | typeof bookings.passportReminderSentAt;
  mark: (now: Date) => Partial<typeof bookings.$inferInsert>;
  enqueue: typeof enqueuePaymentReminder;
};

const PAYMENT: Reminder = {
  due: paymentReminderDue,
  sentAt: bookings.paymentReminderSentAt,
  mark: (now) => ({ paymentReminderSentAt: now }),
  enqueue: enqueuePaymentReminder,
};
const PASSPORT: Reminder = {
  due: passportReminderDue,
  sentAt: bookings.passportReminderSentAt,
  mark: (now) => ({ passportReminderSentAt: now }),
  enqueue: enqueuePassportReminder,
};

/**
 * One batch of payment reminders, in one transaction: claims up to `limit`
 * bookings due (see paymentReminderDue), marks `payment_reminder_sent_at`
 * and queues the reminder with its link back to the draft's payment step.
 * Returns the bookings marked (each with its mail queued).
 */
export async function sendPaymentReminders(
  db: Database,
  now: Date,
  limit: number = DEFAULT_BATCH_SIZE,
): Promise<number[]> {
  return sendBatch(db, PAYMENT, now, limit);
}

/**
 * One batch of passport reminders, the same way: bookings due (see
 * passportReminderDue) get `passport_reminder_sent_at` and the reminder
 * naming the travellers whose passport details are missing.
 */
export async function sendPassportReminders(
  db: Database,
  now: Date,
  limit: number = DEFAULT_BATCH_SIZE,
): Promise<number[]> {
  return sendBatch(db, PASSPORT, now, limit);
}

async function sendBatch(db: Database, reminder: Reminder, now: Date, limit: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = reminder.due(now);
    const claimed = await dueBookings(tx, reminder, due)
      .orderBy(asc(bookings.id))
      .limit(limit)
      .for("update", { of: bookings, skipLocked: true });
    if (claimed.length === 0) return [];
    // Checked again in a statement of its own, under the locks: a payment that committed
    // between the claim's snapshot and its lock is seen here. The version is not raised:
    // the traveller's open form is not out of date because a reminder went out.
    const marked = await tx
      .update(bookings)
      .set(reminder.mark(now))
      .where(
        and(
          inArray(
            bookings.id,
            claimed.map((row) => row.id),
          ),
          isNull(reminder.sentAt),
          inArray(bookings.id, dueBookings(tx, reminder, due)),
        ),
      )
      .returning({ id: bookings.id });
    const ids = marked.map((row) => row.id).sort((a, b) => a - b);
    for (const id of ids) {
      const facts = await loadBookingMailFacts(tx, id);
      // No address to send to (an address a mail cannot go to): marked all the same, never retried.
      if (facts) await reminder.enqueue(tx, facts);
    }
    return ids;
  });
}

function dueBookings(tx: Executor, reminder: Reminder, due: SQL) {
  return tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(departures, eq(departures.id, bookings.departureId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(isNull(reminder.sentAt), due))
    .$dynamic();
}

export type BookingReminderWorker = PeriodicWorker;

/**
 * The reminders job (decision 042's periodic worker): every `intervalMs`,
 * payment reminders, passport reminders, balance reminders and the office's
 * overdue-balance alerts, batch after batch while full batches come. Every
 * instance may run it: the batches skip each other's rows, and each reminder
 * is recorded once (a column, or a `booking_reminders` row).
 */
export function startBookingReminderWorker(options: {
  db: Database;
  intervalMs: number;
  batchSize?: number;
  /** BALANCE_REMINDER_DAYS: days before a balance's due date that the traveller is reminded. */
  balanceReminderDays?: readonly number[];
  /** The time a run takes as now (tests move it; the office's today follows from it). */
  clock?: () => Date;
}): BookingReminderWorker {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const clock = options.clock ?? (() => new Date());
  const days = options.balanceReminderDays ?? env().BALANCE_REMINDER_DAYS;
  const batches = [
    ["payment", (now: Date) => sendPaymentReminders(options.db, now, batchSize)],
    ["passport", (now: Date) => sendPassportReminders(options.db, now, batchSize)],
    ["balance", async (now: Date) => ids(await sendBalanceReminders(options.db, now, days, batchSize))],
    ["balance-overdue", async (now: Date) => ids(await sendBalanceOverdueAlerts(options.db, now, batchSize))],
  ] as const;
  return startPeriodicWorker({
    name: "reminders",
    intervalMs: options.intervalMs,
    run: async (signal) => {
      for (const [kind, send] of batches) {
        while (!signal.aborted) {
          const sent = await send(clock());
          if (sent.length > 0) logger.info({ bookings: sent, kind }, "booking reminders queued");
          if (sent.length < batchSize) break;
        }
      }
    },
  });
}

const ids = (sent: BalanceNoticeSent[]) => sent.map((row) => row.bookingId);
