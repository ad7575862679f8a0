import { describe, expect, it } from "vitest";
import {
  assetUrlsIn,
  cacheKindFor,
  isNeverCached,
  isStorableResponse,
  offlineLanguageFor,
  offlinePageUrl,
} from "./cache-rules";

const ORIGIN = "https://kilele.example";
const at = (path: string) => new URL(path, ORIGIN);
const navigation = { mode: "navigate", destination: "document" };

describe("the service worker's caching rules (decision 099)", () => {
  it.each([
    "/admin",
    "/admin/bookings/KS-123",
    "/api/search?q=x",
    "/api/events",
    "/webhooks/payments/pesapal",
    "/webhooks/stripe",
    "/account",
    "/account/bookings/12/receipt",
    "/account/data.json",
    "/booking",
    "/booking/success?ref=KS-1",
    "/mock-payment?ref=1",
    "/logout",
    "/login",
    "/register",
    "/reset-password",
    "/auth/callback",
    "/wishlist",
    "/tours/serengeti.data",
    "/_root.data",
    "/sw.js",
    "/manifest.webmanifest",
    "/ADMIN/users",
  ])("never caches %s", (path) => {
    expect(isNeverCached(at(path).pathname)).toBe(true);
    expect(cacheKindFor(at(path), navigation, ORIGIN)).toBe("none");
  });

  it.each([
    "/",
    "/tours",
    "/tours/serengeti-migration",
    "/offline",
    "/blog/a-post",
    "/administer-guide",
    "/bookings-guide",
  ])("may cache the public page %s", (path) => {
    expect(isNeverCached(at(path).pathname)).toBe(false);
    expect(cacheKindFor(at(path), navigation, ORIGIN)).toBe("page");
  });

  it("sorts hashed assets, pictures and other origins", () => {
    expect(cacheKindFor(at("/assets/entry.client-AbC123.js"), { destination: "script" }, ORIGIN)).toBe(
      "asset",
    );
    expect(cacheKindFor(at("/media/scenes/hero-800.webp"), {}, ORIGIN)).toBe("image");
    expect(cacheKindFor(at("/logo.svg"), { destination: "image" }, ORIGIN)).toBe("image");
    expect(cacheKindFor(new URL("https://cdn.example/x.png"), { destination: "image" }, ORIGIN)).toBe("none");
    // A fetch that is not a page, asset or picture goes to the network only.
    expect(cacheKindFor(at("/tours"), { mode: "cors", destination: "" }, ORIGIN)).toBe("none");
  });

  it("stores only plain 200 responses without no-store", () => {
    const response = (status: number, cacheControl: string | null, type = "basic") => ({
      status,
      type,
      headers: new Headers(cacheControl ? { "Cache-Control": cacheControl } : {}),
    });
    expect(isStorableResponse(response(200, "private, no-cache"))).toBe(true);
    expect(isStorableResponse(response(200, null))).toBe(true);
    // What the server sends on a page rendered for a signed-in visitor.
    expect(isStorableResponse(response(200, "private, no-store"))).toBe(false);
    expect(isStorableResponse(response(200, "no-store"))).toBe(false);
    expect(isStorableResponse(response(404, null))).toBe(false);
    expect(isStorableResponse(response(302, null))).toBe(false);
    expect(isStorableResponse(response(0, null, "opaque"))).toBe(false);
    expect(isStorableResponse(response(200, null, "opaqueredirect"))).toBe(false);
  });

  it("picks the offline page's language from the address, then the page's, then English", () => {
    const languages = ["en", "de", "fr", "es", "zh"];
    expect(offlineLanguageFor(at("/tours?lang=fr"), "de", languages)).toBe("fr");
    expect(offlineLanguageFor(at("/tours"), "de", languages)).toBe("de");
    expect(offlineLanguageFor(at("/tours?lang=xx"), "zz", languages)).toBe("en");
    expect(offlinePageUrl("zh")).toBe("/offline?lang=zh");
  });

  it("finds the build files a page names", () => {
    const html = `<link href="/assets/root-Ab1.css"><script>["/assets/entry.client-X_9.js","/assets/x.js"]</script><img src="/media/a.webp">`;
    expect(assetUrlsIn(html)).toEqual([
      "/assets/root-Ab1.css",
      "/assets/entry.client-X_9.js",
      "/assets/x.js",
    ]);
  });
});
