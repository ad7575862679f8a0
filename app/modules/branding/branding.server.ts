import { z } from "zod";
import { db } from "#app/db/client.server";
import { type SiteBrandingTextKey, siteBranding } from "#app/db/schema/index";
import type { Branding } from "#app/domain/branding";
import { fontStack } from "#app/domain/font-stacks";
import { type LocalizedText, localize, parseLocalizedText } from "#app/domain/localized-text";
import { DEFAULT_LANGUAGE, type Language } from "#app/i18n/config";
import { memoize } from "#app/modules/cache/memoize.server";
import { logger } from "#app/modules/logging/logger.server";

type BrandingText = "companyName" | "logoText" | "tagline";

/** Where each text is stored. */
const BRANDING_TEXT_KEYS: Record<BrandingText, SiteBrandingTextKey> = {
  companyName: "company_name",
  logoText: "logo_text",
  tagline: "company_tagline",
};

// Values come from staff; only a plain colour or font name may reach the CSS.
const color = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
const fontName = z.string().regex(/^[\w ,.'-]{1,60}$/);
const text = z.string().trim().min(1).max(120);

/** What the site shows while site_branding has no (usable) value. */
const DEFAULT_TEXTS: Record<BrandingText, LocalizedText> = {
  companyName: { en: "Kilele Safaris" },
  logoText: { en: "Kilele" },
  tagline: {
    en: "Safaris and eco-adventures from Arusha",
    de: "Safaris und Öko-Abenteuer ab Arusha",
    fr: "Safaris et éco-aventures au départ d'Arusha",
    es: "Safaris y ecoaventuras desde Arusha",
    zh: "从阿鲁沙出发的野生动物之旅与生态探险",
  },
};

const DEFAULT_STYLE: Pick<Branding, "colors" | "fonts"> = {
  colors: { primary: "#1f5135", secondary: "#8a5a1c", accent: "#d99a2b" },
  fonts: { heading: "Fraunces", body: "Inter" },
};

/** The defaults with their texts in `language`. */
export function defaultBranding(language: Language = DEFAULT_LANGUAGE): Branding {
  return brandingFromRows([], language);
}

function pick<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** A stored text in `language` (English when it has none), or the default's. */
function pickText(value: unknown, fallback: LocalizedText, language: Language): string {
  const stored = parseLocalizedText(value);
  return pick(text, stored && localize(stored, language), localize(fallback, language));
}

type BrandingRow = { configKey: string; configValue: unknown };

/** Branding rows (config_key → config_value) in `language`, with defaults for missing or bad values. */
export function brandingFromRows(rows: BrandingRow[], language: Language = DEFAULT_LANGUAGE): Branding {
  const values = new Map(rows.map((row) => [row.configKey, row.configValue]));
  const textOf = (name: BrandingText) =>
    pickText(values.get(BRANDING_TEXT_KEYS[name]), DEFAULT_TEXTS[name], language);
  const d = DEFAULT_STYLE;
  return {
    companyName: textOf("companyName"),
    logoText: textOf("logoText"),
    tagline: textOf("tagline"),
    colors: {
      primary: pick(color, values.get("primary_color"), d.colors.primary),
      secondary: pick(color, values.get("secondary_color"), d.colors.secondary),
      accent: pick(color, values.get("accent_color"), d.colors.accent),
    },
    fonts: {
      heading: pick(fontName, values.get("font_heading"), d.fonts.heading),
      body: pick(fontName, values.get("font_body"), d.fonts.body),
    },
  };
}

/** The defaults in English. */
export const DEFAULT_BRANDING: Branding = defaultBranding();

/**
 * How old the cached rows may get. The instance that saves the branding
 * clears its cache at once (`clearBrandingCache`, called by the editor after
 * the commit); other instances of the site follow within this time. The
 * table holds a handful of rows, so reading it every few seconds costs less
 * than a stamp check would save (decision: see the branding editor, issue 16).
 */
export const BRANDING_CACHE_MS = 5_000;

// The rows, not one language's branding: every language reads the same cache.
const cachedRows = memoize(
  BRANDING_CACHE_MS,
  async (): Promise<BrandingRow[]> =>
    db()
      .select({ configKey: siteBranding.configKey, configValue: siteBranding.configValue })
      .from(siteBranding),
);

/** The branding in `language` (English texts where that language has none). */
export async function getBranding(language: Language = DEFAULT_LANGUAGE): Promise<Branding> {
  try {
    return brandingFromRows(await cachedRows.get(), language);
  } catch (error) {
    logger.warn({ err: error }, "branding unavailable, using defaults");
    return defaultBranding(language);
  }
}

export function clearBrandingCache() {
  cachedRows.clear();
}

/** The branding as CSS custom properties for the page's :root. */
export function brandingCss(branding: Branding): string {
  const { colors, fonts } = branding;
  return [
    ":root{",
    `--brand-primary:${colors.primary};`,
    `--brand-secondary:${colors.secondary};`,
    `--brand-accent:${colors.accent};`,
    // "<name> Fallback" is the metric-matched local font of app.css (Inter and Fraunces have one).
    `--font-heading:${fontStack([fonts.heading, `${fonts.heading} Variable`, `${fonts.heading} Fallback`, "Georgia"], "serif")};`,
    `--font-body:${fontStack([fonts.body, `${fonts.body} Variable`, `${fonts.body} Fallback`, "system-ui", "-apple-system", "Segoe UI"], "sans-serif")};`,
    "}",
  ].join("");
}
