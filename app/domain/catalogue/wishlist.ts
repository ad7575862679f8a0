import { loginUrlFor, safeRedirectPath } from "../http/safe-redirect";

export const WISHLIST_PATH = "/wishlist";
export type WishlistIntent = "add" | "remove";

export function isWishlistIntent(value: unknown): value is WishlistIntent {
  return value === "add" || value === "remove";
}

/**
 * Where an anonymous heart click goes: sign-in, then /wishlist?add=<id>, which
 * saves the tour for the now signed-in person and sends them back to `back`
 * (the page they clicked on). Only same-site paths survive the round trip.
 */
export function wishlistSignInUrl(tourId: number, back: string): string {
  const params = new URLSearchParams({ add: String(tourId), return: safeRedirectPath(back, WISHLIST_PATH) });
  return loginUrlFor(WISHLIST_PATH, `?${params.toString()}`);
}
