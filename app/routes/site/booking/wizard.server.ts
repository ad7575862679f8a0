import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { db } from "#app/db/client.server";
import { maxPartySize } from "#app/domain/booking/party";
import { PAYMENT_CHOICES, PAYMENT_METHODS, type PaymentChoice } from "#app/domain/booking/payment-terms";
import { priceSnapshot } from "#app/domain/booking/price-snapshot";
import { ROOM_TYPES, type Rooms } from "#app/domain/booking/rooms";
import {
  checkTravellers,
  type FieldProblem,
  TRAVELLER_TEXT_MAX,
  type TravellerDetails,
  travellerField,
} from "#app/domain/booking/travellers";
import type { FormStep, WizardNotice, WizardPage, WizardReply } from "#app/domain/booking/wizard-page";
import type { CurrencyCode } from "#app/domain/currency";
import { formatLongDate, isCalendarDate } from "#app/domain/dates";
import type { Language } from "#app/i18n/config";
import { notifyBookingRequested } from "#app/modules/booking/notifications.server";
import {
  type Editor,
  leadOf,
  pay,
  type StepResult,
  saveExtras,
  saveReview,
  saveTourDetails,
  saveTravellers,
  submitRequest,
} from "#app/modules/booking/wizard-steps.server";
import type { WizardView } from "#app/modules/booking/wizard-view.server";
import { translateMessage } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import type { Viewer } from "#app/modules/identity/session.server";
import {
  chargeableCurrencies,
  offeredPaymentMethods,
  providerFor,
} from "#app/modules/payments/providers.server";
import { getRates } from "#app/modules/rates/rates.server";

/** The rate per US dollar of the currency the traveller sees, as /api/rates gives it. */
export async function displayRate(currency: CurrencyCode): Promise<number> {
  const { rates } = await getRates(db());
  const rate = (rates as Record<string, number>)[currency];
  return rate && rate > 0 ? rate : 1;
}

const STATUSES_ON_ACCOUNT = new Set(["confirmed", "paid", "completed", "cancelled"]);

/** The page for one booking: the step asked for, never past what the booking has reached. */
export function wizardPage(view: WizardView, url: URL, now: Date, language: Language) {
  const { booking } = view;
  // Paid or cancelled: the account's booking page is where it lives now.
  if (STATUSES_ON_ACCOUNT.has(booking.status))
    return { redirectTo: `/account/bookings/${booking.id}` } as const;

  const reachable = reachableStep(view);
  const asked = Number(url.searchParams.get("step") ?? reachable);
  const step = (Number.isInteger(asked) && asked >= 1 && asked <= reachable ? asked : reachable) as FormStep;

  const notices: WizardNotice[] = [];
  if (booking.status === "pending_payment" && booking.holdExpiresAt) {
    if (booking.holdExpiresAt > now)
      notices.push({ kind: "holding", until: booking.holdExpiresAt.toISOString() });
    else notices.push({ kind: "hold_expired" });
  }
  if (booking.status === "expired") notices.push({ kind: "hold_expired" });
  if (url.searchParams.get("cancelled") === "1") notices.push({ kind: "payment_cancelled" });
  const shown = positiveInt(url.searchParams.get("shown"));
  if (shown !== null && view.price.ok) {
    const today = view.price.quote.unit.adult.amountMinor;
    if (today !== shown) notices.push({ kind: "price_changed", shownCents: shown, todayCents: today });
  }

  const page: WizardPage = {
    step,
    reachable,
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      departureId: booking.departureId,
      requestedStartDate: booking.requestedStartDate,
      adults: booking.adults,
      children: booking.children,
      infants: booking.infants,
      rooms: booking.rooms,
      lead: { ...leadOf(booking), email: booking.leadEmail ?? view.accountEmail },
      dietaryRequirements: booking.dietaryRequirements ?? "",
      specialRequests: booking.specialRequests ?? "",
      promoCode: booking.promoCode ?? "",
      paymentChoice: booking.paymentChoice,
    },
    tour: {
      id: view.tour.id,
      slug: view.tour.slug,
      title: view.tour.title,
      durationDays: view.tour.durationDays,
      maxPartySize: maxPartySize(view.tour.maxGroupSize),
    },
    departures: view.departures,
    departure: view.departure,
    privateDates: view.departures.length === 0 ? view.privateDates : null,
    startDate: view.startDate,
    returnDate: view.returnDate,
    travellers: view.travellers,
    extras: view.extras.filter((e) => !e.byRoom),
    roomExtras: view.extras.filter((e) => e.byRoom),
    price: view.price.ok
      ? {
          ok: true,
          price: priceSnapshot(view.price.quote),
          extraLabels: view.price.extraLabels,
          promoCode: view.price.promoCode,
        }
      : {
          ok: false,
          message: translateMessage(language, view.price.problem.message, view.price.problem.values),
        },
    needsRequest: view.needsRequest && booking.requestAcceptedAt === null,
    notices,
    payKey: randomUUID(),
    termsHref: "/terms",
    paymentMethods: offeredPaymentMethods(),
  };
  return { page } as const;
}

