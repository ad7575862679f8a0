import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import { db } from "#app/db/client.server";
import type { ActionFailure } from "#app/domain/action-result";
import {
  BOOKING_KEPT_FIELDS,
  bookingIntent,
  cancellationRequestSchema,
  passportSchema,
  payBalanceSchema,
} from "#app/domain/booking/account-forms";
import type { BookingActionData } from "#app/domain/booking/account-view";
import { PAYMENT_METHODS } from "#app/domain/booking/payment-terms";
import { formatLongDate, isCalendarDate } from "#app/domain/dates";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { accountBooking, ownBooking } from "#app/modules/booking/account.server";
import { startBalancePayment } from "#app/modules/booking/balance.server";
import { cancellationPolicy, requestCancellation } from "#app/modules/booking/cancellation-request.server";
import { completePassport } from "#app/modules/booking/passports.server";
import { refuseForm, typedValues, validateForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import type { Viewer } from "#app/modules/identity/session.server";
import { sendToProvider } from "#app/modules/payments/checkout.server";
import { chargeableCurrencies, paymentMethods, providerFor } from "#app/modules/payments/providers.server";

type Context = Pick<AppLoadContext, "language" | "clientIp">;

/** The booking id of the address, or 404: a word, a negative or a huge number is no booking. */
export function bookingIdParam(value: string | undefined): number {
  const id = positiveInt(value);
  if (id === null) notFound();
  return id;
}

/** One of the viewer's bookings as the pages show it, or 404 (someone else's looks the same as none). */
export async function loadAccountBooking(viewer: Viewer, id: number, language: Language) {
  const booking = await accountBooking(db(), {
    bookingId: id,
    userId: viewer.id,
    now: new Date(),
    language,
    policy: cancellationPolicy(),
  });
  if (!booking) notFound();
  return booking;
}

/** A new Pay balance key for each page shown: the same page posted twice is one payment. */
export function newPayKey(): string {
  return `balance-${randomUUID()}`;
}

/** Dates a refusal names (YYYY-MM-DD) as the page's language writes them. */
function readableValues(values: Record<string, unknown> | undefined, language: Language) {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" && isCalendarDate(value) ? formatLongDate(value, language) : value,
    ]),
  );
}

/**
 * The booking page's action: Pay balance (on to the payment provider),
 * a traveller's passport, the cancellation request. Each form is validated
 * on its own; a refusal answers 4xx with the translated messages beside the
 * fields and what was typed; a success redirects (POST, redirect, GET), so
 * the page works the same without JavaScript.
 */
export async function handleBookingAction(
  viewer: Viewer,
  idParam: string | undefined,
  request: Request,
  context: Context,
) {
  const { language } = context;
  // A body no form sends is refused first (415/400), as on every action; then
  // someone else's booking is no booking, whatever is posted.
  const form = await readForm(request, context);
  const id = bookingIdParam(idParam);
  if (!(await ownBooking(db(), id, viewer.id))) notFound();
  const intent = bookingIntent(form.get("intent"));
  const travellerId = intent === "passport" ? positiveInt(String(form.get("travellerId") ?? "")) : null;
  const reply: Omit<BookingActionData, "fieldErrors" | "formError"> = {
    intent,
    travellerId,
    values: typedValues(form, BOOKING_KEPT_FIELDS),
  };
  const refuse = (failure: Omit<ActionFailure, "ok">) =>
    refuseForm(language, reply, { ...failure, values: readableValues(failure.values, language) });
  const page = `/account/bookings/${id}`;
  const now = new Date();

  switch (intent) {
    case "pay-balance": {
      const checked = validateForm(payBalanceSchema, form, language, reply);
      if (!checked.ok) return refuse({ status: 400, message: "account:bookings.balance.badKey" });
      // The way to pay chosen, or the first one offered (the form shows a choice when there are several).
      const method = PAYMENT_METHODS.find((m) => m === form.get("paymentMethod")) ?? paymentMethods()[0];
      const provider = method ? providerFor(method) : null;
      if (!method || !provider)
        return refuse({ status: 400, field: "paymentMethod", message: "booking:review.chooseMethod" });
      const started = await startBalancePayment(db(), {
        provider: provider.name,
        method,
        chargeable: chargeableCurrencies(provider),
        bookingId: id,
        userId: viewer.id,
        idempotencyKey: checked.data.idempotencyKey,
        now,
      });
      if (!started.ok) {
        if (started.status === 404) notFound();
        return refuse(started);
      }
      // The same key again after the payment ended: nothing to pay with it, back to the booking.
      if (started.payment.status !== "pending") return redirect(`${page}#payments`);
      const description = String(
        serverT(language, "account")("bookings.balance.description", {
          reference: started.reference,
          tour: started.tourTitle,
        }),
      );
      const url = await sendToProvider(db(), {
        paymentId: started.payment.id,
        description,
        language,
      });
      return redirect(url);
    }
    case "passport": {
      const checked = validateForm(passportSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      const result = await completePassport(db(), {
        bookingId: id,
        userId: viewer.id,
        travellerId: checked.data.travellerId,
        passportNumber: checked.data.passportNumber,
        passportExpiry: checked.data.passportExpiry,
        now,
      });
      if (!result.ok) {
        if (result.status === 404 && result.reason === "not_found") notFound();
        return refuse(result);
      }
      return redirect(`${page}?done=passport#travellers`);
    }
    case "cancel-request": {
      const checked = validateForm(cancellationRequestSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      const result = await requestCancellation(db(), {
        bookingId: id,
        userId: viewer.id,
        note: checked.data.note,
        now,
      });
      if (!result.ok) {
        if (result.status === 404) notFound();
        return refuse(result);
      }
      return redirect(`${page}?done=cancel-request#cancellation`);
    }
    default:
      return refuse({ status: 400, message: "errors:invalidInput" });
  }
}
