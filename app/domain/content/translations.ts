import type { Language } from "#app/i18n/config";

/**
 * Content in five languages (decision 089). English lives in a record's own
 * columns and is every language's fallback; the other four live in the
 * record's `translations` column, one object per language holding the same
 * fields by their camelCase names:
 *
 *   { "de": { "title": "…", "description": "…", "highlights": ["…"] } }
 *
 * A translation is shown only when it is complete: every translatable field
 * that has English text has text in that language too. A half-written one
 * stays in the editor (which lists what is missing) and the page shows the
 * English as a whole, marked `lang="en"` with a note, never a page that
 * switches language mid-paragraph.
 */

export const TRANSLATED_LANGUAGES = ["de", "fr", "es", "zh"] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export type TranslatedValue = string | string[];
export type TranslationFields = Record<string, TranslatedValue>;
export type Translations = Partial<Record<TranslatedLanguage, TranslationFields>>;

/** Each content table's translatable fields (camelCase, as the Drizzle rows name them). */
export const TRANSLATABLE_FIELDS = {
  tours: [
    "title",
    "titleHighlightText",
    "shortDescription",
    "description",
    "highlights",
    "included",
    "excluded",
  ],
  tourItineraryDays: ["title", "description"],
  destinations: ["name", "shortDescription", "description", "highlights", "wildlife", "bestTimeNote"],
  experiences: ["title", "shortDescription", "description", "highlights"],
  accommodations: ["shortDescription", "description", "highlights", "amenities"],
  blogPosts: ["title", "excerpt", "content"],
  faqs: ["question", "answer"],
  teamMembers: ["role", "bio"],
  contentPages: ["title", "metaDescription", "body"],
  promotionalBanners: [
    "title",
    "subtitle",
    "description",
    "titleHighlightText",
    "buttonText",
    "tourDuration",
    "tourBestTime",
  ],
  testimonials: ["content"],
} as const satisfies Record<string, readonly string[]>;

export type TranslatableEntity = keyof typeof TRANSLATABLE_FIELDS;

export function isTranslatedLanguage(value: string): value is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}

function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some((item) => typeof item === "string" && item.trim() !== "");
  return false;
}

/** The fields with English text that `language` has no text for, in the entity's field order. */
export function missingFields(
  record: Record<string, unknown>,
  translations: Translations | null | undefined,
  fields: readonly string[],
  language: TranslatedLanguage,
): string[] {
  const own = translations?.[language] ?? {};
  return fields.filter((field) => hasText(record[field]) && !hasText(own[field]));
}

/** A translation is shown when it has something and nothing English has is missing from it. */
export function isComplete(
  record: Record<string, unknown>,
  translations: Translations | null | undefined,
  fields: readonly string[],
  language: TranslatedLanguage,
): boolean {
  const own = translations?.[language];
  if (!own || !fields.some((field) => hasText(own[field]))) return false;
  return missingFields(record, translations, fields, language).length === 0;
}

export interface Localized<T> {
  /** The record with its translatable fields in `lang`. */
  value: T;
  /** The language the text is in: the page's, or "en" when it fell back. */
  lang: Language;
  /** True when the page asked for another language and got English. */
  fellBack: boolean;
}

/**
 * The record in the page's language when its translation is complete, in
 * English otherwise. Lists keep their English length rule: a translated list
 * replaces the English one whole.
 */
export function localize<T extends Record<string, unknown>>(
  record: T,
  translations: Translations | null | undefined,
  fields: readonly string[],
  language: Language,
): Localized<T> {
  if (language === "en" || !isTranslatedLanguage(language)) {
    return { value: record, lang: "en", fellBack: false };
  }
  if (!isComplete(record, translations, fields, language)) {
    return { value: record, lang: "en", fellBack: true };
  }
  const own = translations?.[language] ?? {};
  const value: Record<string, unknown> = { ...record };
  for (const field of fields) {
    if (field in own && hasText(own[field])) value[field] = own[field];
  }
  return { value: value as T, lang: language, fellBack: false };
}

/** `localize` for a table's own field list. */
export function localizeEntity<T extends Record<string, unknown>>(
  entity: TranslatableEntity,
  record: T,
  translations: Translations | null | undefined,
  language: Language,
): Localized<T> {
  return localize(record, translations, TRANSLATABLE_FIELDS[entity], language);
}

/** One record taking part in a unit shown together (a tour with its itinerary days). */
export type LocalizablePart<T extends Record<string, unknown>> = {
  entity: TranslatableEntity;
  record: T;
  translations: Translations | null | undefined;
};

/**
 * Records shown together, in the page's language only when every one of them
 * is complete in it: a tour page is German, tour and days, or English, tour
 * and days, never a German tour with English days.
 */
export function localizeTogether<T extends Record<string, unknown>>(
  parts: ReadonlyArray<LocalizablePart<T>>,
  language: Language,
): { values: T[]; lang: Language; fellBack: boolean } {
  const english = { values: parts.map((part) => part.record), lang: "en" as Language };
  if (language === "en" || !isTranslatedLanguage(language)) return { ...english, fellBack: false };
  const complete = parts.every(
    (part) =>
      // A day with no English text of its own needs no translation either.
      !TRANSLATABLE_FIELDS[part.entity].some((field) => hasText(part.record[field])) ||
      isComplete(part.record, part.translations, TRANSLATABLE_FIELDS[part.entity], language),
  );
  if (!complete || parts.length === 0) return { ...english, fellBack: true };
  return {
    values: parts.map((part) => localizeEntity(part.entity, part.record, part.translations, language).value),
    lang: language,
    fellBack: false,
  };
}
