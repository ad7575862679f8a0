import "#app/styles/account.css";
import "#app/styles/trip.css";
import { redirect } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { useRootData } from "#app/components/layout/root-data";
import { pageMeta } from "#app/components/seo/page-meta";
import { TripContacts } from "#app/components/trip/contacts";
import { TripItinerary, TripMoney, TripSummary } from "#app/components/trip/itinerary";
import { TripPacking } from "#app/components/trip/packing";
import { SaveTrip } from "#app/components/trip/save-trip";
import { TripVoucher } from "#app/components/trip/voucher";
import { WALLET_PAGE_NAMES, WalletNav } from "#app/components/trip/wallet-nav";
import { db } from "#app/db/client.server";
import { parseBookingReference } from "#app/domain/booking/reference";
import { WALLET_PAGES, type WalletPage } from "#app/domain/offline/cache-rules";
import { type TripWallet, walletUrl } from "#app/domain/trip/wallet";
import type { Namespace } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { cancellationPolicy } from "#app/modules/booking/cancellation-request.server";
import { tripWallet } from "#app/modules/booking/trip-wallet.server";
import { notFound } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/trip";

/**
 * The trip wallet (issue 17, decision 100): /account/trips/{reference} and
 * its voucher, contacts and packing pages, for the booking's owner only
 * (anyone else, and any booking that is not a trip yet, gets 404; a signed-out
 * visitor is sent to sign in). Rendered like every signed-in page
 * (`private, no-store`): the service worker keeps these four pages only when
 * the traveller presses "Save for offline".
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const page = WALLET_PAGES.find((name) => name === (params.page ?? ""));
  const reference = parseBookingReference(params.reference);
  if (page === undefined || !reference) notFound();
  // The address the worker saves is the reference as issued (upper case).
  if (reference !== params.reference) throw redirect(walletUrl(reference, page));
  const wallet = await tripWallet(db(), {
    reference,
    userId: viewer.id,
    now: new Date(),
    language: context.language,
    policy: cancellationPolicy(),
  });
  if (!wallet) notFound();
  const t = serverT(context.language, "trip");
  const namespaces: Namespace[] = ["account", "trip"];
  // The itinerary names days and meals as the tour page does; a climb's packing list is the Kilimanjaro section's.
  if (page === "") namespaces.push("tours");
  if (page === "packing" && wallet.tour.packing === "climb") namespaces.push("kilimanjaro");
  return {
    wallet,
    page,
    messages: messagesFor(context.language, namespaces),
    seo: {
      title: t(`meta.title.${page || "itinerary"}`, { reference }),
      description: t("meta.description"),
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

function Page({ page, wallet }: { page: WalletPage; wallet: TripWallet }) {
  const root = useRootData();
  switch (page) {
    case "voucher":
      return (
        <TripVoucher
          wallet={wallet}
          contact={root?.contact}
          companyName={root?.branding.companyName ?? "Kilele Safaris"}
        />
      );
    case "contacts":
      return root ? <TripContacts wallet={wallet} contact={root.contact} /> : null;
    case "packing":
      return <TripPacking wallet={wallet} />;
    default:
      return (
        <>
          <TripSummary wallet={wallet} />
          <TripMoney wallet={wallet} />
          <TripItinerary wallet={wallet} />
        </>
      );
  }
}

export default function TripWalletPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("trip");
  const { t: ta } = useTranslation("account");
  const { wallet, page } = loaderData;
  const { booking } = wallet;
  return (
    <>
      <PageHeader
        title={t(WALLET_PAGE_NAMES[page])}
        eyebrow={wallet.tour.title}
        crumbs={[
          { label: ta("title"), to: "/account" },
          { label: booking.reference, to: `/account/bookings/${booking.id}` },
          { label: t("crumb"), to: walletUrl(booking.reference) },
          ...(page ? [{ label: t(WALLET_PAGE_NAMES[page]), to: walletUrl(booking.reference, page) }] : []),
        ]}
      />
      <div className="container account trip-wallet">
        <div className="trip-wallet__side">
          <WalletNav reference={booking.reference} current={page} />
          <SaveTrip reference={booking.reference} />
        </div>
        <div className="account__sections">
          <Page page={page} wallet={wallet} />
        </div>
      </div>
    </>
  );
}
