import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notExists, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Database, Executor } from "#app/db/client.server";
import { bookingReminders, bookings, payments, users } from "#app/db/schema/index";
import {
  BALANCE_OVERDUE_KIND,
  BALANCE_REMINDER_STATUSES,
  balanceOverdueOnOrBefore,
  balanceReminderWindows,
} from "#app/domain/booking/reminders";
import { type IsoDate, officeToday } from "#app/domain/dates";
import {
  type BookingMailFacts,
  enqueueBalanceOverdue,
  enqueueBalanceReminder,
  loadBookingMailFacts,
} from "./notifications.server";

// The balance reminders (issue 14, section 3), run by the reminders job
// (reminders.server.ts, decision 081). Unlike the payment and passport
// reminders, a booking gets several, and again when its due date moves, so
// each is a `booking_reminders` row, unique per (booking, kind, due date),
// instead of a column. A batch, in one transaction:
//  1. claims the due bookings with FOR UPDATE SKIP LOCKED (instances share
//     the work; a booking whose balance is being recorded right now is
//     locked by that payment's transaction and skipped);
//  2. checks the rule again in a statement of its own, under the locks (a
//     payment that committed between the claim's snapshot and its lock is
//     seen there);
//  3. inserts the rows with ON CONFLICT DO NOTHING: only the transaction
//     whose row went in queues the mail, in the same transaction, so two
//     instances that both got past step 2 still send one mail.

const DEFAULT_BATCH_SIZE = 50;

const query = new QueryBuilder();
const one = { one: sql<number>`1` };

/** A booking in a batch: which reminder, about which due date. */
export type BalanceNoticeSent = { bookingId: number; kind: string; dueDate: IsoDate };

type BalanceNotice = {
  /** The kind due today for the booking's due date, as SQL (null: none). */
  kind: (today: IsoDate) => SQL<string | null> | null;
  /** Which due dates it is about on `today`, besides the balance still being owed. */
  dueDates: (today: IsoDate) => SQL;
  /** The traveller's reminders need an account to write to; the office's alert does not. */
  needsAccount: boolean;
  enqueue: (tx: Executor, facts: BookingMailFacts, dueDate: IsoDate) => Promise<boolean>;
};

/**
 * Still owed: a confirmed booking (a paid one owes nothing; a cancelled,
 * completed or expired one is not asked for money) with a balance and a due
 * date, no succeeded balance payment, and no cancellation asked for (Pay
 * balance refuses it: the office decides and refunds by the policy).
 */
export function balanceOwed(): SQL {
  return and(
    inArray(bookings.status, [...BALANCE_REMINDER_STATUSES]),
    gt(bookings.balanceCents, 0),
    isNotNull(bookings.balanceDueDate),
    isNull(bookings.cancellationRequestedAt),
    notExists(
      query
        .select(one)
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookings.id),
            eq(payments.kind, "balance"),
            eq(payments.status, "succeeded"),
          ),
        ),
    ),
  ) as SQL;
}

/** The traveller's reminders: BALANCE_REMINDER_DAYS before the due date, the nearest one whose day has come. */
function travellerReminder(days: readonly number[]): BalanceNotice {
  return {
    kind(today) {
      const windows = balanceReminderWindows(today, days);
      if (windows.length === 0) return null;
      const cases = windows.map(
        (window) =>
          sql`when ${bookings.balanceDueDate} between ${window.from}::date and ${window.to}::date then ${window.kind}`,
      );
      return sql<string | null>`(case ${sql.join(cases, sql` `)} end)`;
    },
    dueDates(today) {
      const windows = balanceReminderWindows(today, days);
      const first = windows[0];
      const last = windows.at(-1);
      if (!first || !last) return sql`false`;
      return sql`${bookings.balanceDueDate} between ${first.from}::date and ${last.to}::date`;
    },
    needsAccount: true,
    enqueue: enqueueBalanceReminder,
  };
}

