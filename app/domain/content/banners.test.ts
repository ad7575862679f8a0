import { describe, expect, it } from "vitest";
import { BANNER_FALLBACKS, bannerPrimaryHref, splitHighlight } from "./banners";

const banner = { id: 7, title: "Witness the Great Migration", tourId: 12, tourLink: null, tourPrice: 495000 };

describe("bannerPrimaryHref", () => {
  it("books the banner's tour with source=promo, the banner, its title and price", () => {
    const href = bannerPrimaryHref(banner);
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/booking");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tour: "12",
      source: "promo",
      banner: "7",
      title: "Witness the Great Migration",
      price: "495000",
    });
  });

  it("uses the fallback price when the banner has none", () => {
    const url = new URL(bannerPrimaryHref({ ...banner, tourPrice: null }), "http://x");
    expect(url.searchParams.get("price")).toBe(String(BANNER_FALLBACKS.priceCents));
  });

  it("without a tour follows the banner's own link, else /tours", () => {
    expect(bannerPrimaryHref({ ...banner, tourId: null, tourLink: "/kilimanjaro" })).toBe("/kilimanjaro");
    expect(bannerPrimaryHref({ ...banner, tourId: null, tourLink: "https://example.com/x" })).toBe(
      "https://example.com/x",
    );
    expect(bannerPrimaryHref({ ...banner, tourId: null, tourLink: null })).toBe("/tours");
    expect(bannerPrimaryHref({ ...banner, tourId: null, tourLink: "  " })).toBe("/tours");
  });

  it("never follows a script or protocol-relative link", () => {
    expect(bannerPrimaryHref({ ...banner, tourId: null, tourLink: "javascript:alert(1)" })).toBe("/tours");
    expect(bannerPrimaryHref({ ...banner, tourId: null, tourLink: "//evil.example" })).toBe("/tours");
  });
});

describe("splitHighlight", () => {
  it("splits the title around the highlighted words, whatever their case", () => {
    expect(splitHighlight("Climb Kilimanjaro: 10% off Lemosho", "10% OFF")).toEqual({
      before: "Climb Kilimanjaro: ",
      highlight: "10% off",
      after: " Lemosho",
    });
  });

  it("is null without a highlight or when it is not in the title", () => {
    expect(splitHighlight("Title", null)).toBeNull();
    expect(splitHighlight("Title", "other")).toBeNull();
  });
});
