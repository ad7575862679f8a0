import { describe, expect, it } from "vitest";
import { bannerFormValues, bannerPreview, readBannerForm, readSitePath } from "./banners";
import { bannerDealState, EMPTY_BANNER } from "./banners-fields";

// The promotional banner editor's form (issue 16, item 1): what is saved,
// and the message key beside each refused field.

const VALID = {
  title: "Witness the Great Migration",
  subtitle: "Mara River crossings",
  description: "Three days by the river.",
  titleFontSize: "3xlarge",
  titleHighlightText: "great migration",
  titleHighlightColor: "#D99A2B",
  textColor: "#fff",
  gradientOverlay: "linear-gradient(90deg, rgba(0,0,0,0.65) 0%, rgba(0,0,0,0.1) 70%)",
  backgroundImageUrl: "/images/scenes/zebra.jpg",
  tourId: "12",
  tourLink: "",
  buttonText: "Book this safari",
  tourDuration: "6 days",
  tourBestTime: "Jul - Oct",
  tourPrice: "4950",
  tourGroupSize: "6",
  discountPercent: "10",
  validFrom: "2026-07-01",
  validUntil: "2026-07-31",
  isActive: "on",
  "translations.de.title": "Erleben Sie die Große Migration",
  "translations.de.titleHighlightText": "Große Migration",
};

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return readBannerForm((name) => form.get(name));
}

function refused(fields: Record<string, string>): Record<string, string> {
  const read = post({ ...VALID, ...fields });
  if (read.kind !== "refused") throw new Error(`expected a refusal, got ${read.kind}`);
  return read.fieldErrors;
}