/** The office's alert, from the day after the due date; a day the job missed is caught up, once. */
const OVERDUE: BalanceNotice = {
  kind: () => sql<string>`${BALANCE_OVERDUE_KIND}::text`,
  dueDates: (today) => lte(bookings.balanceDueDate, balanceOverdueOnOrBefore(today)),
  needsAccount: false,
  enqueue: enqueueBalanceOverdue,
};

/**
 * One batch of balance reminders to travellers (`days`: BALANCE_REMINDER_DAYS,
 * nearest first or not), each kind once per booking and due date. After days
 * the job missed, only the nearest reminder whose day has come goes
 * (domain/booking/reminders.ts, balanceReminderDue). Returns what was queued.
 */
export async function sendBalanceReminders(
  db: Database,
  now: Date,
  days: readonly number[],
  limit: number = DEFAULT_BATCH_SIZE,
): Promise<BalanceNoticeSent[]> {
  return sendBatch(db, travellerReminder(days), now, limit);
}

/** One batch of the office's alerts, the day after an unpaid balance due date, once per due date. */
export async function sendBalanceOverdueAlerts(
  db: Database,
  now: Date,
  limit: number = DEFAULT_BATCH_SIZE,
): Promise<BalanceNoticeSent[]> {
  return sendBatch(db, OVERDUE, now, limit);
}

async function sendBatch(
  db: Database,
  notice: BalanceNotice,
  now: Date,
  limit: number,
): Promise<BalanceNoticeSent[]> {
  const today = officeToday(now);
  const kind = notice.kind(today);
  if (!kind) return [];
  return db.transaction(async (tx) => {
    const claimed = await dueBookings(tx, notice, kind, today)
      .orderBy(asc(bookings.id))
      .limit(limit)
      .for("update", { of: bookings, skipLocked: true });
    if (claimed.length === 0) return [];
    const stillDue = await dueBookings(
      tx,
      notice,
      kind,
      today,
      inArray(
        bookings.id,
        claimed.map((row) => row.id),
      ),
    );
    const rows = stillDue.flatMap((row) =>
      row.kind && row.dueDate
        ? [{ bookingId: row.id, kind: row.kind, dueDate: row.dueDate, sentAt: now }]
        : [],
    );
    if (rows.length === 0) return [];
    const recorded = await tx
      .insert(bookingReminders)
      .values(rows)
      .onConflictDoNothing({
        target: [bookingReminders.bookingId, bookingReminders.kind, bookingReminders.dueDate],
      })
      .returning({
        bookingId: bookingReminders.bookingId,
        kind: bookingReminders.kind,
        dueDate: bookingReminders.dueDate,
      });
    const sent = recorded.sort((a, b) => a.bookingId - b.bookingId);
    for (const row of sent) {
      const facts = await loadBookingMailFacts(tx, row.bookingId);
      // Nobody to write to (an address a mail cannot go to): recorded all the same, never retried.
      if (facts) await notice.enqueue(tx, facts, row.dueDate);
    }
    return sent;
  });
}

/** The bookings owing a balance that `notice` is due for today and has not been sent for this due date. */
function dueBookings(
  tx: Executor,
  notice: BalanceNotice,
  kind: SQL<string | null>,
  today: IsoDate,
  among?: SQL,
) {
  const sentBefore = query
    .select(one)
    .from(bookingReminders)
    .where(
      and(
        eq(bookingReminders.bookingId, bookings.id),
        eq(bookingReminders.kind, kind),
        eq(bookingReminders.dueDate, bookings.balanceDueDate),
      ),
    );
  const due = and(
    balanceOwed(),
    notice.dueDates(today),
    notice.needsAccount ? isNull(users.deletedAt) : undefined,
    notExists(sentBefore),
    among,
  ) as SQL;
  return tx
    .select({ id: bookings.id, kind: kind.as("kind"), dueDate: bookings.balanceDueDate })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(due)
    .$dynamic();
}
