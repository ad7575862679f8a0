import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { payments } from "#app/db/schema/index";
import { usd } from "#app/domain/money";
import type { Language } from "#app/i18n/config";
import { absoluteUrl } from "#app/i18n/urls";
import { env } from "#app/modules/config/env.server";
import { paymentProviders } from "./providers.server";

export type CheckoutPayment = {
  id: number;
  provider: string;
  amountCents: number;
  providerReference: string | null;
};

/**
 * Hands a pending payment to its provider and answers where the traveller
 * goes to pay: the wizard's Pay and the account's Pay balance both come
 * here. The provider's id for the attempt is kept on the payment row the
 * first time (a second tab asking again keeps the first). The traveller
 * comes back to /booking/success or /booking/cancel with the reference.
 */
export async function sendToProvider(
  db: Executor,
  checkout: { payment: CheckoutPayment; reference: string; description: string; language: Language },
): Promise<string> {
  const provider = paymentProviders().get(checkout.payment.provider);
  if (!provider) throw new Error(`Payment provider ${checkout.payment.provider} is not switched on`);
  const back = (page: "success" | "cancel") =>
    absoluteUrl(env().siteUrl, `/booking/${page}?ref=${encodeURIComponent(checkout.reference)}`);
  const start = await provider.start({
    paymentId: checkout.payment.id,
    bookingReference: checkout.reference,
    amount: usd(checkout.payment.amountCents),
    description: checkout.description,
    language: checkout.language,
    successUrl: back("success"),
    cancelUrl: back("cancel"),
  });
  if (checkout.payment.providerReference === null)
    await db
      .update(payments)
      .set({ providerReference: start.providerReference })
      .where(and(eq(payments.id, checkout.payment.id), isNull(payments.providerReference)));
  return start.redirectUrl;
}