describe("the banner form", () => {
  it("reads a whole banner: prices in cents, colours and gradient normalised, translations kept", () => {
    const read = post(VALID);
    if (read.kind !== "save") throw new Error(JSON.stringify(read));
    expect(read.input).toMatchObject({
      title: "Witness the Great Migration",
      titleFontSize: "3xlarge",
      titleHighlightColor: "#d99a2b",
      textColor: "#fff",
      gradientOverlay: "linear-gradient(90deg,rgba(0,0,0,0.65) 0%,rgba(0,0,0,0.1) 70%)",
      tourId: 12,
      tourLink: null,
      tourPrice: 495_000,
      tourGroupSize: 6,
      discountPercent: 10,
      validFrom: "2026-07-01",
      validUntil: "2026-07-31",
      isActive: true,
      translations: {
        de: { title: "Erleben Sie die Große Migration", titleHighlightText: "Große Migration" },
      },
    });
  });

  it("reads an empty optional part as none, and a banner without a deal", () => {
    const read = post({
      ...VALID,
      tourId: "",
      tourLink: "/kilimanjaro?route=lemosho",
      discountPercent: "",
      validFrom: "",
      validUntil: "",
      textColor: "",
      gradientOverlay: "",
      tourPrice: "",
      isActive: "",
    });
    if (read.kind !== "save") throw new Error(JSON.stringify(read));
    expect(read.input).toMatchObject({
      tourId: null,
      tourLink: "/kilimanjaro?route=lemosho",
      discountPercent: null,
      validFrom: null,
      validUntil: null,
      textColor: null,
      gradientOverlay: null,
      tourPrice: null,
      isActive: false,
    });
  });

  it("refuses a missing title, a highlight not in it, and overlong texts", () => {
    expect(refused({ title: "  " }).title).toBe("admin-content:errors.titleRequired");
    expect(refused({ titleHighlightText: "Serengeti" }).titleHighlightText).toBe(
      "admin-content:errors.highlightNotInTitle",
    );
    expect(refused({ description: "x".repeat(1001) }).description).toBe("admin-content:errors.tooLong");
    expect(refused({ "translations.fr.description": "x".repeat(1001) }).translations).toBe(
      "admin-banners:errors.translationTooLong",
    );
    expect(refused({ titleFontSize: "huge" }).titleFontSize).toBe("admin-content:errors.fontSize");
  });

  it("refuses colours and gradients outside the safe subset", () => {
    expect(refused({ textColor: "white" }).textColor).toBe("admin-content:errors.color");
    expect(refused({ titleHighlightColor: "#fff;x" }).titleHighlightColor).toBe("admin-content:errors.color");
    expect(refused({ gradientOverlay: "url(https://tracker.example/p.gif)" }).gradientOverlay).toBe(
      "admin-banners:errors.gradient",
    );
    expect(refused({ backgroundImageUrl: "javascript:alert(1)" }).backgroundImageUrl).toBe(
      "admin-content:errors.singleImageUrl",
    );
  });

  it("refuses a link that is not a path on this site, and a tour that is not an id", () => {
    for (const link of ["https://example.com", "//evil.example", "/\\evil.example", "/a b", "javascript:x"]) {
      expect(refused({ tourId: "", tourLink: link }).tourLink, link).toBe("admin-banners:errors.link");
    }
    expect(readSitePath("/tours?category=beach")).toEqual({ ok: true, path: "/tours?category=beach" });
    expect(refused({ tourId: "abc" }).tourId).toBe("admin-banners:errors.tour");
  });

  it("holds a deal to 1-90 % and a whole validity window, last day not before the first", () => {
    expect(refused({ discountPercent: "0" }).discountPercent).toBe("admin-banners:errors.discount");
    expect(refused({ discountPercent: "91" }).discountPercent).toBe("admin-banners:errors.discount");
    expect(refused({ discountPercent: "12.5" }).discountPercent).toBe("admin-banners:errors.discount");
    expect(refused({ validFrom: "2026-02-30" }).validFrom).toBe("admin-banners:errors.date");
    expect(refused({ validUntil: "" }).validUntil).toBe("admin-banners:errors.bothDates");
    expect(refused({ validUntil: "2026-06-30" }).validUntil).toBe("admin-banners:errors.untilBeforeFrom");
    expect(refused({ validFrom: "", validUntil: "" }).validFrom).toBe("admin-banners:errors.dealNeedsDates");
    expect(post({ ...VALID, validUntil: "2026-07-01" }).kind).toBe("save");
  });

  it("comes back unsaved with the picker's picture, or with a preview of the banner", () => {
    const picked = post({
      ...VALID,
      intent: "addImage",
      pickImage: "/media/library/abc123/1600.webp | Zebras",
    });
    expect(picked).toMatchObject({
      kind: "picked",
      values: { backgroundImageUrl: "/media/library/abc123/1600.webp" },
    });
    const preview = post({ ...VALID, intent: "preview" });
    if (preview.kind !== "preview") throw new Error(preview.kind);
    expect(bannerPreview(preview.input, 7)).toMatchObject({
      id: 7,
      title: "Witness the Great Migration",
      tourId: 12,
      tourPrice: 495_000,
      textLang: "en",
    });
    // A preview of refused input is a refusal: nothing unsafe is drawn.
    expect(post({ ...VALID, intent: "preview", gradientOverlay: "url(x)" }).kind).toBe("refused");
  });

  it("shows a stored banner as typed, and reads it back the same", () => {
    const values = bannerFormValues({
      title: "Family Safari",
      subtitle: null,
      description: null,
      titleFontSize: "xlarge",
      titleHighlightText: null,
      titleHighlightColor: "#d99a2b",
      textColor: null,
      gradientOverlay: null,
      backgroundImageUrl: null,
      tourId: 4,
      tourLink: "/tours/family-safari",
      buttonText: null,
      tourDuration: null,
      tourBestTime: null,
      tourPrice: 299_050,
      tourGroupSize: null,
      discountPercent: 15,
      validFrom: "2026-01-01",
      validUntil: "2026-03-31",
      isActive: true,
      translations: { de: { title: "Familiensafari" } },
    });
    expect(values).toMatchObject({ tourId: "4", tourLink: "", tourPrice: "2990.50", discountPercent: "15" });
    expect(values.translations).toEqual({ de: { title: "Familiensafari" } });
    expect(EMPTY_BANNER.isActive).toBe(false);
  });
});

describe("bannerDealState", () => {
  const deal = { discountPercent: 10, validFrom: "2026-07-01", validUntil: "2026-07-31" };
  it("is a deal only with a discount and both days, and says where it stands today", () => {
    expect(bannerDealState(deal, "2026-06-30")).toBe("upcoming");
    expect(bannerDealState(deal, "2026-07-01")).toBe("running");
    expect(bannerDealState(deal, "2026-07-31")).toBe("running");
    expect(bannerDealState(deal, "2026-08-01")).toBe("ended");
    expect(bannerDealState({ ...deal, discountPercent: null }, "2026-07-10")).toBe("none");
    expect(bannerDealState({ ...deal, validUntil: null }, "2026-07-10")).toBe("none");
  });
});
