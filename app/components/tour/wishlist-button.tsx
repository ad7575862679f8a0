import "#app/styles/wishlist.css";
import { useFetcher, useLocation, useMatches } from "react-router";
import { track } from "#app/components/analytics/track";
import { IconToggle } from "#app/components/ui/icon-toggle";
import { useTranslation } from "#app/i18n/react";

/**
 * The ids of the tours the viewer saved, as the deepest page loader returned
 * them (`savedTourIds`); undefined on pages that show no hearts.
 */
export function useSavedTourIds(): readonly number[] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { savedTourIds?: number[] } | undefined;
    if (data && typeof data === "object" && Array.isArray(data.savedTourIds)) return data.savedTourIds;
  }
  return undefined;
}

/**
 * The heart: a real form that posts to /api/wishlist and comes back here
 * without JavaScript; with it, a fetcher that shows the new state at once.
 * Anonymous visitors are sent to sign-in, and the tour is saved on return.
 */
export function WishlistButton({
  tourId,
  title,
  saved,
  className,
}: {
  tourId: number;
  title: string;
  saved: boolean;
  className?: string;
}) {
  const { t } = useTranslation("wishlist");
  const fetcher = useFetcher<{ ok: boolean; saved: boolean }>({ key: `wishlist-${tourId}` });
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const pendingIntent = fetcher.formData?.get("intent");
  // Optimistic: while the request runs, show what it will make true.
  const pressed = pendingIntent ? pendingIntent === "add" : saved;
  const label = pressed ? t("removeNamed", { title }) : t("addNamed", { title });
  return (
    <form
      method="post"
      action="/api/wishlist"
      className={className ? `wishlist-toggle ${className}` : "wishlist-toggle"}
      onSubmit={(event) => {
        event.preventDefault();
        track("add_to_wishlist", { tour_id: tourId, action: pressed ? "remove" : "add" });
        fetcher.submit(
          { tourId: String(tourId), intent: pressed ? "remove" : "add", redirect: back, via: "fetcher" },
          { method: "post", action: "/api/wishlist" },
        );
      }}
    >
      <input type="hidden" name="tourId" value={tourId} />
      <input type="hidden" name="intent" value={pressed ? "remove" : "add"} />
      <input type="hidden" name="redirect" value={back} />
      <IconToggle
        type="submit"
        className="wishlist-toggle__button"
        pressed={pressed}
        label={label}
        title={pressed ? t("remove") : t("add")}
        testId="wishlist-toggle"
        icon="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
        iconSize={22}
      />
    </form>
  );
}
