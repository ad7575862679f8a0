import { TRANSLATED_LANGUAGES } from "#app/domain/content/translations";
import { AA_CONTRAST, contrastRatio, hexColor } from "#app/domain/css-values";
import { isSelfHostedFont } from "#app/domain/font-stacks";
import type { LocalizedText } from "#app/domain/localized-text";
import { parseLocalizedText } from "#app/domain/localized-text";
import {
  BRANDING_COLOR_KEYS,
  BRANDING_FONT_KEYS,
  BRANDING_TEXT_KEYS,
  BRANDING_TEXT_LIMITS,
  type BrandingColorKey,
  type BrandingFontKey,
  type BrandingFormValues,
  type BrandingKey,
  type BrandingTextKey,
  type BrandingTextValues,
} from "./branding-fields";
import { type FormReader, translationInputName } from "./content-translations";

/**
 * The site branding editor's form (issue 16, item 1): the company's name, the
 * logo's text and the tagline in five languages (English required, the
 * others fall back to it), three colours as plain hex, and the heading and
 * body fonts among the families the site serves itself.
 */

const msg = (key: string) => `admin-branding:errors.${key}`;

/** What a save writes: one config_value per key. */
export type BrandingInput = Record<BrandingTextKey, LocalizedText> &
  Record<BrandingColorKey, string> &
  Record<BrandingFontKey, string>;

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** What was posted: English texts as `company_name`…, the others as `translations.<lang>.company_name`…. */
export function readBrandingValues(read: FormReader): BrandingFormValues {
  const texts = Object.fromEntries(
    BRANDING_TEXT_KEYS.map((key) => {
      const max = BRANDING_TEXT_LIMITS[key] * 2;
      const values: BrandingTextValues = { en: text(read, key, max) };
      for (const language of TRANSLATED_LANGUAGES) {
        values[language] = text(read, translationInputName(language, key), max);
      }
      return [key, values];
    }),
  ) as Record<BrandingTextKey, BrandingTextValues>;
  const colors = Object.fromEntries(BRANDING_COLOR_KEYS.map((key) => [key, text(read, key, 40)])) as Record<
    BrandingColorKey,
    string
  >;
  const fonts = Object.fromEntries(BRANDING_FONT_KEYS.map((key) => [key, text(read, key, 80)])) as Record<
    BrandingFontKey,
    string
  >;
  return { texts, colors, fonts };
}

function clean(value: string | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ");
}

export function validateBranding(
  values: BrandingFormValues,
): { ok: true; input: BrandingInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  for (const key of BRANDING_TEXT_KEYS) {
    const max = BRANDING_TEXT_LIMITS[key];
    const english = clean(values.texts[key].en);
    if (english === "") errors[key] = msg("englishRequired");
    else if (english.length > max) errors[key] = msg("tooLong");
    const localized: Record<string, string> = { en: english };
    for (const language of TRANSLATED_LANGUAGES) {
      const typed = clean(values.texts[key][language]);
      if (typed.length > max) errors[translationInputName(language, key)] = msg("tooLong");
      // An empty language is left out: the site shows the English text there.
      else if (typed !== "") localized[language] = typed;
    }
    input[key] = localized;
  }
  for (const key of BRANDING_COLOR_KEYS) {
    const colour = hexColor(values.colors[key]);
    if (colour === null) errors[key] = msg("hexColor");
    else input[key] = colour;
  }
  for (const key of BRANDING_FONT_KEYS) {
    const font = values.fonts[key];
    if (!isSelfHostedFont(font)) errors[key] = msg("font");
    else input[key] = font;
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, input: input as BrandingInput };
}

/** The stored rows as the form shows them; `fallback` fills what is missing or unusable. */
export function brandingFormValues(
  rows: ReadonlyArray<{ configKey: string; configValue: unknown }>,
  fallback: BrandingFormValues,
): BrandingFormValues {
  const stored = new Map(rows.map((row) => [row.configKey, row.configValue]));
  const texts = Object.fromEntries(
    BRANDING_TEXT_KEYS.map((key) => {
      const parsed = parseLocalizedText(stored.get(key));
      return [key, parsed ? { ...parsed } : { ...fallback.texts[key] }];
    }),
  ) as Record<BrandingTextKey, BrandingTextValues>;
  const plain = <K extends BrandingKey>(key: K, fallbackValue: string) => {
    const value = stored.get(key);
    return typeof value === "string" ? value : fallbackValue;
  };
  return {
    texts,
    colors: Object.fromEntries(
      BRANDING_COLOR_KEYS.map((key) => [key, plain(key, fallback.colors[key])]),
    ) as Record<BrandingColorKey, string>,
    fonts: Object.fromEntries(
      BRANDING_FONT_KEYS.map((key) => [key, plain(key, fallback.fonts[key])]),
    ) as Record<BrandingFontKey, string>,
  };
}

/** The translation tabs' values: each other language's texts by key. */
export function brandingTranslationValues(
  values: BrandingFormValues,
): Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], Record<string, string>>> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(BRANDING_TEXT_KEYS.map((key) => [key, values.texts[key][language] ?? ""])),
    ]),
  );
}

/** Per language, the texts with English and none in that language (the tabs' "2 missing"). */
export function brandingMissing(values: BrandingFormValues) {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      BRANDING_TEXT_KEYS.filter(
        (key) => clean(values.texts[key].en) !== "" && clean(values.texts[key][language]) === "",
      ),
    ]),
  ) as Record<(typeof TRANSLATED_LANGUAGES)[number], BrandingTextKey[]>;
}

/** The site's ink (app.css --color-ink): the text on accent-coloured buttons. */
const INK = "#1c1917";
const WHITE = "#ffffff";

/**
 * Where each colour meets text on the site (app.css): the primary colour
 * behind white button text and as link and heading text on white, the
 * secondary as text on white, the accent behind ink-coloured button text.
 */
export const BRANDING_CONTRAST_PAIRS: ReadonlyArray<{ key: BrandingColorKey; against: string }> = [
  { key: "primary_color", against: WHITE },
  { key: "secondary_color", against: WHITE },
  { key: "accent_color", against: INK },
];

export type ContrastWarning = { key: BrandingColorKey; ratio: number };

/** The colours whose text contrast is below WCAG AA (4.5:1), each with its ratio (one decimal). */
export function brandingContrastWarnings(colors: Record<BrandingColorKey, string>): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const { key, against } of BRANDING_CONTRAST_PAIRS) {
    const ratio = contrastRatio(colors[key] ?? "", against);
    if (ratio !== null && ratio < AA_CONTRAST) warnings.push({ key, ratio: Math.floor(ratio * 10) / 10 });
  }
  return warnings;
}
