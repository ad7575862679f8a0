import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookings, payments, users } from "#app/db/schema/index";
import type { PaymentKind } from "#app/domain/booking/payment-terms";
import { PAYMENT_METHODS, type PaymentMethod } from "#app/domain/booking/payment-terms";
import type { PriceSnapshot } from "#app/domain/booking/price-snapshot";
import type { CurrencyCode } from "#app/domain/currency";
import { type Money, money, roundHalfAwayFromZero } from "#app/domain/money";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { absoluteUrl } from "#app/i18n/urls";
import { env } from "#app/modules/config/env.server";
import { paymentProviders } from "./providers.server";

/**
 * Hands a pending payment to its provider and answers where the traveller
 * goes to pay: the wizard's Pay and the account's Pay balance both come
 * here. Everything the provider is told is read from the stored rows (the
 * amount in the booking's charge currency, the payer), nothing from the
 * form. The provider's id for the attempt is kept on the payment row the
 * first time (a second tab asking again keeps the first). The traveller
 * comes back to /booking/success or /booking/cancel with the reference.
 */
export async function sendToProvider(
  db: Executor,
  checkout: { paymentId: number; description: string; language: Language },
): Promise<string> {
  const [row] = await db
    .select({
      payment: {
        id: payments.id,
        provider: payments.provider,
        amountCents: payments.amountCents,
        chargedMinor: payments.chargedMinor,
        currency: payments.currency,
        method: payments.method,
        kind: payments.kind,
        providerReference: payments.providerReference,
      },
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        leadEmail: bookings.leadEmail,
        leadFullName: bookings.leadFullName,
        leadPhone: bookings.leadPhone,
        leadCountry: bookings.leadCountry,
        priceLines: bookings.priceLines,
      },
      accountEmail: users.email,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(payments.id, checkout.paymentId));
  if (!row) throw new Error(`Payment ${checkout.paymentId} does not exist`);
  const { payment, booking } = row;
  const provider = paymentProviders().get(payment.provider);
  if (!provider) throw new Error(`Payment provider ${payment.provider} is not switched on`);
  const site = env().siteUrl;
  const back = (page: "success" | "cancel") =>
    absoluteUrl(site, `/booking/${page}?ref=${encodeURIComponent(booking.reference)}`);
  const amount = money(payment.chargedMinor ?? payment.amountCents, payment.currency as CurrencyCode);
  const start = await provider.start({
    paymentId: payment.id,
    bookingId: booking.id,
    bookingReference: booking.reference,
    amount,
    method: methodOf(payment.method),
    providerReference: payment.providerReference,
    lines: chargeLines(payment.kind, booking.priceLines, amount, checkout),
    description: checkout.description,
    customer: {
      email: booking.leadEmail ?? row.accountEmail,
      name: booking.leadFullName,
      phone: booking.leadPhone,
      country: booking.leadCountry,
    },
    language: checkout.language,
    successUrl: back("success"),
    cancelUrl: back("cancel"),
    notificationUrl: absoluteUrl(site, `/webhooks/payments/${provider.name}`),
  });
  if (payment.providerReference === null)
    await db
      .update(payments)
      .set({ providerReference: start.providerReference })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerReference)));
  return start.redirectUrl;
}

/**
 * What the charge is for, line by line, from the booking's stored price
 * lines: for a payment of the whole price with no discount, each party line
 * ("2 adults") and extra, in the charge's currency, the last one taking the
 * rounding so that they add up to what is charged. A deposit or a balance
 * is a share of the whole, and a discount cannot be a line at every
 * provider (Stripe takes no negative line): those are one line, the
 * payment's description.
 */
export function chargeLines(
  kind: PaymentKind,
  snapshot: PriceSnapshot | null,
  amount: Money,
  checkout: { description: string; language: Language },
): Array<{ label: string; amount: Money }> {
  const whole = [{ label: checkout.description, amount }];
  if (kind !== "full" || !snapshot || snapshot.discounts.length > 0) return whole;
  const t = serverT(checkout.language, "account");
  const usdLines = [
    ...snapshot.lines.map((line) => ({
      label: String(t(`bookings.price.travellers.${line.kind}`, { count: line.count })),
      cents: line.amount.amountMinor,
    })),
    ...snapshot.extras
      .filter((line) => line.amount.amountMinor > 0)
      .map((line) => ({
        label: line.count > 1 ? `${line.label} × ${line.count}` : line.label,
        cents: line.amount.amountMinor,
      })),
  ];
  if (usdLines.reduce((sum, line) => sum + line.cents, 0) !== snapshot.total.amountMinor) return whole;
  const rate = amount.currency === "USD" ? 1 : amount.amountMinor / snapshot.total.amountMinor;
  const lines = usdLines.map((line) => ({
    label: line.label,
    amount: money(roundHalfAwayFromZero(line.cents * rate), amount.currency),
  }));
  const last = lines.at(-1);
  if (!last) return whole;
  const rest = lines.slice(0, -1).reduce((sum, line) => sum + line.amount.amountMinor, 0);
  last.amount = money(amount.amountMinor - rest, amount.currency);
  return last.amount.amountMinor >= 0 ? lines : whole;
}

function methodOf(stored: string | null): PaymentMethod {
  return PAYMENT_METHODS.find((method) => method === stored) ?? "card";
}
