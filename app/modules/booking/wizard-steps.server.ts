import { and, eq, gt, inArray, isNull, notInArray } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import {
  bookingExtras,
  bookings,
  bookingTravellers,
  departures,
  tourExtras,
  tours,
} from "#app/db/schema/index";
import { checkParty, seatsFor } from "#app/domain/booking/party";
import type { PaymentChoice } from "#app/domain/booking/payment-terms";
import { normalizePromoCode } from "#app/domain/booking/promo";
import { checkRooms, type Rooms } from "#app/domain/booking/rooms";
import {
  checkTravellers,
  type FieldProblem,
  kindsByPosition,
  type LeadDetails,
  normalizePassportNumber,
  passportProblems,
  type TravellerDetails,
} from "#app/domain/booking/travellers";
import { seatsLeft } from "#app/domain/catalogue/availability";
import type { CurrencyCode } from "#app/domain/currency";
import { addDays, isCalendarDate, officeToday } from "#app/domain/dates";
import type { Party } from "#app/domain/pricing";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { sendToProvider } from "#app/modules/payments/checkout.server";
import type { BookingRow } from "./drafts.server";
import { moveBookingTo } from "./history.server";
import { holdSeats } from "./hold.server";
import { reopenLocked } from "./reopen.server";
import { liveSeatsHeld } from "./seats.server";
import { PRIVATE_DATE_MAX_DAYS, PRIVATE_DATE_MIN_DAYS, wizardPrice } from "./wizard-view.server";

/**
 * Saving the wizard's steps into the traveller's draft (a booking in status
 * `draft`): each save checks what it is given, writes it in one transaction
 * with the booking locked, and answers every problem with its field, so the
 * page shows them beside the fields and keeps what was typed. A booking
 * whose payment had started (its seats held) or whose hold ran out becomes a
 * draft again first: a change is priced, and its seats taken, anew at Pay.
 */

export type StepResult = { ok: true } | { ok: false; status: number; problems: FieldProblem[] };

export type Editor = {
  bookingId: number;
  userId: string;
  now: Date;
  /** The currency the traveller sees and its rate per US dollar, kept with the booking. */
  display?: { currency: CurrencyCode; rate: number };
};

const refused = (status: number, ...problems: FieldProblem[]): StepResult => ({
  ok: false,
  status,
  problems,
});
const notFound = () => refused(404, { field: "form", message: "booking:hold.notFound" });

/** Thrown inside the transaction to roll back what it wrote and answer the refusal. */
class StepRefused extends Error {
  constructor(readonly result: StepResult) {
    super("step refused");
  }
}

/** Runs `edit` on the traveller's draft, locked; anything but a draft (or a hold to reopen) is refused. */
async function editDraft(
  db: Database,
  editor: Editor,
  edit: (tx: Executor, booking: BookingRow) => Promise<StepResult>,
): Promise<StepResult> {
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, editor.bookingId))
        .for("update");
      if (!booking || booking.userId !== editor.userId) return notFound();
      if (!["draft", "pending_payment", "expired"].includes(booking.status))
        return refused(409, { field: "form", message: "booking:wizard.notEditable" });
      const reopened = await reopenLocked(tx, booking, editor);
      if (!reopened.ok) return refused(reopened.status, { field: "form", message: reopened.message });
      const result = await edit(tx, { ...booking, status: "draft", seatCount: 0, holdExpiresAt: null });
      // A refused change leaves everything as it was, a running hold included.
      if (!result.ok) throw new StepRefused(result);
      if (editor.display)
        await tx
          .update(bookings)
          .set({ displayCurrency: editor.display.currency, displayRate: editor.display.rate })
          .where(eq(bookings.id, booking.id));
      return result;
    });
  } catch (error) {
    if (error instanceof StepRefused) return error.result;
    throw error;
  }
}

const touched = (now: Date) => ({ updatedAt: now });

export type TourDetailsInput = {
  departureId: number | null;
  requestedDate: string | null;
  party: Party;
  rooms: Rooms;
};

/**
 * Step 1: the departure (or, for a tour with no scheduled dates, a private
 * date at least 14 days ahead), the party and the rooms. A departure must be
 * this tour's, still to come and open, with seats for the whole party now
 * (Pay checks again, under its lock). The travellers beyond a smaller party
 * are dropped with it.
 */
