import "#app/styles/wishlist.css";
import { redirect } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { TourCard } from "#app/components/tour/tour-card";
import { EmptyState } from "#app/components/ui/empty-state";
import { WISHLIST_PATH } from "#app/domain/catalogue/wishlist";
import { safeRedirectPath } from "#app/domain/http/safe-redirect";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { getCardDesign } from "#app/modules/catalogue/card-designs.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireViewer } from "#app/modules/identity/session.server";
import { addToWishlist, listWishlistTours } from "#app/modules/wishlist/wishlist.server";
import type { Route } from "./+types/wishlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const url = new URL(request.url);
  // The hand-over after an anonymous heart click: sign-in brings the person
  // here with ?add=<tour>; save it, then go back to the page of the click.
  if (url.searchParams.has("add")) {
    const tourId = positiveInt(url.searchParams.get("add"));
    // A link from another site must not change anyone's wishlist.
    const crossSite = request.headers.get("sec-fetch-site") === "cross-site";
    if (tourId && !crossSite) await addToWishlist(viewer.id, tourId);
    throw redirect(safeRedirectPath(url.searchParams.get("return"), WISHLIST_PATH));
  }
  const t = serverT(context.language, "wishlist");
  const [tours, tourCardDesign] = await Promise.all([
    listWishlistTours(viewer.id, context.language),
    getCardDesign(),
  ]);
  return {
    tours,
    savedTourIds: tours.map((tour) => tour.id),
    tourCardDesign,
    messages: messagesFor(context.language, ["wishlist", "tours"]),
    seo: { title: t("metaTitle"), noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("wishlist");
  const { tours } = loaderData;
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} crumbs={[{ label: t("title"), to: WISHLIST_PATH }]} />
      <div className="container wishlist-page">
        {tours.length === 0 ? (
          <EmptyState
            testId="wishlist-empty"
            message={t("empty")}
            action={{ to: "/tours", label: t("browseTours") }}
          />
        ) : (
          <>
            <p className="wishlist-page__count" aria-live="polite">
              {t("count", { count: tours.length })}
            </p>
            <ul className="card-grid" data-testid="wishlist-tours">
              {tours.map((tour) => (
                <li key={tour.id}>
                  <TourCard tour={tour} headingLevel={2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
