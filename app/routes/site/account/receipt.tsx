import "#app/styles/account.css";
import { Receipt } from "#app/components/account/receipt";
import { useRootData } from "#app/components/layout/root-data";
import { pageMeta } from "#app/components/seo/page-meta";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { notFound } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/receipt";
import { bookingIdParam, loadAccountBooking } from "./booking.server";

/**
 * The printable receipt of one of the traveller's bookings (decision 082):
 * a page of its own, laid out for paper by the print stylesheet, for a
 * booking something was paid for. Someone else's booking, or one with
 * nothing paid yet, answers 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const booking = await loadAccountBooking(viewer, bookingIdParam(params.id), context.language);
  if (booking.paidCents <= 0) notFound();
  const t = serverT(context.language, "account");
  return {
    booking,
    customer: { name: viewer.fullName, email: viewer.email },
    issuedOn: new Date().toISOString(),
    messages: messagesFor(context.language, ["account"]),
    seo: {
      title: t("bookings.receipt.pageTitle", { reference: booking.reference }),
      description: t("bookings.detail.metaDescription"),
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

export default function AccountBookingReceipt({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <div className="container receipt-page">
      <Receipt
        booking={loaderData.booking}
        customer={loaderData.customer}
        contact={root?.contact}
        companyName={root?.branding.companyName ?? "Kilele Safaris"}
        issuedOn={loaderData.issuedOn}
      />
    </div>
  );
}
