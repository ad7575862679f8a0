import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, bookingNotes, departures, emailOutbox } from "#app/db/schema/index";
import { BOOKING_LIST } from "#app/domain/admin/bookings";
import { readListQuery } from "#app/domain/admin/list-query";
import { addDays } from "#app/domain/dates";
import { paidBooking } from "#tests/account-bookings";
import { bookingRow, departureSeats, heldBooking, historyOf, mailsAbout, paymentsOf } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createTour, createUser, isoDate } from "#tests/factories";
import { bookingDetail } from "./detail.server";
import { listBookings } from "./list.server";
import { moveToDeparture } from "./move-departure.server";
import { recordOfflinePayment } from "./offline-payment.server";
import { confirmRequest, declineRequest } from "./requests.server";
import {
  addBookingNote,
  markCompleted,
  resendBookingMail,
  staffCancel,
  staffRefund,
} from "./staff-actions.server";

// The staff's actions on a booking (issue 15, item 3): each through the
// status table, with its audit row in the same transaction, refused with a
// message key when the booking's status or version does not allow it.

const database = setUpTestDatabase();
const db = () => database().db;

async function clerk() {
  return (await createUser(db(), { role: "staff" })).id;
}

async function auditOf(bookingId: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "booking"), eq(auditEvents.entityId, String(bookingId))))
    .orderBy(auditEvents.id);
}

async function privateRequest() {
  const tour = await createTour(db(), { durationDays: 5 });
  return createBooking(db(), {
    tourId: tour.id,
    departureId: null,
    status: "requested",
    requestedStartDate: isoDate(new Date(), 50),
    adults: 2,
    language: "de",
  });
}

describe("confirming and declining a request", () => {
  it("accepts a private date: a departure of its own on request, the payment link mailed, history and audit", async () => {
    const staff = await clerk();
    const request = await privateRequest();
    const now = new Date();
    expect(
      await confirmRequest(db(), {
        bookingId: request.id,
        version: request.version,
        actorUserId: staff,
        now,
      }),
    ).toEqual({
      ok: true,
    });
    const after = await bookingRow(db(), request.id);
    expect(after.status).toBe("requested");
    expect(after.requestAcceptedAt).not.toBeNull();
    expect(after.version).toBe(request.version + 1);
    const [departure] = await db().select().from(departures).where(eq(departures.id, after.departureId!));
    expect(departure).toMatchObject({
      status: "on_request",
      capacity: 2,
      startDate: request.requestedStartDate,
    });
    const mail = (await mailsAbout(db(), request.reference)).find(
      (m) => m.template === "booking-request-accepted",
    );
    expect(mail?.text).toContain(`/booking?draft=${request.id}&step=4`);
    expect(mail?.subject).toContain("bestätigt");
    expect((await historyOf(db(), request.id)).at(-1)).toEqual([
      "requested",
      "requested",
      "request accepted",
    ]);
    const [audit] = await auditOf(request.id);
    expect(audit).toMatchObject({ action: "booking.confirm_request", actorUserId: staff });
    expect(audit?.before).toMatchObject({ departureId: null, requestAcceptedAt: null });
    expect(audit?.after).toMatchObject({ departureId: after.departureId });

    // Twice is refused: it is no longer a request waiting for an answer (and the version moved on).
    const again = await confirmRequest(db(), {
      bookingId: request.id,
      version: after.version,
      actorUserId: staff,
      now,
    });
    expect(again).toMatchObject({ ok: false, status: 409, message: "admin-bookings:refused.notRequest" });
    const stale = await confirmRequest(db(), {
      bookingId: request.id,
      version: request.version,
      actorUserId: staff,
      now,
    });
    expect(stale).toMatchObject({ ok: false, status: 409, message: "admin:form.conflict" });
  });

  it("declines a request: cancelled, the traveller told why, audited; a paid booking is not a request", async () => {
    const staff = await clerk();
    const request = await privateRequest();
    const answer = await declineRequest(db(), {
      bookingId: request.id,
      version: request.version,
      actorUserId: staff,
      reason: "No guide free that week",
      now: new Date(),
    });
    expect(answer).toEqual({ ok: true });
    expect((await bookingRow(db(), request.id)).status).toBe("cancelled");
    const mail = (await mailsAbout(db(), request.reference)).find(
      (m) => m.template === "booking-request-declined",
    );
    expect(mail?.text).toContain("No guide free that week");
    const [audit] = await auditOf(request.id);
    expect(audit).toMatchObject({ action: "booking.decline_request", before: { status: "requested" } });
    expect(audit?.after).toMatchObject({ status: "cancelled" });

    const { booking } = await paidBooking(db());
    const paid = await bookingRow(db(), booking.id);
    expect(
      await declineRequest(db(), {
        bookingId: paid.id,
        version: paid.version,
        actorUserId: staff,
        reason: "x",
        now: new Date(),
      }),
    ).toMatchObject({ ok: false, status: 409, message: "admin-bookings:refused.notRequest" });
    expect((await bookingRow(db(), paid.id)).status).toBe("confirmed");
  });
});

