import type { PaymentProvider } from "./provider.server";

/**
 * Money staff received themselves (a bank transfer, cash at the office;
 * issue 15): its payments rows name this provider. It takes no payments
 * online and is never offered to a traveller, so it is not one of
 * paymentProviders(); only its refunds go through here.
 */
export const OFFLINE_PROVIDER = "offline";

/**
 * A refund of offline money is paid back by the office (a transfer, cash):
 * the refund's row records it as refunded at once, and the traveller gets
 * the refund mail as for any refund.
 */
export const offlineRefunds: Pick<PaymentProvider, "refund"> = {
  async refund(request) {
    return { status: "refunded", providerReference: `offline-refund-${request.refundPaymentId}` };
  },
};