/** Step 2 needs a date; step 3 and 4 need every traveller named (passports may come later). */
function reachableStep(view: WizardView): FormStep {
  if (!view.startDate) return 1;
  const problems = checkTravellers(
    {
      lead: leadOf(view.booking),
      travellers: view.travellers,
    },
    { party: view.booking, startDate: view.startDate, returnDate: view.returnDate },
  );
  return problems.length > 0 ? 2 : 4;
}

type Outcome =
  | { redirectTo: string; reply?: undefined; status?: undefined }
  | { redirectTo?: undefined; reply: WizardReply; status: number };

const INTENTS = ["tour", "travellers", "extras", "promo", "pay", "request"] as const;
type Intent = (typeof INTENTS)[number];
const STEP_OF: Record<Intent, FormStep> = { tour: 1, travellers: 2, extras: 3, promo: 4, pay: 4, request: 4 };

/** The longest value any field of the wizard may send; longer is refused, not cut. */
const FIELD_MAX = 1000;

/**
 * A step's form, posted: read, checked, saved into the draft, then on to the
 * next step (or back, or to the payment provider). Anything refused comes
 * back with what was typed and each message beside its field, in the
 * visitor's language. A price, a discount or a currency in the form is never
 * read: Pay prices the booking from the database.
 */
export async function handleWizardAction(
  request: Request,
  context: Pick<AppLoadContext, "language" | "currency">,
  viewer: Viewer,
): Promise<Outcome> {
  const form = await readForm(request, context);
  const intentValue = String(form.get("intent") ?? "");
  const intent = (INTENTS as readonly string[]).includes(intentValue) ? (intentValue as Intent) : null;
  const bookingId = positiveInt(String(form.get("draft") ?? ""));
  const values = typedValues(form);
  const refuse = (status: number, problems: FieldProblem[]): Outcome => ({
    status,
    reply: { step: intent ? STEP_OF[intent] : 1, values, ...translated(context.language, problems) },
  });
  if (!intent || bookingId === null)
    return refuse(400, [{ field: "form", message: "booking:wizard.badRequest" }]);
  const tooLong = [...form.entries()].find(([, v]) => typeof v === "string" && v.length > FIELD_MAX);
  if (tooLong)
    return refuse(413, [
      { field: tooLong[0], message: "booking:wizard.tooLong", values: { max: FIELD_MAX } },
    ]);

  const editor: Editor = {
    bookingId,
    userId: viewer.id,
    now: new Date(),
    display: { currency: context.currency, rate: await displayRate(context.currency) },
  };
  const back = form.get("direction") === "back";
  const to = (step: number, extra = "") => `/booking?draft=${bookingId}&step=${step}${extra}`;
  const done = (result: StepResult, next: string): Outcome =>
    result.ok ? { redirectTo: next } : refuse(result.status, result.problems);

  switch (intent) {
    case "tour": {
      const parsed = parseTourDetails(form);
      if (!parsed.ok) return refuse(400, parsed.problems);
      return done(await saveTourDetails(db(), editor, parsed.input), to(2));
    }
    case "travellers": {
      const parsed = parseTravellers(form);
      if (!parsed.ok) return refuse(400, parsed.problems);
      const result = await saveTravellers(db(), editor, parsed.input, back ? "format" : "all");
      return done(result, to(back ? 1 : 3));
    }
    case "extras": {
      const ids = form.getAll("extra").map((v) => positiveInt(String(v)));
      if (ids.some((id) => id === null))
        return refuse(400, [{ field: "extras", message: "booking:hold.invalidExtras" }]);
      return done(await saveExtras(db(), editor, ids as number[]), to(back ? 2 : 4));
    }
    case "promo":
    case "pay":
    case "request": {
      const review = await saveReview(db(), editor, parseReview(form), viewer.email);
      if (!review.ok || intent === "promo") return done(review, to(4));
      if (form.get("terms") !== "on")
        return refuse(400, [{ field: "terms", message: "booking:review.acceptTerms" }]);
      if (intent === "request") return done(await submitRequest(db(), editor, notifyBookingRequested), to(4));
      const key = String(form.get("payKey") ?? "");
      const method = PAYMENT_METHODS.find((m) => m === form.get("paymentMethod"));
      const provider = method ? providerFor(method) : null;
      if (!method || !provider)
        return refuse(400, [{ field: "paymentMethod", message: "booking:review.chooseMethod" }]);
      const paid = await pay(db(), {
        ...editor,
        idempotencyKey: key,
        language: context.language,
        payment: { provider: provider.name, method, chargeable: chargeableCurrencies(provider) },
      });
      return paid.ok ? { redirectTo: paid.redirectTo } : refuse(paid.status, paid.problems);
    }
  }
}

function translated(language: Language, problems: FieldProblem[]) {
  const fieldErrors: Record<string, string> = {};
  let formError: string | null = null;
  for (const problem of problems) {
    const values = { ...problem.values };
    // Dates in messages ("valid until at least {{date}}") read as the page's language writes them.
    if (typeof values.date === "string" && isCalendarDate(values.date))
      values.date = formatLongDate(values.date, language);
    const message = translateMessage(language, problem.message, values);
    if (problem.field === "form") formError ??= message;
    else fieldErrors[problem.field] ??= message;
  }
  return { fieldErrors, formError };
}