describe("recording an offline payment", () => {
  it("pays the balance by bank transfer as an online payment would: paid, the receipt queued, audited", async () => {
    const staff = await clerk();
    const { booking } = await paidBooking(db(), { choice: "deposit" });
    const confirmed = await bookingRow(db(), booking.id);
    const due = confirmed.balanceCents;
    const order = {
      bookingId: booking.id,
      version: confirmed.version,
      actorUserId: staff,
      method: "bank_transfer" as const,
      reference: "CRDB-2026-0042",
      now: new Date(),
    };
    // Not what is due: refused beside the amount, nothing recorded.
    expect(await recordOfflinePayment(db(), { ...order, amountCents: due - 100 })).toMatchObject({
      ok: false,
      status: 400,
      field: "amount",
      message: "admin-bookings:form.amountNotDue",
    });
    expect(await recordOfflinePayment(db(), { ...order, amountCents: due })).toEqual({ ok: true });
    const after = await bookingRow(db(), booking.id);
    expect(after.status).toBe("paid");
    const offline = (await paymentsOf(db(), booking.id)).at(-1);
    expect(offline).toMatchObject({
      provider: "offline",
      kind: "balance",
      status: "succeeded",
      amountCents: due,
      method: "bank_transfer",
      providerReference: "CRDB-2026-0042",
      actorUserId: staff,
    });
    const receipts = (await mailsAbout(db(), booking.reference)).filter(
      (m) => m.template === "payment-receipt",
    );
    expect(receipts.at(-1)?.text).toContain(`${booking.reference}-${offline?.id}`);
    const audit = (await auditOf(booking.id)).at(-1);
    expect(audit).toMatchObject({ action: "booking.offline_payment", before: { status: "confirmed" } });
    expect(audit?.after).toMatchObject({ status: "paid", amountCents: due, reference: "CRDB-2026-0042" });

    // Paid: nothing more can be recorded; the old form is stale anyway.
    expect(
      await recordOfflinePayment(db(), { ...order, version: after.version, amountCents: due }),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: "admin-bookings:refused.notPayable",
    });
    expect(await recordOfflinePayment(db(), { ...order, amountCents: due })).toMatchObject({
      message: "admin:form.conflict",
    });

    // Money taken offline goes back offline: the office pays it back, the refund is recorded at once.
    expect(
      await staffRefund(db(), {
        ...order,
        version: after.version,
        amountCents: due,
        reason: "Overpaid",
        key: "offline-refund-1",
      }),
    ).toMatchObject({ ok: true, amountCents: due, refunds: [{ status: "refunded" }] });
    expect((await paymentsOf(db(), booking.id)).at(-1)).toMatchObject({
      kind: "refund",
      provider: "offline",
      status: "refunded",
      refundOfPaymentId: offline?.id,
    });
  });

  it("takes a running hold's deposit in cash (its held seats become taken) and refuses a reference used before", async () => {
    const staff = await clerk();
    const { booking, hold } = await heldBooking(db(), {
      adults: 2,
      rooms: { double: 1 },
      paymentChoice: "deposit",
    });
    const held = await bookingRow(db(), booking.id);
    const base = { actorUserId: staff, method: "cash" as const, now: new Date() };
    expect(
      await recordOfflinePayment(db(), {
        ...base,
        bookingId: booking.id,
        version: held.version,
        reference: "RECEIPT-77",
        amountCents: held.depositCents,
      }),
    ).toEqual({ ok: true });
    expect((await bookingRow(db(), booking.id)).status).toBe("confirmed");
    expect(await departureSeats(db(), held.departureId!)).toMatchObject({ taken: 2, held: 0 });
    expect(hold.payment.status).toBe("pending");

    const other = await heldBooking(db(), { paymentChoice: "deposit" });
    const row = await bookingRow(db(), other.booking.id);
    expect(
      await recordOfflinePayment(db(), {
        ...base,
        bookingId: row.id,
        version: row.version,
        reference: "RECEIPT-77",
        amountCents: row.depositCents,
      }),
    ).toMatchObject({
      ok: false,
      status: 409,
      field: "reference",
      message: "admin-bookings:form.referenceUsed",
    });
    expect((await bookingRow(db(), row.id)).status).toBe("pending_payment");
  });
});

