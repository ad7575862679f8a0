import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setDatabase } from "#app/db/client.server";
import { brandAssets, mediaAssets, siteBranding } from "#app/db/schema/index";
import { findBrandAsset, setDefaultBrandAsset } from "#app/modules/admin/branding/brand-assets.server";
import { logger } from "#app/modules/logging/logger.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import {
  clearBrandingCache,
  DEFAULT_BRANDING,
  defaultBranding,
  getBranding,
  getBrandLogo,
  getSiteBrandLogos,
} from "./branding.server";

// getBranding against a real (empty, migrated) database: the site_branding
// rows staff edit, the cache in front of them, and the defaults when the
// table is empty or the database does not answer.

const database = setUpTestDatabase();

afterEach(async () => {
  await database().db.delete(siteBranding);
  await database().db.delete(brandAssets);
  await database().db.delete(mediaAssets);
  clearBrandingCache();
});

describe("getBranding", () => {
  it("gives the defaults while site_branding is empty", async () => {
    expect(await getBranding()).toEqual(DEFAULT_BRANDING);
  });

  it("reads site_branding's rows, keeping defaults for bad or missing values", async () => {
    await database()
      .db.insert(siteBranding)
      .values([
        { configKey: "company_name", configValue: { en: "Twiga Trails" } },
        { configKey: "primary_color", configValue: "#123456" },
        { configKey: "accent_color", configValue: "not a colour" },
        { configKey: "font_body", configValue: "Lato" },
      ]);
    const branding = await getBranding();
    expect(branding.companyName).toBe("Twiga Trails");
    expect(branding.colors).toEqual({
      primary: "#123456",
      secondary: DEFAULT_BRANDING.colors.secondary,
      accent: DEFAULT_BRANDING.colors.accent,
    });
    expect(branding.fonts).toEqual({ heading: DEFAULT_BRANDING.fonts.heading, body: "Lato" });
  });

  it("gives each language its own texts, English where a language has none", async () => {
    await database()
      .db.insert(siteBranding)
      .values([
        { configKey: "company_tagline", configValue: { en: "From Arusha", de: "Ab Arusha", fr: " " } },
        { configKey: "company_name", configValue: { en: "Twiga Trails", zh: "长颈鹿之路" } },
      ]);
    expect((await getBranding("de")).tagline).toBe("Ab Arusha");
    expect((await getBranding("en")).tagline).toBe("From Arusha");
    // A blank or missing translation falls back to English, not to the default text.
    expect((await getBranding("fr")).tagline).toBe("From Arusha");
    expect((await getBranding("es")).tagline).toBe("From Arusha");
    expect((await getBranding("zh")).companyName).toBe("长颈鹿之路");
    expect((await getBranding("de")).companyName).toBe("Twiga Trails");
  });

  it("translates the default tagline while site_branding has none", async () => {
    const english = defaultBranding("en").tagline;
    for (const language of ["de", "fr", "es", "zh"] as const) {
      const { tagline } = await getBranding(language);
      expect(tagline, language).toBe(defaultBranding(language).tagline);
      expect(tagline, language).not.toBe(english);
    }
  });

  it("keeps what it read until the cache is cleared", async () => {
    await database()
      .db.insert(siteBranding)
      .values({ configKey: "company_name", configValue: { en: "First Name" } });
    expect((await getBranding()).companyName).toBe("First Name");
    await database()
      .db.update(siteBranding)
      .set({ configValue: { en: "Second Name" } });
    expect((await getBranding()).companyName).toBe("First Name");
    clearBrandingCache();
    expect((await getBranding()).companyName).toBe("Second Name");
  });

  it("falls back to the defaults, with a warning, when the database fails", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    setDatabase(undefined);
    try {
      expect(await getBranding()).toEqual(DEFAULT_BRANDING);
    } finally {
      setDatabase(database());
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.any(String),
    );
    // The failure is not cached: once the database answers, its rows count again.
    await database()
      .db.insert(siteBranding)
      .values({ configKey: "company_name", configValue: { en: "Back Again" } });
    expect((await getBranding()).companyName).toBe("Back Again");
  });
});

