import "#app/styles/booking.css";
import { Form, redirect, useNavigation } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { pageMeta } from "#app/components/seo/page-meta";
import { db } from "#app/db/client.server";
import { formatCharge } from "#app/domain/booking/charge";
import type { CurrencyCode } from "#app/domain/currency";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import {
  findSandboxPayment,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
  settleSandboxPayment,
} from "#app/modules/payments/sandbox-checkout.server";
import type { Route } from "./+types/mock-payment";

/**
 * The sandbox's stand-in for a card provider's page (spec: "payment gateway
 * sandbox configured"): the reference, the amount and three choices. The
 * choice becomes an event signed with the server's sandbox secret and goes
 * through the same callback code as a real provider's webhook; then the
 * traveller lands on /booking/success or /booking/cancel. Only the
 * traveller who started the payment sees it.
 */
async function paymentFor(request: Request, context: Route.LoaderArgs["context"], id: string | null) {
  const viewer = await requireViewer(request, context);
  const paymentId = positiveInt(id);
  const payment =
    paymentId === null ? null : await findSandboxPayment(db(), { paymentId, userId: viewer.id });
  if (!payment) notFound();
  return payment;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const payment = await paymentFor(request, context, new URL(request.url).searchParams.get("payment"));
  const t = serverT(context.language, "booking");
  return {
    payment: {
      id: payment.paymentId,
      reference: payment.reference,
      tourTitle: payment.tourTitle,
      amountCents: payment.amountCents,
      currency: payment.currency as CurrencyCode,
      kind: payment.kind,
      status: payment.status,
    },
    messages: messagesFor(context.language, ["booking"]),
    seo: { title: t("mock.title"), description: t("mock.lead"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const payment = await paymentFor(request, context, String(form.get("payment") ?? ""));
  const choice = String(form.get("outcome") ?? "");
  if (!(SANDBOX_OUTCOMES as readonly string[]).includes(choice)) notFound();
  const ref = encodeURIComponent(payment.reference);
  // A payment already settled (a second tab, Back and a second click) is not paid twice.
  if (payment.status === "pending")
    await settleSandboxPayment(db(), payment, choice as SandboxOutcome, new Date());
  if (choice === "succeed") throw redirect(`/booking/success?ref=${ref}`);
  throw redirect(`/booking/cancel?ref=${ref}&reason=${choice === "decline" ? "declined" : "cancelled"}`);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

export default function MockPayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { language } = usePreferences();
  const busy = useNavigation().state === "submitting";
  const { payment } = loaderData;
  const amount = formatCharge(payment.amountCents, language, payment.currency);
  return (
    <>
      <PageHeader
        title={t("mock.title")}
        crumbs={[{ label: t("mock.title"), to: `/mock-payment?payment=${payment.id}` }]}
        lead={t("mock.lead")}
      />
      <div className="container booking-outcome">
        <dl>
          <div>
            <dt>{t("reference")}</dt>
            <dd className="booking-outcome__reference">{payment.reference}</dd>
          </div>
          <div>
            <dt>{payment.tourTitle}</dt>
            <dd>{t(`mock.kind.${payment.kind}`)}</dd>
          </div>
          <div>
            <dt>{t("mock.amount")}</dt>
            <dd>{amount}</dd>
          </div>
        </dl>
        {payment.status === "pending" ? (
          <Form method="post" className="booking-outcome__actions">
            <input type="hidden" name="payment" value={payment.id} />
            <button type="submit" name="outcome" value="succeed" className="btn btn-primary" disabled={busy}>
              {t("mock.succeed", { amount })}
            </button>
            <button type="submit" name="outcome" value="decline" className="btn btn-ghost" disabled={busy}>
              {t("mock.decline")}
            </button>
            <button type="submit" name="outcome" value="cancel" className="btn btn-ghost" disabled={busy}>
              {t("mock.cancel")}
            </button>
          </Form>
        ) : (
          <p>{t(`mock.settled.${payment.status}`)}</p>
        )}
      </div>
    </>
  );
}
