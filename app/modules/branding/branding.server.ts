import { z } from "zod";
import { db } from "#app/db/client.server";
import { siteBranding } from "#app/db/schema/index";
import { memoize } from "#app/modules/cache/memoize.server";
import { logger } from "#app/modules/logging/logger.server";

export type Branding = {
  companyName: string;
  logoText: string;
  tagline: string;
  colors: { primary: string; secondary: string; accent: string };
  fonts: { heading: string; body: string };
};

export const DEFAULT_BRANDING: Branding = {
  companyName: "Kilele Safaris",
  logoText: "Kilele",
  tagline: "Safaris and eco-adventures from Arusha",
  colors: { primary: "#1f5135", secondary: "#8a5a1c", accent: "#d99a2b" },
  fonts: { heading: "Fraunces", body: "Inter" },
};

// Values come from staff; only a plain colour or font name may reach the CSS.
const color = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
const fontName = z.string().regex(/^[\w ,.'-]{1,60}$/);
const text = z.string().trim().min(1).max(120);

function pick<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** Branding rows (config_key → config_value) with defaults for missing or bad values. */
export function brandingFromRows(rows: { configKey: string; configValue: unknown }[]): Branding {
  const values = new Map(rows.map((row) => [row.configKey, row.configValue]));
  const d = DEFAULT_BRANDING;
  return {
    companyName: pick(text, values.get("company_name"), d.companyName),
    logoText: pick(text, values.get("logo_text"), d.logoText),
    tagline: pick(text, values.get("company_tagline"), d.tagline),
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

const cached = memoize(60_000, async () =>
  brandingFromRows(
    await db()
      .select({ configKey: siteBranding.configKey, configValue: siteBranding.configValue })
      .from(siteBranding),
  ),
);

export async function getBranding(): Promise<Branding> {
  try {
    return await cached.get();
  } catch (error) {
    logger.warn({ err: error }, "branding unavailable, using defaults");
    return DEFAULT_BRANDING;
  }
}

export function clearBrandingCache() {
  cached.clear();
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
    `--font-heading:"${fonts.heading}","${fonts.heading} Variable","${fonts.heading} Fallback",Georgia,serif;`,
    `--font-body:"${fonts.body}","${fonts.body} Variable","${fonts.body} Fallback",system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;`,
    "}",
  ].join("");
}
