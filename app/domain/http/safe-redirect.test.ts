import { describe, expect, it } from "vitest";
import { loginUrlFor, redirectTarget, safeLinkHref, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/account", "/account"],
    ["/tours/serengeti?x=1#day-2", "/tours/serengeti?x=1#day-2"],
    ["/booking?tour=12&source=promo", "/booking?tour=12&source=promo"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/account",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " //evil.example",
    "/\t/evil.example",
    "account",
    "",
    null,
    undefined,
    42,
  ])("falls back to /account for %s", (input) => {
    expect(safeRedirectPath(input)).toBe("/account");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//x", "/")).toBe("/");
  });
});

describe("redirectTarget", () => {
  it("keeps the path and the query", () => {
    expect(redirectTarget("/booking", "?tour=5&date=2027-01-10")).toBe("/booking?tour=5&date=2027-01-10");
  });

  it("strips unusual characters", () => {
    expect(redirectTarget("/account/<script>", '?a="b"')).toBe("/account/script?a=b");
    expect(redirectTarget("/wishlist\n\r", "")).toBe("/wishlist");
  });

  it("builds the login URL", () => {
    expect(loginUrlFor("/booking", "?tour=5")).toBe("/login?redirect=%2Fbooking%3Ftour%3D5");
  });
});

describe("safeLinkHref", () => {
  it("keeps site paths and http(s) addresses, and nothing a browser would take elsewhere", () => {
    expect(safeLinkHref("/kilimanjaro")).toBe("/kilimanjaro");
    expect(safeLinkHref(" /tours?category=safari ")).toBe("/tours?category=safari");
    expect(safeLinkHref("https://example.com/offer")).toBe("https://example.com/offer");
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "/tours\\..\\evil",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "https://evil.example\\@site",
      "https:// evil",
      "  ",
      "",
    ]) {
      expect(safeLinkHref(hostile), hostile).toBeNull();
    }
    expect(safeLinkHref(null)).toBeNull();
  });
});
