import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_SITE_FILES } from "./admin/brand-assets-fields";
import { BRAND_SITE_FILE_SIZES, type BrandAssetRecord, brandLogoOf, pickBrandLogo } from "./brand-logo";

// Which brand asset the public site shows (decision 097): the active default
// of a type and variant, else of the type's primary variant, else none; a
// file the page may not show counts as none.

const LIBRARY_KEY = "logoraster000000000001";
const OPTIONS = { language: "en" as const, imageOrigins: ["https://images.example.com"] };

let nextId = 1;
function asset(more: Partial<BrandAssetRecord> = {}): BrandAssetRecord {
  return {
    id: nextId++,
    name: "Logo",
    fileUrl: "/logo.svg",
    assetType: "logo",
    assetVariant: "primary",
    isActive: true,
    isDefault: true,
    displayOrder: 0,
    picture: null,
    ...more,
  };
}

const picture = {
  width: 1200,
  height: 300,
  widths: [400, 800, 1200],
  alt: { en: "Kilele Safaris mountain logo", de: "Kilele Safaris Berglogo" },
};

describe("pickBrandLogo", () => {
  it("gives the active default of the type and variant, with its file's size", () => {
    const rows = [
      asset({ name: "Old logo", isDefault: false, fileUrl: "/favicon.svg" }),
      asset({ name: "Logo" }),
      asset({ name: "Light logo", assetVariant: "inverse", fileUrl: "/logo-light.svg" }),
    ];
    expect(pickBrandLogo(rows, "logo", "primary", OPTIONS)).toEqual({
      url: "/logo.svg",
      alt: "Logo",
      width: 200,
      height: 48,
      contentType: "image/svg+xml",
      assetType: "logo",
      variant: "primary",
    });
    expect(pickBrandLogo(rows, "logo", "inverse", OPTIONS)).toMatchObject({
      url: "/logo-light.svg",
      variant: "inverse",
    });
  });

  it("falls back to the primary variant, then to none", () => {
    const rows = [asset({ name: "Logo" })];
    expect(pickBrandLogo(rows, "logo", "inverse", OPTIONS)).toMatchObject({
      url: "/logo.svg",
      variant: "primary",
    });
    expect(pickBrandLogo(rows, "icon", "primary", OPTIONS)).toBeNull();
    expect(pickBrandLogo(rows, "icon", "inverse", OPTIONS)).toBeNull();
    expect(pickBrandLogo([], "logo", "primary", OPTIONS)).toBeNull();
  });

  it("never shows an inactive default nor an active asset that is not the default", () => {
    const rows = [
      asset({ assetVariant: "inverse", fileUrl: "/logo-light.svg", isActive: false }),
      asset({ assetVariant: "inverse", fileUrl: "/favicon.svg", isDefault: false }),
      asset({ fileUrl: "/logo.svg", isActive: false }),
    ];
    expect(pickBrandLogo(rows, "logo", "inverse", OPTIONS)).toBeNull();
    // The inverse's own default is off: the primary variant's default is shown.
    const withPrimary = [...rows, asset({ fileUrl: "/favicon.svg", displayOrder: 3 })];
    expect(pickBrandLogo(withPrimary, "logo", "inverse", OPTIONS)).toMatchObject({
      url: "/favicon.svg",
      variant: "primary",
    });
  });

  it("ignores a file the page may not show, and falls back", () => {
    const refused = [
      "https://evil.example/logo.svg",
      "https://images.example.com/logo.svg",
      "//evil.example/logo.svg",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/>",
      "/uploads/logo.png",
      "/logo.svg?x=1",
      "/media/library/../logo.svg",
    ];
    for (const fileUrl of refused) {
      const rows = [asset({ assetVariant: "inverse", fileUrl }), asset({ fileUrl: "/logo.svg" })];
      expect(pickBrandLogo(rows, "logo", "inverse", OPTIONS), fileUrl).toMatchObject({
        url: "/logo.svg",
        variant: "primary",
      });
      expect(pickBrandLogo([asset({ fileUrl })], "logo", "primary", OPTIONS), fileUrl).toBeNull();
    }
  });

  it("shows a library picture at its variant's size with its alt text, never one that is gone", () => {
    const url = `/media/library/${LIBRARY_KEY}/800.webp`;
    const row = asset({ name: "Raster logo", fileUrl: url, picture });
    expect(pickBrandLogo([row], "logo", "primary", OPTIONS)).toEqual({
      url,
      alt: "Kilele Safaris mountain logo",
      width: 800,
      height: 200,
      contentType: "image/webp",
      assetType: "logo",
      variant: "primary",
    });
    expect(brandLogoOf(row, { ...OPTIONS, language: "de" })?.alt).toBe("Kilele Safaris Berglogo");
    // French has no alt text: English.
    expect(brandLogoOf(row, { ...OPTIONS, language: "fr" })?.alt).toBe("Kilele Safaris mountain logo");
    // The picture was deleted, or never had this width: it would show broken.
    expect(pickBrandLogo([{ ...row, picture: null }], "logo", "primary", OPTIONS)).toBeNull();
    const noWidth = { ...row, fileUrl: `/media/library/${LIBRARY_KEY}/1600.webp` };
    expect(pickBrandLogo([noWidth], "logo", "primary", OPTIONS)).toBeNull();
    const avif = { ...row, fileUrl: `/media/library/${LIBRARY_KEY}/400.avif` };
    expect(pickBrandLogo([avif], "logo", "primary", OPTIONS)).toMatchObject({
      contentType: "image/avif",
      width: 400,
      height: 100,
    });
  });

  it("prefers the first by display order should a group hold two defaults", () => {
    const rows = [asset({ fileUrl: "/favicon.svg", displayOrder: 2 }), asset({ displayOrder: 1 })];
    expect(pickBrandLogo(rows, "logo", "primary", OPTIONS)?.url).toBe("/logo.svg");
  });
});

describe("BRAND_SITE_FILE_SIZES", () => {
  it("holds every site SVG file's size as the file states it", () => {
    expect(Object.keys(BRAND_SITE_FILE_SIZES).sort()).toEqual([...BRAND_SITE_FILES].sort());
    for (const file of BRAND_SITE_FILES) {
      const svg = readFileSync(path.join("public", file), "utf8");
      const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
      expect(viewBox, file).not.toBeNull();
      expect(BRAND_SITE_FILE_SIZES[file], file).toEqual({
        width: Number(viewBox?.[1]),
        height: Number(viewBox?.[2]),
      });
    }
  });
});
