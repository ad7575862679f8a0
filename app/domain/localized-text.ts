import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#app/i18n/config";

/**
 * A text staff write once per language, stored as one JSON object
 * (`{"en": "…", "de": "…"}`). English is required: it is what every other
 * language falls back to when its own value is missing or blank.
 */
export type LocalizedText = { [L in Language]?: string } & { en: string };

/** Each language's value, blanks and unknown languages left out; null without an English value. */
export function parseLocalizedText(value: unknown): LocalizedText | null {
  // A plain string is one value for every language (rows written before texts were translated).
  if (typeof value === "string") return value.trim() ? { en: value.trim() } : null;
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const result: { [L in Language]?: string } = {};
  for (const language of LANGUAGES) {
    const text = record[language];
    if (typeof text === "string" && text.trim()) result[language] = text.trim();
  }
  const english = result[DEFAULT_LANGUAGE];
  return english ? { ...result, en: english } : null;
}

/** The text in `language`, or in English when that language has none. */
export function localize(text: LocalizedText, language: Language): string {
  return text[language] ?? text.en;
}
