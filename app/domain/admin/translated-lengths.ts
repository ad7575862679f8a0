import { TRANSLATED_LANGUAGES, type Translations } from "#app/domain/content/translations";

/**
 * The translation tabs cap each field by its kind (content-translations.ts:
 * a line 300, a paragraph 2,000, Markdown 50,000); an editor whose English
 * fields are shorter holds the other languages to the same limits here, so a
 * banner's German description cannot be twenty times its English one.
 */
export function overlongTranslation(
  translations: Translations,
  limits: Readonly<Record<string, number>>,
): { language: string; field: string } | null {
  for (const language of TRANSLATED_LANGUAGES) {
    for (const [field, value] of Object.entries(translations[language] ?? {})) {
      const max = limits[field];
      const length = Array.isArray(value) ? value.join("\n").length : value.length;
      if (max !== undefined && length > max) return { language, field };
    }
  }
  return null;
}
