import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookings, payments, users } from "#app/db/schema/index";
import { PAYMENT_METHODS, type PaymentMethod } from "#app/domain/booking/payment-terms";
import type { CurrencyCode } from "#app/domain/currency";
import { money } from "#app/domain/money";
import type { Language } from "#app/i18n/config";
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
        providerReference: payments.providerReference,
      },
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        leadEmail: bookings.leadEmail,
        leadFullName: bookings.leadFullName,
        leadPhone: bookings.leadPhone,
        leadCountry: bookings.leadCountry,
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
    lines: [{ label: checkout.description, amount }],
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

function methodOf(stored: string | null): PaymentMethod {
  return PAYMENT_METHODS.find((method) => method === stored) ?? "card";
}
