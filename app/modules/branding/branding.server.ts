import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db } from "#app/db/client.server";
import { brandAssets, mediaAssets, type SiteBrandingTextKey, siteBranding } from "#app/db/schema/index";
import {
  BRAND_FALLBACK_VARIANT,
  type BrandAssetRecord,
  type BrandLogo,
  type BrandLogos,
  pickBrandLogo,
} from "#app/domain/brand-logo";
import type { Branding } from "#app/domain/branding";
import { fontStack } from "#app/domain/font-stacks";
import { type LocalizedText, localize, parseLocalizedText } from "#app/domain/localized-text";
import { libraryKeysIn } from "#app/domain/media/upload";
import { DEFAULT_LANGUAGE, type Language } from "#app/i18n/config";
import { memoize } from "#app/modules/cache/memoize.server";
import { env } from "#app/modules/config/env.server";
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
 * How old the cached rows (the branding's and the brand assets') may get.
 * The instance that saves the branding or a brand asset clears its cache at
 * once (`clearBrandingCache`, called by the editors after the commit); other
 * instances of the site follow within this time. The tables hold a handful
 * of rows, so reading them every few seconds costs less than a stamp check
 * would save (decisions 095 and 097).
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

/**
 * The active brand assets (a handful of rows) with the media library picture
 * each names, read through the same short cache as the branding and cleared
 * with it (decision 097). Inactive rows are never shown, so not read.
 */
const cachedAssets = memoize(BRANDING_CACHE_MS, async (): Promise<BrandAssetRecord[]> => {
  const rows = await db()
    .select({
      id: brandAssets.id,
      name: brandAssets.name,
      fileUrl: brandAssets.fileUrl,
      assetType: brandAssets.assetType,
      assetVariant: brandAssets.assetVariant,
      isActive: brandAssets.isActive,
      isDefault: brandAssets.isDefault,
      displayOrder: brandAssets.displayOrder,
    })
    .from(brandAssets)
    .where(eq(brandAssets.isActive, true));
  const keys = [...new Set(rows.flatMap((row) => libraryKeysIn(row.fileUrl)))];
  const pictures = keys.length
    ? await db()
        .select({
          key: mediaAssets.key,
          width: mediaAssets.width,
          height: mediaAssets.height,
          widths: mediaAssets.widths,
          alt: mediaAssets.alt,
        })
        .from(mediaAssets)
        .where(inArray(mediaAssets.key, keys))
    : [];
  return rows.map((row) => {
    const [key] = libraryKeysIn(row.fileUrl);
    const picture = key ? pictures.find((candidate) => candidate.key === key) : undefined;
    return { ...row, picture: picture ?? null };
  });
});

/**
 * Clears this instance's branding and brand assets at once: the branding
 * editor and the brand asset editor call it after their commits.
 */
export function clearBrandingCache() {
  cachedRows.clear();
  cachedAssets.clear();
}

/**
 * The brand asset the site shows for a type (`logo`, `icon`) and variant
 * (`primary`, `inverse`…): the active default of that type and variant,
 * else of the type's `primary` variant, else null (the page keeps its own
 * mark and files). A file the page may not show (not served by this site,
 * outside the Content-Security-Policy's picture origins, a library picture
 * that is gone) counts as no asset. Null, logged, when the table cannot be read.
 */
export async function getBrandLogo(
  assetType: string,
  variant: string = BRAND_FALLBACK_VARIANT,
  language: Language = DEFAULT_LANGUAGE,
): Promise<BrandLogo | null> {
  return (await getBrandLogos(language, [[assetType, variant]]))[0] ?? null;
}

async function getBrandLogos(
  language: Language,
  wanted: ReadonlyArray<readonly [string, string]>,
): Promise<Array<BrandLogo | null>> {
  try {
    const rows = await cachedAssets.get();
    const options = { language, imageOrigins: env().imageOrigins };
    return wanted.map(([assetType, variant]) => pickBrandLogo(rows, assetType, variant, options));
  } catch (error) {
    logger.warn({ err: error }, "brand assets unavailable, using the site's own logo");
    return wanted.map(() => null);
  }
}

/** The assets every page uses: the header's logo, the dark footer's, the browser tab's icon. */
export async function getSiteBrandLogos(language: Language = DEFAULT_LANGUAGE): Promise<BrandLogos> {
  const [primary, onDark, icon] = await getBrandLogos(language, [
    ["logo", BRAND_FALLBACK_VARIANT],
    ["logo", "inverse"],
    ["icon", BRAND_FALLBACK_VARIANT],
  ]);
  return { primary: primary ?? null, onDark: onDark ?? null, icon: icon ?? null };
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