export async function saveTourDetails(db: Database, editor: Editor, input: TourDetailsInput) {
  return editDraft(db, editor, async (tx, booking) => {
    const [tour] = await tx
      .select({ maxGroupSize: tours.maxGroupSize })
      .from(tours)
      .where(eq(tours.id, booking.tourId));
    if (!tour) return notFound();
    const problems: FieldProblem[] = [];
    const party = checkParty(input.party, { maxGroupSize: tour.maxGroupSize });
    if (!party.ok)
      for (const problem of party.problems)
        problems.push(
          problem.reason === "too_large"
            ? { field: "party", message: "booking:tourStep.tooLarge", values: { max: problem.max } }
            : problem.reason === "no_adult"
              ? { field: "adults", message: "booking:tourStep.noAdult" }
              : { field: problem.field, message: "booking:tourStep.count" },
        );
    else {
      const rooms = checkRooms(input.rooms, input.party);
      if (!rooms.ok) problems.push({ field: "rooms", message: "booking:hold.invalidRooms" });
    }

    const today = officeToday(editor.now);
    const scheduled = await tx
      .select({ id: departures.id })
      .from(departures)
      .where(
        and(
          eq(departures.tourId, booking.tourId),
          gt(departures.startDate, today),
          notInArray(departures.status, ["cancelled", "closed"]),
        ),
      )
      .limit(1);
    let requestedStartDate: string | null = null;
    if (input.departureId !== null) {
      const [departure] = await tx
        .select({
          capacity: departures.capacity,
          seatsTaken: departures.seatsTaken,
          seatsHeld: liveSeatsHeld(editor.now),
          status: departures.status,
          startDate: departures.startDate,
        })
        .from(departures)
        .where(and(eq(departures.id, input.departureId), eq(departures.tourId, booking.tourId)));
      if (!departure || departure.startDate <= today || ["cancelled", "closed"].includes(departure.status))
        problems.push({ field: "departure", message: "booking:hold.departureClosed" });
      else if (party.ok && departure.status === "scheduled" && seatsLeft(departure) < party.seats)
        problems.push({
          field: "departure",
          message: "booking:hold.seatsLeft",
          values: { count: seatsLeft(departure) },
        });
    } else if (scheduled.length > 0) {
      problems.push({ field: "departure", message: "booking:hold.noDeparture" });
    } else {
      const date = input.requestedDate?.trim() ?? "";
      if (!isCalendarDate(date))
        problems.push({ field: "requestedDate", message: "booking:tourStep.dateNeeded" });
      else if (date < addDays(today, PRIVATE_DATE_MIN_DAYS) || date > addDays(today, PRIVATE_DATE_MAX_DAYS))
        problems.push({
          field: "requestedDate",
          message: "booking:tourStep.dateWindow",
          values: { days: PRIVATE_DATE_MIN_DAYS },
        });
      else requestedStartDate = date;
    }
    if (problems.length > 0) return refused(400, ...problems);

    await tx
      .update(bookings)
      .set({
        departureId: input.departureId,
        requestedStartDate,
        adults: input.party.adults,
        children: input.party.children,
        infants: input.party.infants,
        rooms: input.rooms,
        ...touched(editor.now),
      })
      .where(eq(bookings.id, booking.id));
    await tx
      .delete(bookingTravellers)
      .where(
        and(
          eq(bookingTravellers.bookingId, booking.id),
          gt(bookingTravellers.position, seatsFor(input.party)),
        ),
      );
    return { ok: true };
  });
}

export type TravellersInput = {
  lead: LeadDetails;
  travellers: TravellerDetails[];
  dietaryRequirements: string;
  specialRequests: string;
};

/**
 * Step 2. `check: "all"` (Continue) refuses anything missing or wrong;
 * `check: "format"` (Back) keeps what was typed even half done, refusing
 * only a passport that would stop the traveller at the border. Either way a
 * date that is not a date is not stored.
 */
export async function saveTravellers(
  db: Database,
  editor: Editor,
  input: TravellersInput,
  check: "all" | "format",
) {
  return editDraft(db, editor, async (tx, booking) => {
    const trip = await tripDates(tx, booking);
    const problems =
      check === "all"
        ? checkTravellers(input, { party: booking, ...trip })
        : input.travellers.flatMap((t) => passportProblems(t, trip.returnDate));
    if (problems.length > 0) return refused(400, ...problems);

    const text = (value: string) => value.trim() || null;
    const date = (value: string) => (isCalendarDate(value.trim()) ? value.trim() : null);
    await tx
      .update(bookings)
      .set({
        leadFullName: text(input.lead.fullName),
        leadEmail: text(input.lead.email),
        leadPhone: text(input.lead.phone),
        leadCountry: text(input.lead.country),
        emergencyContactName: text(input.lead.emergencyName),
        emergencyContactPhone: text(input.lead.emergencyPhone),
        emergencyContactRelation: text(input.lead.emergencyRelation),
        dietaryRequirements: text(input.dietaryRequirements),
        specialRequests: text(input.specialRequests),
        ...touched(editor.now),
      })
      .where(eq(bookings.id, booking.id));
    const seats = seatsFor(booking);
    const kinds = kindsByPosition(booking);
    for (const traveller of input.travellers) {
      if (traveller.position < 1 || traveller.position > seats) continue;
      const values = {
        kind: kinds[traveller.position - 1] ?? "adult",
        firstName: text(traveller.firstName),
        lastName: text(traveller.lastName),
        dateOfBirth: date(traveller.dateOfBirth),
        nationality: text(traveller.nationality),
        passportNumber: text(normalizePassportNumber(traveller.passportNumber)),
        passportExpiry: date(traveller.passportExpiry),
        updatedAt: editor.now,
      };
      await tx
        .insert(bookingTravellers)
        .values({ bookingId: booking.id, position: traveller.position, ...values, createdAt: editor.now })
        .onConflictDoUpdate({
          target: [bookingTravellers.bookingId, bookingTravellers.position],
          set: values,
        });
    }
    return { ok: true };
  });
}

