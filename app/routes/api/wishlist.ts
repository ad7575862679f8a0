import { data, redirect } from "react-router";
import { isWishlistIntent, WISHLIST_PATH, wishlistSignInUrl } from "#app/domain/catalogue/wishlist";
import { loginUrlFor, safeRedirectPath } from "#app/domain/http/safe-redirect";
import { readForm } from "#app/modules/http/request-body.server";
import { methodNotAllowed, positiveInt } from "#app/modules/http/responses.server";
import { getViewer } from "#app/modules/identity/session.server";
import { addToWishlist, removeFromWishlist } from "#app/modules/wishlist/wishlist.server";
import type { Route } from "./+types/wishlist";

/**
 * POST tourId, intent (add|remove) and redirect (the page to return to).
 * The heart's fetcher sends `via=fetcher` and gets JSON; a plain form post
 * (no JavaScript) is sent back to `redirect`. Anonymous visitors go to sign-in
 * and the tour is saved when they come back (see /wishlist?add=).
 */
export async function action({ request, context }: Route.ActionArgs) {
  // SameSite=Lax already keeps the session cookie off cross-site posts; this refuses them outright.
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    throw data({ error: "cross-site" }, { status: 403 });
  }
  const form = await readForm(request, context);
  const tourId = positiveInt(String(form.get("tourId") ?? ""));
  const intent = form.get("intent");
  const back = safeRedirectPath(form.get("redirect"), WISHLIST_PATH);
  if (!tourId || !isWishlistIntent(intent)) {
    throw data({ error: "invalid" }, { status: 400 });
  }
  const viewer = await getViewer(request, context);
  if (!viewer) {
    throw redirect(intent === "add" ? wishlistSignInUrl(tourId, back) : loginUrlFor(back));
  }
  if (intent === "add") {
    const added = await addToWishlist(viewer.id, tourId);
    if (!added) throw data({ error: "not_found" }, { status: 404 });
  } else {
    await removeFromWishlist(viewer.id, tourId);
  }
  if (form.get("via") === "fetcher") return { ok: true, tourId, saved: intent === "add" };
  throw redirect(back, 303);
}

export function loader() {
  methodNotAllowed("POST");
}
