import { afterEach, describe, expect, it, vi } from "vitest";
import { setDatabase } from "#app/db/client.server";
import { siteBranding } from "#app/db/schema/index";
import { logger } from "#app/modules/logging/logger.server";
import { setUpTestDatabase } from "#tests/db";
import { clearBrandingCache, DEFAULT_BRANDING, defaultBranding, getBranding } from "./branding.server";

// getBranding against a real (empty, migrated) database: the site_branding
// rows staff edit, the cache in front of them, and the defaults when the
// table is empty or the database does not answer.

const database = setUpTestDatabase();

afterEach(async () => {
  await database().db.delete(siteBranding);
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