/** The trip's first and last day: the departure's, or the private date and the tour's length. */
async function tripDates(tx: Executor, booking: BookingRow) {
  if (booking.departureId !== null) {
    const [departure] = await tx
      .select({ startDate: departures.startDate, endDate: departures.endDate })
      .from(departures)
      .where(eq(departures.id, booking.departureId));
    return { startDate: departure?.startDate ?? null, returnDate: departure?.endDate ?? null };
  }
  if (!booking.requestedStartDate) return { startDate: null, returnDate: null };
  const [tour] = await tx
    .select({ durationDays: tours.durationDays })
    .from(tours)
    .where(eq(tours.id, booking.tourId));
  const days = Math.max(1, tour?.durationDays ?? 1);
  return { startDate: booking.requestedStartDate, returnDate: addDays(booking.requestedStartDate, days - 1) };
}

/**
 * Step 3: the extras ticked, each an active extra of this tour that is
 * chosen by hand (the single room supplement comes with single rooms and is
 * never ticked). An id that is not such an extra is refused.
 */
export async function saveExtras(db: Database, editor: Editor, extraIds: readonly number[]) {
  return editDraft(db, editor, async (tx, booking) => {
    const wanted = [...new Set(extraIds)];
    const offered =
      wanted.length === 0
        ? []
        : await tx
            .select()
            .from(tourExtras)
            .where(
              and(
                eq(tourExtras.tourId, booking.tourId),
                eq(tourExtras.isActive, true),
                isNull(tourExtras.roomType),
                inArray(tourExtras.id, wanted),
              ),
            );
    if (offered.length !== wanted.length)
      return refused(400, { field: "extras", message: "booking:hold.invalidExtras" });
    const kept = offered.map((extra) => extra.id);
    await tx
      .delete(bookingExtras)
      .where(
        and(
          eq(bookingExtras.bookingId, booking.id),
          kept.length > 0 ? notInArray(bookingExtras.tourExtraId, kept) : undefined,
        ),
      );
    for (const extra of offered)
      await tx
        .insert(bookingExtras)
        .values({
          bookingId: booking.id,
          tourExtraId: extra.id,
          label: extra.label,
          basis: extra.basis,
          roomType: extra.roomType,
          unitPriceCents: extra.priceCents,
          createdAt: editor.now,
        })
        .onConflictDoNothing();
    await tx.update(bookings).set(touched(editor.now)).where(eq(bookings.id, booking.id));
    return { ok: true };
  });
}

/**
 * Step 4's choices: the promo code (checked for this traveller before it is
 * kept: a code that does not apply is refused beside its field and not
 * stored) and deposit or full payment.
 */
export async function saveReview(
  db: Database,
  editor: Editor,
  input: { promoCode: string | null; paymentChoice: PaymentChoice },
  accountEmail: string,
): Promise<StepResult> {
  const promoCode = input.promoCode ? normalizePromoCode(input.promoCode) || null : null;
  const [current] = await db
    .select({ userId: bookings.userId, promoCode: bookings.promoCode, paymentChoice: bookings.paymentChoice })
    .from(bookings)
    .where(eq(bookings.id, editor.bookingId));
  if (!current || current.userId !== editor.userId) return notFound();
  // Nothing changed (Pay again after a declined card): the running hold is kept, not reopened.
  if (current.promoCode === promoCode && current.paymentChoice === input.paymentChoice) return { ok: true };
  return editDraft(db, editor, async (tx, booking) => {
    const changed = { ...booking, promoCode, paymentChoice: input.paymentChoice };
    if (promoCode) {
      const price = await wizardPrice(tx, changed, accountEmail, "en", editor.now);
      if (!price.ok && price.problem.field === "promoCode")
        throw new StepRefused(refused(409, price.problem));
    }
    await tx
      .update(bookings)
      .set({ promoCode, paymentChoice: input.paymentChoice, ...touched(editor.now) })
      .where(eq(bookings.id, booking.id));
    return { ok: true };
  });
}

