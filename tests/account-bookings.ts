import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "#app/db/client.server";
import { accounts, bookingTravellers } from "#app/db/schema/index";
import type { TravellerKind } from "#app/domain/pricing";
import { recordPaymentSucceeded } from "#app/modules/booking/payment-events.server";
import { heldBooking } from "./bookings";
import { createDeparture, createTour, createUser, isoDate } from "./factories";
import { PASSWORD } from "./sign-up";

// Bookings as the account finds them (decision 082): held, then paid through
// the payment event path, so the rows are those a real traveller would have.

/** A customer who signs in with PASSWORD (a credential account, as sign-up makes). */
export async function customer(db: Database, name: string) {
  const email = `${name}.${Date.now().toString(36)}@example.org`;
  const user = await createUser(db, { email, fullName: name });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password: await hashPassword(PASSWORD),
  });
  return { id: user.id, email };
}

/** A sandbox event id, new every call. */
export function eventId(): string {
  return `evt-${randomUUID()}`;
}

export type PaidBookingOptions = {
  userId?: string;
  /** deposit (confirmed, a balance owed) or full (paid). */
  choice?: "deposit" | "full";
  /** Days from today to departure: 200 unless said (far enough for a deposit). */
  daysAhead?: number;
  /** The travellers to add (name, passport...); none unless said. */
  travellers?: Array<{
    kind?: TravellerKind;
    firstName?: string;
    lastName?: string;
    passportNumber?: string | null;
    passportExpiry?: string | null;
  }>;
  leadFullName?: string;
  now?: Date;
};

/**
 * A booking of 2 adults at 2,000 dollars each on a 7-day departure, held and
 * paid through the webhook's path: `confirmed` with its deposit paid, or
 * `paid` in full. Returns the booking, the hold and the succeeded payment.
 */
export async function paidBooking(db: Database, options: PaidBookingOptions = {}) {
  const now = options.now ?? new Date();
  const tour = await createTour(db, { priceFrom: 200_000, durationDays: 7 });
  const departure = await createDeparture(db, {
    tourId: tour.id,
    startDate: isoDate(now, options.daysAhead ?? 200),
  });
  const { booking, hold } = await heldBooking(
    db,
    {
      ...(options.userId ? { userId: options.userId } : {}),
      departureId: departure.id,
      adults: 2,
      rooms: { double: 1 },
      paymentChoice: options.choice ?? "deposit",
      leadFullName: options.leadFullName ?? "Neema Kimaro",
    },
    now,
  );
  const travellers = options.travellers ?? [];
  if (travellers.length > 0)
    await db.insert(bookingTravellers).values(
      travellers.map((traveller, index) => ({
        bookingId: booking.id,
        position: index + 1,
        kind: traveller.kind ?? "adult",
        firstName: traveller.firstName ?? `Traveller${index + 1}`,
        lastName: traveller.lastName ?? "Kimaro",
        dateOfBirth: "1990-04-02",
        nationality: "TZ",
        passportNumber: traveller.passportNumber ?? null,
        passportExpiry: traveller.passportExpiry ?? null,
      })),
    );
  const outcome = await recordPaymentSucceeded(db, {
    provider: "sandbox",
    eventId: eventId(),
    paymentId: hold.payment.id,
    amount: hold.payment.amount,
    now,
  });
  if (outcome.outcome !== "confirmed" && outcome.outcome !== "paid")
    throw new Error(`The payment did not go through: ${JSON.stringify(outcome)}`);
  return { booking, hold, departure, tour, status: outcome.outcome };
}
