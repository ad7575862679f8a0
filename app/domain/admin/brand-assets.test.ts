import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isBrandAssetFile, readBrandAssetForm } from "./brand-assets";
import { BRAND_SITE_FILES } from "./brand-assets-fields";

// The brand asset form: a file from the media library or one of the site's
// own SVG files, nothing else; type, variant and usages as plain words.

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return readBrandAssetForm(
    (name) => data.get(name),
    (name) => data.getAll(name),
  );
}

const VALID = {
  name: "Logo for dark backgrounds",
  fileUrl: "/logo-light.svg",
  assetType: "logo",
  assetVariant: "inverse",
  usageContext: ["footer", "hero", "footer"],
  isActive: "on",
  displayOrder: "",
};

describe("the brand asset form", () => {
  it("saves a site SVG or a library picture, usages once each", () => {
    expect(form(VALID)).toMatchObject({
      kind: "save",
      input: {
        fileUrl: "/logo-light.svg",
        usageContext: ["footer", "hero"],
        isActive: true,
        displayOrder: null,
      },
    });
    const library = "/media/library/abcdefghij0123456789/800.webp";
    expect(form({ ...VALID, fileUrl: library })).toMatchObject({ kind: "save", input: { fileUrl: library } });
  });

  it("refuses any other file, and words that are not plain", () => {
    for (const fileUrl of [
      "https://evil.example/logo.svg",
      "javascript:alert(1)",
      "/logo.svg?x=1",
      "/../etc/passwd",
      '/media/library/abcdefghij0123456789/800.webp"><script>',
      "data:image/svg+xml,<svg onload=alert(1)>",
    ]) {
      const read = form({ ...VALID, fileUrl });
      expect(read.kind, fileUrl).toBe("refused");
      if (read.kind === "refused") expect(read.fieldErrors.fileUrl).toBe("admin-branding:errors.fileUrl");
    }
    const words = form({ ...VALID, assetType: "Logo Big", usageContext: ["<b>"], name: "", fileUrl: "" });
    expect(words.kind === "refused" ? words.fieldErrors : {}).toEqual({
      name: "admin-branding:errors.nameRequired",
      fileUrl: "admin-branding:errors.fileRequired",
      assetType: "admin-branding:errors.choice",
      usageContext: "admin-branding:errors.choice",
    });
  });

  it("takes the picker's choice without saving", () => {
    const picked = form({
      ...VALID,
      intent: "addImage",
      pickImage: "/media/library/abcdefghij0123456789/400.webp | Logo",
    });
    expect(picked).toMatchObject({
      kind: "picked",
      values: { fileUrl: "/media/library/abcdefghij0123456789/400.webp" },
    });
  });

  it("offers only site files that exist", () => {
    for (const file of BRAND_SITE_FILES) {
      expect(existsSync(path.join("public", file)), file).toBe(true);
      expect(isBrandAssetFile(file)).toBe(true);
    }
  });
});
