import "#app/styles/booking.css";
import { useTrackOnce } from "#app/components/analytics/use-track";
import { OutcomeActions, OutcomeFacts } from "#app/components/booking/outcome";
import { StepIndicator } from "#app/components/booking/step-indicator";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import type { Route } from "./+types/success";
import { outcomeOf } from "./outcome.server";

/**
 * Step 5, after the provider: the reference, what was paid, what is due and
 * when, and what happens next. It shows what the provider's event recorded,
 * not what the browser was told: a payment still being confirmed says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await outcomeOf(request, context);
  const t = serverT(context.language, "booking");
  return {
    booking,
    messages: messagesFor(context.language, ["booking"]),
    seo: { title: t("steps.confirmation"), description: t("metaDescription"), noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

export default function BookingSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { booking } = loaderData;
  const confirmed = booking.status === "confirmed" || booking.status === "paid";
  useTrackOnce("purchase", confirmed ? booking.reference : null);
  return (
    <>
      <PageHeader
        title={confirmed ? t("outcome.confirmedTitle") : t("outcome.pendingTitle")}
        crumbs={[{ label: t("steps.confirmation"), to: `/booking/success?ref=${booking.reference}` }]}
      />
      <div className="container booking-outcome">
        <StepIndicator current={5} reachable={5} draftId={null} />
        {booking.flaggedForStaff ? (
          <FormStatus tone="info">{t("outcome.flagged")}</FormStatus>
        ) : confirmed ? (
          <FormStatus tone="success">{t("confirmationText", { reference: booking.reference })}</FormStatus>
        ) : (
          <FormStatus tone="info">{t("outcome.pending")}</FormStatus>
        )}
        <OutcomeFacts booking={booking} />
        {confirmed ? <p>{t("outcome.next")}</p> : null}
        <OutcomeActions booking={booking} />
      </div>
    </>
  );
}
