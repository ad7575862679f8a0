import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  assetUrlsIn,
  CACHE_NAMES,
  cacheKindFor,
  imagesOnlyIn,
  imageUrlsIn,
  isNeverCached,
  isSavedTrip,
  isStorableResponse,
  isWalletRefusal,
  offlineLanguageFor,
  offlinePageUrl,
  ownerKeyFor,
  type SavedTrip,
  tripsOfOthers,
  USER_VISIBLE_CACHES,
  walletPageOf,
  walletPaths,
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

describe("the trip wallet's rules (decision 100)", () => {
  const trip = (reference: string, owner: string, images: string[] = []): SavedTrip => ({
    reference,
    owner,
    savedAt: "2027-03-01T08:00:00.000Z",
    language: "en",
    pages: walletPaths(reference),
    images,
  });

  it("knows the wallet's four pages, and nothing else, as a trip's", () => {
    expect(walletPaths("EAMWVQE8BYK3ZP")).toEqual([
      "/account/trips/EAMWVQE8BYK3ZP",
      "/account/trips/EAMWVQE8BYK3ZP/voucher",
      "/account/trips/EAMWVQE8BYK3ZP/contacts",
      "/account/trips/EAMWVQE8BYK3ZP/packing",
    ]);
    expect(walletPageOf("/account/trips/EAMWVQE8BYK3ZP")).toEqual({ reference: "EAMWVQE8BYK3ZP", page: "" });
    expect(walletPageOf("/account/trips/EAMWVQE8BYK3ZP/voucher")).toEqual({
      reference: "EAMWVQE8BYK3ZP",
      page: "voucher",
    });
    for (const path of [
      "/account/trips",
      "/account/trips/EAMWVQE8BYK3ZP/receipt",
      "/account/trips/EAMWVQE8BYK3ZP/voucher/x",
      "/account/trips/../bookings/1",
      "/account/bookings/12",
      "/account/trips/eamwvqe8byk3zp",
    ]) {
      expect(walletPageOf(path), path).toBeNull();
    }
  });

  it("never keeps a wallet page on its own: only 'Save for offline' does, in a cache sign-out empties", () => {
    for (const path of walletPaths("EAMWVQE8BYK3ZP")) {
      expect(isNeverCached(path)).toBe(true);
      expect(cacheKindFor(at(path), navigation, ORIGIN)).toBe("none");
    }
    expect(USER_VISIBLE_CACHES).toContain(CACHE_NAMES.trips);
    expect(USER_VISIBLE_CACHES).not.toContain(CACHE_NAMES.assets);
  });

  it("drops everyone else's trips when a person is seen signed in, and the pictures only they used", () => {
    const mine = trip("EAAAAAAAAAAAA1", "a".repeat(32), ["/media/a.webp", "/media/shared.webp"]);
    const theirs = trip("EAAAAAAAAAAAA2", "b".repeat(32), ["/media/b.webp", "/media/shared.webp"]);
    expect(tripsOfOthers([mine, theirs], "a".repeat(32))).toEqual([theirs]);
    expect(tripsOfOthers([mine], "a".repeat(32))).toEqual([]);
    expect(imagesOnlyIn([theirs], [mine])).toEqual(["/media/b.webp"]);
    expect(imagesOnlyIn([theirs, mine], [])).toEqual([
      "/media/b.webp",
      "/media/shared.webp",
      "/media/a.webp",
    ]);
  });

  it("reads only trip records it wrote", () => {
    expect(isSavedTrip(trip("EAAAAAAAAAAAA1", "a".repeat(32)))).toBe(true);
    expect(isSavedTrip({ reference: "EA1", owner: "x" })).toBe(false);
    expect(isSavedTrip(null)).toBe(false);
    expect(isSavedTrip("trip")).toBe(false);
  });

  it("takes a redirect or a 4xx refusal for a wallet page as 'this browser may no longer see it'", () => {
    expect(isWalletRefusal({ status: 0, type: "opaqueredirect" })).toBe(true);
    expect(isWalletRefusal({ status: 302, type: "basic" })).toBe(true);
    expect(isWalletRefusal({ status: 404 })).toBe(true);
    expect(isWalletRefusal({ status: 403 })).toBe(true);
    expect(isWalletRefusal({ status: 200, type: "basic" })).toBe(false);
    // A server error or an overloaded server says nothing about who may see the trip.
    expect(isWalletRefusal({ status: 500 })).toBe(false);
    expect(isWalletRefusal({ status: 503 })).toBe(false);
  });

  it("finds the site's own pictures a page shows, not other origins' or srcset candidates", () => {
    const html = `<img src="/media/scenes/lodge-1-480.webp" alt=""><img alt="" src="/media/library/k/320.webp?v=1&amp;x=2">
      <img src="https://cdn.example/x.jpg"><img src="data:image/png;base64,AAA"><img srcset="/media/a-800.webp 800w" src="/logo.svg">
      <link rel="icon" href="/favicon.svg">`;
    expect(imageUrlsIn(html, ORIGIN)).toEqual([
      "/media/scenes/lodge-1-480.webp",
      "/media/library/k/320.webp?v=1&x=2",
      "/logo.svg",
    ]);
  });

  it("files trips under an opaque key of the signed-in address, the same for the same person", async () => {
    const digest = async (data: Uint8Array<ArrayBuffer>) => {
      const hash = createHash("sha256").update(data).digest();
      return hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer;
    };
    const key = await ownerKeyFor("Neema@Example.org ", digest);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain("neema");
    expect(await ownerKeyFor("neema@example.org", digest)).toBe(key);
    expect(await ownerKeyFor("juma@example.org", digest)).not.toBe(key);
  });
});
