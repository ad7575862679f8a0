import { describe, expect, it } from "vitest";
import { isWishlistIntent, wishlistSignInUrl } from "./wishlist";

describe("wishlistSignInUrl", () => {
  it("signs in, then adds the tour and comes back to the page", () => {
    const url = new URL(wishlistSignInUrl(12, "/tours/serengeti?lang=de"), "http://site.test");
    expect(url.pathname).toBe("/login");
    const target = new URL(url.searchParams.get("redirect") ?? "", "http://site.test");
    expect(target.pathname).toBe("/wishlist");
    expect(target.searchParams.get("add")).toBe("12");
    expect(target.searchParams.get("return")).toBe("/tours/serengeti?lang=de");
  });

  it("never hands over another site", () => {
    const url = new URL(wishlistSignInUrl(3, "//evil.example/x"), "http://site.test");
    const target = new URL(url.searchParams.get("redirect") ?? "", "http://site.test");
    expect(target.searchParams.get("return")).toBe("/wishlist");
  });
});

describe("isWishlistIntent", () => {
  it("accepts add and remove only", () => {
    expect(isWishlistIntent("add")).toBe(true);
    expect(isWishlistIntent("remove")).toBe(true);
    expect(isWishlistIntent("toggle")).toBe(false);
    expect(isWishlistIntent(undefined)).toBe(false);
  });
});