/** Everything typed, to show it again: text fields as sent, ticked boxes as lists. */
function typedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (key === "payKey" || key === "intent" || key === "draft") continue;
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = key === "extra" ? all : (all[0] ?? "").slice(0, FIELD_MAX);
  }
  return values;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A count as typed: a whole number of at most three digits, else null (refused beside its field). */
function count(form: FormData, name: string): number | null {
  const value = text(form, name).trim();
  if (value === "") return 0;
  return /^\d{1,3}$/.test(value) ? Number(value) : null;
}

function parseTourDetails(form: FormData) {
  const problems: FieldProblem[] = [];
  const counted = (name: string) => {
    const value = count(form, name);
    if (value === null) problems.push({ field: name, message: "booking:tourStep.count" });
    return value ?? 0;
  };
  const party = { adults: counted("adults"), children: counted("children"), infants: counted("infants") };
  const rooms: Rooms = {};
  for (const type of ROOM_TYPES) {
    const n = count(form, `rooms-${type}`);
    if (n === null) problems.push({ field: "rooms", message: "booking:tourStep.count" });
    else if (n > 0) rooms[type] = n;
  }
  const departure = text(form, "departure");
  const departureId = departure === "" ? null : positiveInt(departure);
  if (departure !== "" && departureId === null)
    problems.push({ field: "departure", message: "booking:hold.departureClosed" });
  if (problems.length > 0) return { ok: false, problems } as const;
  return {
    ok: true,
    input: { departureId, requestedDate: text(form, "requestedDate") || null, party, rooms },
  } as const;
}

const TRAVELLER_FIELDS = {
  firstName: TRAVELLER_TEXT_MAX.name,
  lastName: TRAVELLER_TEXT_MAX.name,
  dateOfBirth: 10,
  nationality: TRAVELLER_TEXT_MAX.nationality,
  passportNumber: TRAVELLER_TEXT_MAX.passportNumber + 6,
  passportExpiry: 10,
} as const;

const LEAD_FIELDS = {
  leadFullName: TRAVELLER_TEXT_MAX.fullName,
  leadEmail: TRAVELLER_TEXT_MAX.email,
  leadPhone: TRAVELLER_TEXT_MAX.phone,
  leadCountry: TRAVELLER_TEXT_MAX.country,
  emergencyName: TRAVELLER_TEXT_MAX.fullName,
  emergencyPhone: TRAVELLER_TEXT_MAX.phone,
  emergencyRelation: TRAVELLER_TEXT_MAX.relation,
  dietaryRequirements: TRAVELLER_TEXT_MAX.notes,
  specialRequests: TRAVELLER_TEXT_MAX.notes,
} as const;

/** The longest party there is: the hard cap (20). */
const MAX_POSITIONS = 20;

function parseTravellers(form: FormData) {
  const problems: FieldProblem[] = [];
  const capped = (name: string, max: number) => {
    const value = text(form, name);
    if (value.length > max)
      problems.push({ field: name, message: "booking:wizard.tooLong", values: { max } });
    return value;
  };
  const lead = Object.fromEntries(
    Object.entries(LEAD_FIELDS).map(([name, max]) => [name, capped(name, max)]),
  ) as Record<keyof typeof LEAD_FIELDS, string>;
  const travellers: TravellerDetails[] = [];
  for (let position = 1; position <= MAX_POSITIONS; position++) {
    if (!form.has(travellerField(position, "firstName"))) continue;
    const field = (name: keyof typeof TRAVELLER_FIELDS) =>
      capped(travellerField(position, name), TRAVELLER_FIELDS[name]);
    travellers.push({
      position,
      firstName: field("firstName"),
      lastName: field("lastName"),
      dateOfBirth: field("dateOfBirth"),
      nationality: field("nationality"),
      passportNumber: field("passportNumber"),
      passportExpiry: field("passportExpiry"),
    });
  }
  if (problems.length > 0) return { ok: false, problems } as const;
  return {
    ok: true,
    input: {
      lead: {
        fullName: lead.leadFullName,
        email: lead.leadEmail,
        phone: lead.leadPhone,
        country: lead.leadCountry,
        emergencyName: lead.emergencyName,
        emergencyPhone: lead.emergencyPhone,
        emergencyRelation: lead.emergencyRelation,
      },
      travellers,
      dietaryRequirements: lead.dietaryRequirements,
      specialRequests: lead.specialRequests,
    },
  } as const;
}

function parseReview(form: FormData): { promoCode: string | null; paymentChoice: PaymentChoice } {
  const choice = text(form, "paymentChoice");
  return {
    promoCode: text(form, "promoCode").trim().slice(0, 40) || null,
    paymentChoice: (PAYMENT_CHOICES as readonly string[]).includes(choice)
      ? (choice as PaymentChoice)
      : "deposit",
  };
}