describe("refunds and cancellations", () => {
  it("cancels then refunds part, with audit rows; a stale form and too much are refused", async () => {
    const staff = await clerk();
    const { booking, departure } = await paidBooking(db(), { choice: "full" });
    const paid = await bookingRow(db(), booking.id);
    const now = new Date();
    expect(
      await staffCancel(db(), {
        bookingId: booking.id,
        version: paid.version,
        actorUserId: staff,
        reason: "Ill",
        now,
      }),
    ).toEqual({ ok: true });
    expect(await departureSeats(db(), departure.id)).toMatchObject({ taken: 0 });
    const cancelled = await bookingRow(db(), booking.id);
    expect(cancelled.status).toBe("cancelled");

    const refund = { bookingId: booking.id, actorUserId: staff, reason: "Goodwill", now };
    expect(
      await staffRefund(db(), {
        ...refund,
        version: paid.version,
        amountCents: 10_000,
        key: "refund-stale-1",
      }),
    ).toMatchObject({ ok: false, message: "admin:form.conflict" });
    expect(
      await staffRefund(db(), {
        ...refund,
        version: cancelled.version,
        amountCents: paid.totalCents + 1,
        key: "refund-much-1",
      }),
    ).toMatchObject({ ok: false, status: 409, message: "booking:refund.tooMuch" });
    expect(
      await staffRefund(db(), {
        ...refund,
        version: cancelled.version,
        amountCents: 25_000,
        key: "refund-part-1",
      }),
    ).toMatchObject({ ok: true, amountCents: 25_000, refunds: [{ status: "refunded" }] });
    expect((await bookingRow(db(), booking.id)).version).toBe(cancelled.version + 1);
    const audits = await auditOf(booking.id);
    expect(audits.map((a) => a.action)).toEqual(["booking.cancel", "booking.refund"]);
    expect(audits[0]).toMatchObject({ before: { status: "paid" }, after: { status: "cancelled" } });
    expect(audits[1]?.after).toMatchObject({ refundCents: 25_000, reason: "Goodwill" });
    expect((await mailsAbout(db(), booking.reference)).some((m) => m.template === "refund-issued")).toBe(
      true,
    );
  });

  it("refuses to cancel a completed booking, and completes only after the trip's last day", async () => {
    const staff = await clerk();
    const { booking, departure } = await paidBooking(db(), { choice: "full" });
    const paid = await bookingRow(db(), booking.id);
    const early = await markCompleted(db(), {
      bookingId: booking.id,
      version: paid.version,
      actorUserId: staff,
      now: new Date(),
    });
    expect(early).toMatchObject({ ok: false, status: 409, message: "admin-bookings:refused.notOver" });
    const later = new Date(`${addDays(departure.endDate, 2)}T09:00:00Z`);
    expect(
      await markCompleted(db(), {
        bookingId: booking.id,
        version: paid.version,
        actorUserId: staff,
        now: later,
      }),
    ).toEqual({
      ok: true,
    });
    const done = await bookingRow(db(), booking.id);
    expect(done.status).toBe("completed");
    expect((await auditOf(booking.id)).at(-1)).toMatchObject({
      action: "booking.complete",
      before: { status: "paid" },
      after: { status: "completed" },
    });
    expect(
      await staffCancel(db(), {
        bookingId: booking.id,
        version: done.version,
        actorUserId: staff,
        reason: "x",
        now: later,
      }),
    ).toMatchObject({ ok: false, status: 409, message: "booking:status.refused" });
  });
});

describe("moving to another departure", () => {
  it("takes the seats on the new date and gives the old ones back; a full date and another tour's are refused", async () => {
    const staff = await clerk();
    const { booking, departure, tour } = await paidBooking(db(), { choice: "deposit" });
    const confirmed = await bookingRow(db(), booking.id);
    const roomy = await createDeparture(db(), { tourId: tour.id, capacity: 6 });
    const full = await createDeparture(db(), { tourId: tour.id, capacity: 3, seatsTaken: 2 });
    const elsewhere = await createDeparture(db());
    const order = { bookingId: booking.id, actorUserId: staff, reason: "Flight changed", now: new Date() };

    expect(
      await moveToDeparture(db(), { ...order, version: confirmed.version, departureId: full.id }),
    ).toMatchObject({
      ok: false,
      status: 409,
      field: "departure",
      message: "admin-bookings:refused.seatsLeft",
      values: { seats: 1 },
    });
    expect(
      await moveToDeparture(db(), { ...order, version: confirmed.version, departureId: elsewhere.id }),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: "admin-bookings:form.departureInvalid",
    });
    expect(
      await moveToDeparture(db(), { ...order, version: confirmed.version, departureId: roomy.id }),
    ).toEqual({
      ok: true,
    });
    expect(await departureSeats(db(), departure.id)).toMatchObject({ taken: 0, held: 0 });
    expect(await departureSeats(db(), roomy.id)).toMatchObject({ taken: 2, held: 0 });
    expect(await departureSeats(db(), full.id)).toMatchObject({ taken: 2 });
    const moved = await bookingRow(db(), booking.id);
    expect(moved).toMatchObject({
      departureId: roomy.id,
      status: "confirmed",
      version: confirmed.version + 1,
    });
    expect((await auditOf(booking.id)).at(-1)).toMatchObject({
      action: "booking.move",
      before: { departureId: departure.id },
      after: { departureId: roomy.id },
    });
    expect(
      await moveToDeparture(db(), { ...order, version: confirmed.version, departureId: departure.id }),
    ).toMatchObject({ message: "admin:form.conflict" });
  });
});