/**
 * A private date (or a departure sold on request) is asked for, not paid:
 * the complete draft becomes `requested`, and staff confirm it (then the
 * traveller pays). `onRequested` runs in the same transaction (the
 * acknowledgement mails).
 */
export async function submitRequest(
  db: Database,
  editor: Editor,
  onRequested: (tx: Executor, bookingId: number) => Promise<void>,
) {
  return editDraft(db, editor, async (tx, booking) => {
    const incomplete = await missingDetails(tx, booking);
    if (incomplete.length > 0) return refused(400, ...incomplete);
    // A request names its date (bookings_request_has_date): a departure sold on request's own.
    const trip = await tripDates(tx, booking);
    const moved = await moveBookingTo(
      tx,
      booking,
      "requested",
      { now: editor.now, actorUserId: editor.userId, reason: "date requested" },
      { requestedStartDate: booking.requestedStartDate ?? trip.startDate },
    );
    if (!moved.ok) return refused(moved.status, { field: "form", message: moved.message });
    await onRequested(tx, booking.id);
    return { ok: true };
  });
}

/**
 * What stops a booking from being paid or requested: a date, and step 2
 * complete as stored (the same check as its Continue).
 */
export async function missingDetails(tx: Executor, booking: BookingRow): Promise<FieldProblem[]> {
  const trip = await tripDates(tx, booking);
  if (!trip.startDate) return [{ field: "departure", message: "booking:hold.noDeparture" }];
  const rows = await tx.select().from(bookingTravellers).where(eq(bookingTravellers.bookingId, booking.id));
  const problems = checkTravellers(
    {
      lead: leadOf(booking),
      travellers: rows.map((row) => ({
        position: row.position,
        firstName: row.firstName ?? "",
        lastName: row.lastName ?? "",
        dateOfBirth: row.dateOfBirth ?? "",
        nationality: row.nationality ?? "",
        passportNumber: row.passportNumber ?? "",
        passportExpiry: row.passportExpiry ?? "",
      })),
    },
    { party: booking, ...trip },
  );
  return problems.length > 0 ? [{ field: "travellers", message: "booking:wizard.travellersIncomplete" }] : [];
}

export type PayResult = { ok: true; redirectTo: string } | Extract<StepResult, { ok: false }>;

/**
 * Pay: the details complete, then the hold (holdSeats prices the booking
 * again and charges that; nothing from the form is a price), then the
 * payment provider. The same key answers the same hold and payment.
 */
export async function pay(
  db: Database,
  editor: Editor & {
    idempotencyKey: string;
    language: Language;
    /** The provider the chosen way to pay goes to, and the currencies it may charge in. */
    payment: { provider: string; method: string; chargeable: readonly string[] };
  },
): Promise<PayResult> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, editor.bookingId));
  if (!booking || booking.userId !== editor.userId)
    return { ok: false, status: 404, problems: notFoundProblems };
  const incomplete = await missingDetails(db, booking);
  if (incomplete.length > 0) return { ok: false, status: 400, problems: incomplete };
  const hold = await holdSeats(db, {
    bookingId: booking.id,
    userId: editor.userId,
    idempotencyKey: editor.idempotencyKey,
    now: editor.now,
    ...editor.payment,
  });
  if (!hold.ok)
    return {
      ok: false,
      status: hold.status,
      problems: [{ field: hold.field ?? "form", message: hold.message, values: hold.values }],
    };
  const [tour] = await db.select({ title: tours.title }).from(tours).where(eq(tours.id, booking.tourId));
  const redirectTo = await sendToProvider(db, {
    paymentId: hold.payment.id,
    // What the provider's page says it is for, in the traveller's language: "Serengeti safari: Deposit".
    description: `${tour?.title ?? hold.reference}: ${serverT(editor.language, "account")(`bookings.payments.kinds.${hold.payment.kind}`)}`,
    language: editor.language,
  });
  return { ok: true, redirectTo };
}

const notFoundProblems: FieldProblem[] = [{ field: "form", message: "booking:hold.notFound" }];

/** The lead traveller and emergency contact as stored, empty where nothing was given yet. */
export function leadOf(booking: BookingRow): LeadDetails {
  return {
    fullName: booking.leadFullName ?? "",
    email: booking.leadEmail ?? "",
    phone: booking.leadPhone ?? "",
    country: booking.leadCountry ?? "",
    emergencyName: booking.emergencyContactName ?? "",
    emergencyPhone: booking.emergencyContactPhone ?? "",
    emergencyRelation: booking.emergencyContactRelation ?? "",
  };
}