type AssetRow = typeof brandAssets.$inferInsert;
const logo = (more: Partial<AssetRow> = {}): AssetRow => ({
  name: "Logo",
  fileUrl: "/logo.svg",
  assetType: "logo",
  assetVariant: "primary",
  isActive: true,
  isDefault: true,
  ...more,
});

// getBrandLogo against a real database (decision 097): brand_assets' defaults,
// their library pictures, the branding's cache and its clearing.
describe("getBrandLogo", () => {
  it("gives none while brand_assets is empty", async () => {
    expect(await getBrandLogo("logo")).toBeNull();
    expect(await getSiteBrandLogos()).toEqual({ primary: null, onDark: null, icon: null });
  });

  it("reads the defaults, the inverse falling back to the primary variant", async () => {
    await database()
      .db.insert(brandAssets)
      .values([
        logo(),
        logo({ name: "Spare", fileUrl: "/favicon.svg", isDefault: false }),
        logo({ name: "Icon", fileUrl: "/favicon.svg", assetType: "icon" }),
      ]);
    expect(await getBrandLogo("logo", "primary")).toMatchObject({ url: "/logo.svg", width: 200, height: 48 });
    expect(await getBrandLogo("logo", "inverse")).toMatchObject({ url: "/logo.svg", variant: "primary" });
    expect(await getSiteBrandLogos()).toMatchObject({
      primary: { url: "/logo.svg" },
      onDark: { url: "/logo.svg", variant: "primary" },
      icon: { url: "/favicon.svg", contentType: "image/svg+xml" },
    });
  });

  it("sizes a library picture and gives its alt text in the page's language", async () => {
    const key = "brandlogo000000000000001";
    await database()
      .db.insert(mediaAssets)
      .values({
        key,
        format: "png",
        width: 1000,
        height: 250,
        bytes: 1000,
        widths: [400, 800, 1000],
        alt: { en: "Kilele Safaris", de: "Kilele Safaris (Logo)" },
        originalName: "logo.png",
      });
    await database()
      .db.insert(brandAssets)
      .values(logo({ assetVariant: "inverse", fileUrl: `/media/library/${key}/400.webp` }));
    expect(await getBrandLogo("logo", "inverse", "de")).toMatchObject({
      url: `/media/library/${key}/400.webp`,
      alt: "Kilele Safaris (Logo)",
      width: 400,
      height: 100,
      variant: "inverse",
    });
    // The picture gone from the library: nothing shown rather than a broken picture.
    await database().db.delete(mediaAssets).where(eq(mediaAssets.key, key));
    clearBrandingCache();
    expect(await getBrandLogo("logo", "inverse")).toBeNull();
  });

  it("keeps what it read until the cache is cleared; a brand asset save clears it", async () => {
    const [first] = await database().db.insert(brandAssets).values(logo()).returning();
    const [second] = await database()
      .db.insert(brandAssets)
      .values(logo({ name: "Second", fileUrl: "/logo-light.svg", isDefault: false }))
      .returning();
    expect((await getBrandLogo("logo"))?.url).toBe("/logo.svg");
    await database().db.update(brandAssets).set({ isActive: false }).where(eq(brandAssets.id, first!.id));
    expect((await getBrandLogo("logo"))?.url).toBe("/logo.svg");
    clearBrandingCache();
    expect(await getBrandLogo("logo")).toBeNull();

    // The editor's save clears it after its commit: the next read shows the new default.
    const staff = await createUser(database().db, { role: "staff" });
    const token = (await findBrandAsset(second!.id))?.token ?? "";
    expect(await setDefaultBrandAsset(second!.id, token, staff.id)).toEqual({ ok: true });
    expect((await getBrandLogo("logo"))?.url).toBe("/logo-light.svg");
  });

  it("gives none, with a warning, when the database fails", async () => {
    await database().db.insert(brandAssets).values(logo());
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    setDatabase(undefined);
    try {
      expect(await getBrandLogo("logo")).toBeNull();
    } finally {
      setDatabase(database());
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.any(String),
    );
    expect((await getBrandLogo("logo"))?.url).toBe("/logo.svg");
  });
});
