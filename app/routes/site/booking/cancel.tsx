import "#app/styles/booking.css";
import { OutcomeActions, OutcomeFacts } from "#app/components/booking/outcome";
import { PageHeader } from "#app/components/layout/page-header";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { pageMeta } from "#app/components/seo/page-meta";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import type { Route } from "./+types/cancel";
import { outcomeOf } from "./outcome.server";

/**
 * The payment was cancelled or declined: the booking is kept as it was, and
 * while its seats are held the traveller can try again (Pay starts a new
 * payment on the same hold). After the hold, Pay checks the seats again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await outcomeOf(request, context);
  const reason = new URL(request.url).searchParams.get("reason") === "declined" ? "declined" : "cancelled";
  const t = serverT(context.language, "booking");
  return {
    booking,
    reason,
    messages: messagesFor(context.language, ["booking"]),
    seo: { title: t("outcome.cancelTitle"), description: t("metaDescription"), noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

export default function BookingCancel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { locale } = usePreferences();
  const { booking, reason } = loaderData;
  const payable =
    booking.status === "pending_payment" || booking.status === "expired" || booking.status === "draft";
  return (
    <>
      <PageHeader
        title={t("outcome.cancelTitle")}
        crumbs={[{ label: t("outcome.cancelTitle"), to: `/booking/cancel?ref=${booking.reference}` }]}
      />
      <div className="container booking-outcome">
        <FormStatus tone="info">{t(`outcome.${reason}`)}</FormStatus>
        {booking.holdUntil ? (
          <p>
            {t("outcome.heldUntil", {
              time: new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(
                new Date(booking.holdUntil),
              ),
            })}
          </p>
        ) : payable ? (
          <p>{t("outcome.holdOver")}</p>
        ) : null}
        <OutcomeFacts booking={booking} />
        <OutcomeActions booking={booking} retry={payable} />
      </div>
    </>
  );
}
