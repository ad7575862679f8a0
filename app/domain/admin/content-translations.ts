import { cleanMarkdown } from "#app/domain/content/clean-markdown";
import {
  missingFields,
  TRANSLATABLE_FIELDS,
  TRANSLATED_LANGUAGES,
  type TranslatableEntity,
  type TranslatedLanguage,
  type TranslationFields,
  type Translations,
} from "#app/domain/content/translations";

/**
 * The translation tabs of every content editor (issue 16, item 3; decision
 * 089): how each translatable field is written (one line, a paragraph,
 * Markdown, or a list of one item per line), how long it may be, and how the
 * posted `translations.<lang>.<field>` inputs become a record's
 * `translations` column. Pure, without zod: the tabs use it in the browser.
 */

export type TranslatedFieldKind = "line" | "text" | "markdown" | "list";
export type TranslatedFieldSpec = { field: string; kind: TranslatedFieldKind; max: number };

/** Fields that are lists (jsonb string arrays), by name across the content tables. */
const LIST_FIELDS = new Set(["highlights", "included", "excluded", "wildlife", "amenities", "places"]);
/** Fields written in Markdown and rendered as HTML (cleaned on save, sanitised on render). */
const MARKDOWN_FIELDS = new Set(["description", "content", "body"]);
/** Fields of a paragraph or two of plain text. */
const TEXT_FIELDS = new Set([
  "shortDescription",
  "excerpt",
  "answer",
  "bio",
  "metaDescription",
  "bestTimeNote",
]);

export const TRANSLATION_LIMITS = {
  line: 300,
  text: 2000,
  markdown: 50_000,
  /** Each item of a list, and how many items. */
  listItem: 300,
  listItems: 60,
} as const;

/**
 * Where one table writes a field otherwise than the name says elsewhere: a
 * traveller's review and a banner's description are a paragraph of plain
 * text, printed as text, where a tour's `description` is Markdown.
 */
const KIND_IN: Partial<Record<TranslatableEntity, Readonly<Record<string, TranslatedFieldKind>>>> = {
  testimonials: { content: "text" },
  promotionalBanners: { description: "text" },
};

/** How a field is written: by its table's exception, else by its name. */
export function fieldKind(field: string, entity?: TranslatableEntity): TranslatedFieldKind {
  const own = entity ? KIND_IN[entity]?.[field] : undefined;
  if (own) return own;
  if (LIST_FIELDS.has(field)) return "list";
  if (MARKDOWN_FIELDS.has(field)) return "markdown";
  if (TEXT_FIELDS.has(field)) return "text";
  return "line";
}

/** The translatable fields of a table, each with how it is written and its size limit. */
export function translatedFieldSpecs(entity: TranslatableEntity): TranslatedFieldSpec[] {
  return TRANSLATABLE_FIELDS[entity].map((field) => {
    const kind = fieldKind(field, entity);
    const max = kind === "list" ? TRANSLATION_LIMITS.listItem : TRANSLATION_LIMITS[kind];
    return { field, kind, max };
  });
}

/** The input name of one translated field: `translations.de.title`, or with a prefix `days.0.translations.de.title`. */
export function translationInputName(language: TranslatedLanguage, field: string, prefix = ""): string {
  return `${prefix}translations.${language}.${field}`;
}

/** Lines of a list field: trimmed, empty ones dropped, each and their number capped. */
export function readLines(value: string | null | undefined, itemMax = TRANSLATION_LIMITS.listItem): string[] {
  return (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, itemMax))
    .filter((line) => line !== "")
    .slice(0, TRANSLATION_LIMITS.listItems);
}

/** A text field as stored: trimmed, capped, Markdown cleaned (clean-markdown.ts). */
export function readText(value: string | null | undefined, kind: Exclude<TranslatedFieldKind, "list">) {
  const text = (value ?? "").replace(/\r\n/g, "\n").trim().slice(0, TRANSLATION_LIMITS[kind]);
  return kind === "markdown" ? cleanMarkdown(text) : text;
}

/** Reads one posted field by its input name (FormData's `get`, or anything alike). */
export type FormReader = (name: string) => FormDataEntryValue | null;

function stringOf(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * The `translations` column from a posted form: every field of `entity` in
 * each of the four languages, read from `translations.<lang>.<field>` (after
 * `prefix`), trimmed and capped; lists one item per line; Markdown cleaned.
 * Empty fields and languages are left out, so an untouched tab stores nothing.
 */
export function readTranslations(read: FormReader, entity: TranslatableEntity, prefix = ""): Translations {
  const specs = translatedFieldSpecs(entity);
  const translations: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const fields: TranslationFields = {};
    for (const { field, kind } of specs) {
      const raw = stringOf(read(translationInputName(language, field, prefix)));
      if (kind === "list") {
        const lines = readLines(raw);
        if (lines.length > 0) fields[field] = lines;
      } else {
        const text = readText(raw, kind);
        if (text !== "") fields[field] = text;
      }
    }
    if (Object.keys(fields).length > 0) translations[language] = fields;
  }
  return translations;
}

/** The translations as the form shows them: lists back to one item per line. */
export function translationsForForm(translations: Translations | null | undefined) {
  const form: Partial<Record<TranslatedLanguage, Record<string, string>>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const own = translations?.[language];
    if (!own) continue;
    form[language] = Object.fromEntries(
      Object.entries(own).map(([field, value]) => [field, Array.isArray(value) ? value.join("\n") : value]),
    );
  }
  return form;
}

/** Form values (lists as lines) back to the stored shape, to count what is missing. */
export function translationsFromForm(
  form: Partial<Record<TranslatedLanguage, Record<string, string>>>,
  entity: TranslatableEntity,
): Translations {
  return readTranslations((name) => {
    const [, language, field] = name.split(".");
    return form[language as TranslatedLanguage]?.[field ?? ""] ?? null;
  }, entity);
}

/** Per language, the fields with English text and none in that language (the tabs' "3 missing"). */
export function missingByLanguage(
  entity: TranslatableEntity,
  english: Record<string, unknown>,
  translations: Translations | null | undefined,
): Record<TranslatedLanguage, string[]> {
  const fields = TRANSLATABLE_FIELDS[entity];
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      missingFields(english, translations, fields, language),
    ]),
  ) as Record<TranslatedLanguage, string[]>;
}

/** English form values (lists as lines) as a record `missingFields` can read. */
export function englishFromForm(values: Record<string, unknown>, entity: TranslatableEntity) {
  return Object.fromEntries(
    TRANSLATABLE_FIELDS[entity].map((field) => {
      const value = values[field];
      return [
        field,
        fieldKind(field, entity) === "list" && typeof value === "string" ? readLines(value) : value,
      ];
    }),
  );
}

/** Per language, how many fields a record misses (0: complete): the lists' translation badges. */
export function gapCounts(
  entity: TranslatableEntity,
  english: Record<string, unknown>,
  translations: Translations | null | undefined,
): Record<TranslatedLanguage, number> {
  const missing = missingByLanguage(entity, english, translations);
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, missing[language].length]),
  ) as Record<TranslatedLanguage, number>;
}
