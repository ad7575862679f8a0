import "#app/styles/account.css";
import {
  BookingCancellation,
  BookingExtras,
  BookingPayments,
  BookingPrice,
  BookingSummary,
  BookingTravellers,
} from "#app/components/account/booking-detail";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { bookingDone } from "#app/domain/booking/account-view";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { requireViewer } from "#app/modules/identity/session.server";
import { offeredPaymentMethods } from "#app/modules/payments/providers.server";
import type { Route } from "./+types/booking";
import { bookingIdParam, handleBookingAction, loadAccountBooking, newPayKey } from "./booking.server";

/**
 * One booking of the signed-in traveller (issue 13, section 6; decision
 * 082): travellers, extras, the price lines as charged, payments, what is
 * owed and by when, Pay balance, the passports still missing, the receipt
 * and a cancellation request. Another user's booking, and any id that is not
 * a booking, answers 404 (never 500).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const id = bookingIdParam(params.id);
  const booking = await loadAccountBooking(viewer, id, context.language);
  const t = serverT(context.language, "account");
  const done = bookingDone(new URL(request.url).searchParams.get("done"));
  return {
    booking,
    payKey: newPayKey(),
    done,
    // The booking namespace names the ways to pay the balance.
    messages: messagesFor(context.language, ["account", "booking"]),
    paymentMethods: offeredPaymentMethods(),
    seo: {
      title: t("bookings.detail.title", { reference: booking.reference }),
      description: t("bookings.detail.metaDescription"),
      noindex: true,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  return handleBookingAction(viewer, params.id, request, context);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

export default function AccountBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { booking } = loaderData;
  const title = t("bookings.detail.title", { reference: booking.reference });
  return (
    <>
      <PageHeader
        title={title}
        eyebrow={booking.tourTitle}
        crumbs={[
          { label: t("title"), to: "/account" },
          { label: t("myBookings"), to: "/account#bookings" },
          { label: booking.reference, to: `/account/bookings/${booking.id}` },
        ]}
      />
      <div className="container account account--booking">
        <nav className="account__toc" aria-label={t("bookings.detail.sectionsLabel")}>
          <ul>
            <li>
              <a href="#summary">{t("bookings.detail.summary")}</a>
            </li>
            <li>
              <a href="#travellers">{t("bookings.travellers.title")}</a>
            </li>
            <li>
              <a href="#extras">{t("bookings.extras.title")}</a>
            </li>
            <li>
              <a href="#price">{t("bookings.price.title")}</a>
            </li>
            <li>
              <a href="#payments">{t("bookings.payments.title")}</a>
            </li>
            {booking.cancellation.offered || booking.cancellation.requestedAt ? (
              <li>
                <a href="#cancellation">{t("bookings.cancel.title")}</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="account__sections">
          <BookingSummary
            booking={booking}
            actionData={actionData}
            payKey={loaderData.payKey}
            paymentMethods={loaderData.paymentMethods}
          />
          <BookingTravellers
            booking={booking}
            actionData={actionData}
            saved={loaderData.done === "passport"}
          />
          <BookingExtras booking={booking} />
          <BookingPrice booking={booking} />
          <BookingPayments booking={booking} />
          <BookingCancellation
            booking={booking}
            actionData={actionData}
            sent={loaderData.done === "cancel-request"}
          />
        </div>
      </div>
    </>
  );
}
