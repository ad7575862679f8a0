import type { TranslatedLanguage } from "#app/domain/content/translations";
import { SELF_HOSTED_FONTS } from "#app/domain/font-stacks";

/**
 * The site branding editor's keys, limits and form values (issue 16, item 1),
 * without the checks (branding.ts): pure, for the form in the browser. Each
 * key is a row of site_branding (config_key → config_value).
 */

/** The texts visitors read, one value per language (English required): db/schema SITE_BRANDING_TEXT_KEYS. */
export const BRANDING_TEXT_KEYS = ["company_name", "logo_text", "company_tagline"] as const;
export type BrandingTextKey = (typeof BRANDING_TEXT_KEYS)[number];

export const BRANDING_COLOR_KEYS = ["primary_color", "secondary_color", "accent_color"] as const;
export type BrandingColorKey = (typeof BRANDING_COLOR_KEYS)[number];

export const BRANDING_FONT_KEYS = ["font_heading", "font_body"] as const;
export type BrandingFontKey = (typeof BRANDING_FONT_KEYS)[number];

/** Every key the editor writes; other rows of site_branding are left as they are. */
export const BRANDING_KEYS = [...BRANDING_TEXT_KEYS, ...BRANDING_COLOR_KEYS, ...BRANDING_FONT_KEYS] as const;
export type BrandingKey = (typeof BRANDING_KEYS)[number];

/** The longest text the site shows for each (modules/branding reads at most 120 characters). */
export const BRANDING_TEXT_LIMITS: Record<BrandingTextKey, number> = {
  company_name: 120,
  logo_text: 60,
  company_tagline: 120,
};

export const BRANDING_FONTS = SELF_HOSTED_FONTS;

/** One text in English and each other language, as typed. */
export type BrandingTextValues = { en: string } & Partial<Record<TranslatedLanguage, string>>;

export type BrandingFormValues = {
  texts: Record<BrandingTextKey, BrandingTextValues>;
  colors: Record<BrandingColorKey, string>;
  fonts: Record<BrandingFontKey, string>;
};

/** The version token's hidden field (site_branding has no version column: branding.ts, `brandingToken`). */
export const BRANDING_TOKEN_MAX = 64;
