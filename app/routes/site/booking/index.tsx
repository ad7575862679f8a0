import "#app/styles/booking.css";
import { data, redirect } from "react-router";
import { useTrackAbandonedBooking } from "#app/components/analytics/use-abandoned-booking";
import { useTrackOnce } from "#app/components/analytics/use-track";
import { BookingWizard } from "#app/components/booking/booking-wizard";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { db } from "#app/db/client.server";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { openDraft } from "#app/modules/booking/entry.server";
import { loadWizard } from "#app/modules/booking/wizard-view.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";
import { displayRate, handleWizardAction, wizardPage } from "./wizard.server";

/**
 * The booking wizard (spec section 4: tour details, traveller information,
 * extras and add-ons, review and payment, confirmation). Sign-in first:
 * anonymous visitors go to /login and come back with their query.
 *
 * `/booking?tour=…&departure=…` (a tour page, /tour-availability, a home
 * banner) opens the traveller's draft for the tour and moves to
 * `/booking?draft={id}&step=1`; the steps then read and save that draft on
 * the server, so a reload, Back, another device or a lost connection keeps
 * every field. Every step is a plain form posting here: it works without
 * JavaScript, and with it React Router posts it without a full reload.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const url = new URL(request.url);
  const now = new Date();
  const draft = url.searchParams.get("draft");
  if (draft === null) {
    const tour = url.searchParams.get("tour")?.slice(0, 130);
    if (!tour) throw redirect("/account#bookings");
    const opened = await openDraft(db(), {
      userId: viewer.id,
      tour,
      departureId: positiveInt(url.searchParams.get("departure")),
      source: url.searchParams.get("source"),
      bannerId: positiveInt(url.searchParams.get("banner")),
      language: context.language,
      display: { currency: context.currency, rate: await displayRate(context.currency) },
      now,
    });
    if (!opened) notFound();
    const next = new URLSearchParams({ draft: String(opened.bookingId), step: "1" });
    // The price the banner showed, only to say so when today's differs; never charged.
    const shown = positiveInt(url.searchParams.get("price"));
    if (shown !== null) next.set("shown", String(shown));
    throw redirect(`/booking?${next}`);
  }

  const bookingId = positiveInt(draft);
  if (bookingId === null) notFound();
  const view = await loadWizard(db(), { bookingId, userId: viewer.id, language: context.language, now });
  if (!view) notFound();
  const shown = wizardPage(view, url, now, context.language);
  if (shown.redirectTo) throw redirect(shown.redirectTo);
  const t = serverT(context.language, "booking");
  return {
    page: shown.page,
    messages: messagesFor(context.language, ["booking"]),
    seo: { title: `${t("title")}: ${view.tour.title}`, description: t("metaDescription"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const outcome = await handleWizardAction(request, context, viewer);
  if (outcome.redirectTo) throw redirect(outcome.redirectTo);
  return data(outcome.reply, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { page } = loaderData;
  useTrackOnce("begin_checkout", page.booking.id, { tour: page.tour.slug });
  // A booking sent as a request (no payment asked) is not abandoned by leaving its page.
  useTrackAbandonedBooking(page.booking.status === "requested" ? null : page.booking.id, {
    tour: page.tour.slug,
    step: page.step,
  });
  return (
    <>
      <PageHeader
        title={t("title")}
        lead={page.tour.title}
        crumbs={[
          { label: page.tour.title, to: `/tours/${page.tour.slug}` },
          { label: t("title"), to: `/booking?draft=${page.booking.id}` },
        ]}
      />
      <BookingWizard page={page} reply={actionData ?? null} />
    </>
  );
}
