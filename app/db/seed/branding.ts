import type { SiteBrandingTextKey } from "#app/db/schema/index";
import { LANGUAGES, type Language } from "#app/i18n/config";
import type { SeedBrandAsset } from "./types";

/**
 * The site_branding texts visitors read, in every language (a LocalizedText
 * each; the type makes the seed give all five). The company's name is a
 * name: the same in every script.
 */
export const SITE_BRANDING_TEXTS: Record<SiteBrandingTextKey, Record<Language, string>> = {
  company_name: sameInEveryLanguage("Kilele Safaris"),
  logo_text: sameInEveryLanguage("Kilele"),
  company_tagline: {
    en: "Safaris, Kilimanjaro climbs and eco-adventures from Arusha",
    de: "Safaris, Kilimandscharo-Besteigungen und Öko-Abenteuer ab Arusha",
    fr: "Safaris, ascensions du Kilimandjaro et éco-aventures au départ d'Arusha",
    es: "Safaris, ascensos al Kilimanjaro y ecoaventuras desde Arusha",
    zh: "从阿鲁沙出发的野生动物之旅、乞力马扎罗登山与生态探险",
  },
};

/**
 * The site_branding style values. The primary green (#1f5135) has a contrast
 * of about 9.6:1 with white text, the ochre secondary (#8a5a1c) about 5.9:1;
 * the accent gold is for decoration on dark backgrounds.
 */
export const SITE_BRANDING_STYLE: Record<string, string> = {
  primary_color: "#1f5135",
  secondary_color: "#8a5a1c",
  accent_color: "#d99a2b",
  font_heading: "Fraunces",
  font_body: "Inter",
};

/** Every site_branding row (config_key → config_value). */
export const SITE_BRANDING: Record<string, unknown> = { ...SITE_BRANDING_TEXTS, ...SITE_BRANDING_STYLE };

function sameInEveryLanguage(text: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<Language, string>;
}

/** The brand assets: one default per type and variant (decision 097: the site reads the defaults). */
export const BRAND_ASSETS: SeedBrandAsset[] = [
  {
    name: "Kilele Safaris logo",
    fileUrl: "/logo.svg",
    assetType: "logo",
    assetVariant: "primary",
    isActive: true,
    isDefault: true,
    usageContext: ["header", "footer", "email"],
    displayOrder: 0,
  },
  {
    name: "Kilele Safaris logo, light on dark",
    fileUrl: "/logo-light.svg",
    assetType: "logo",
    assetVariant: "inverse",
    isActive: true,
    // The only one of logo/inverse: its group's default, or the dark footer would never find it.
    isDefault: true,
    usageContext: ["footer", "hero"],
    displayOrder: 1,
  },
  {
    // The browser tab's icon (root.tsx), the same file the site falls back to.
    name: "Kilele Safaris icon",
    fileUrl: "/favicon.svg",
    assetType: "icon",
    assetVariant: "primary",
    isActive: true,
    isDefault: true,
    usageContext: [],
    displayOrder: 0,
  },
];