describe("mails, notes, the list and the page", () => {
  it("resends a mail about the booking as a copy, adds a note, and shows both on the page", async () => {
    const staff = await clerk();
    const { booking } = await paidBooking(db(), {
      travellers: [{ firstName: "Neema", passportNumber: "TZ123456" }],
    });
    const [first] = await mailsAbout(db(), booking.reference);
    expect(first).toBeDefined();
    expect(
      await resendBookingMail(db(), {
        bookingId: booking.id,
        outboxId: first!.id,
        actorUserId: staff,
        now: new Date(),
      }),
    ).toEqual({
      ok: true,
    });
    const copies = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, first!.subject), eq(emailOutbox.toAddress, first!.toAddress)));
    expect(copies).toHaveLength(2);
    expect(copies[1]).toMatchObject({ text: first!.text, status: "pending" });
    // A mail about another booking cannot be resent from this one.
    const other = await paidBooking(db());
    const [foreign] = await mailsAbout(db(), other.booking.reference);
    expect(
      await resendBookingMail(db(), {
        bookingId: booking.id,
        outboxId: foreign!.id,
        actorUserId: staff,
        now: new Date(),
      }),
    ).toMatchObject({ ok: false, status: 404 });

    expect(
      await addBookingNote(db(), {
        bookingId: booking.id,
        actorUserId: staff,
        body: " Called the lead. ",
        now: new Date(),
      }),
    ).toEqual({
      ok: true,
    });
    const notes = await db().select().from(bookingNotes).where(eq(bookingNotes.bookingId, booking.id));
    expect(notes.map((n) => n.body)).toEqual(["Called the lead."]);

    const detail = await bookingDetail(booking.reference);
    expect(detail?.travellers[0]).toMatchObject({ firstName: "Neema", passportNumber: "TZ123456" });
    expect(detail?.notes.map((n) => n.body)).toEqual(["Called the lead."]);
    expect(detail?.mails.length).toBeGreaterThanOrEqual(2);
    expect(detail?.priceLines[0]).toMatchObject({ key: "price.adult", cents: 400_000 });
    expect(detail?.actions).toEqual(expect.arrayContaining(["offlinePayment", "refund", "cancel", "move"]));
    expect((await auditOf(booking.id)).map((a) => a.action)).toEqual(["booking.resend_mail", "booking.note"]);
  });

  it("filters the list by status, tour, month, balance, search and flag", async () => {
    const { booking, tour, departure } = await paidBooking(db(), {
      choice: "deposit",
      leadFullName: "Baraka Filterson",
    });
    const query = (params: Record<string, string>) =>
      readListQuery(new URLSearchParams(params), BOOKING_LIST);
    const refs = async (params: Record<string, string>) =>
      (await listBookings(query(params), { all: true })).rows.map((r) => r.reference);
    expect(await refs({ q: "filterson" })).toEqual([booking.reference]);
    expect(await refs({ tour: String(tour.id), status: "confirmed" })).toEqual([booking.reference]);
    expect(await refs({ tour: String(tour.id), status: "paid" })).toEqual([]);
    expect(await refs({ tour: String(tour.id), month: departure.startDate.slice(0, 7) })).toEqual([
      booking.reference,
    ]);
    expect(await refs({ tour: String(tour.id), balance: "due" })).toEqual([booking.reference]);
    expect(await refs({ tour: String(tour.id), balance: "overdue" })).toEqual([]);
    expect(await refs({ tour: String(tour.id), flagged: "yes" })).toEqual([]);
    const page = await listBookings(query({ q: booking.reference.toLowerCase() }));
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ paidCents: expect.any(Number), tourTitle: tour.title });
  });
});
