import { LANGUAGES, type Language } from "#app/i18n/config";

/**
 * A library picture's alt text, one per site language (issue 16). English is
 * every language's fallback, so a picture is usable once it has English alt
 * text; the others are shown where written.
 */

export type AltText = Partial<Record<Language, string>>;

/** Long enough for a real description; a screen reader user should not sit through more. */
export const ALT_TEXT_MAX = 300;

/** One alt text as stored: whitespace runs (newlines included) as one space, trimmed. */
export function normaliseAlt(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * The form's five fields (`alt_en` … `alt_zh`) as stored: normalised, empty
 * ones left out; refused, naming them, when any is longer than ALT_TEXT_MAX.
 */
export function readAltFields(
  get: (name: string) => unknown,
): { ok: true; alt: AltText } | { ok: false; tooLong: Language[] } {
  const alt: AltText = {};
  const tooLong: Language[] = [];
  for (const language of LANGUAGES) {
    const raw = get(`alt_${language}`);
    const value = typeof raw === "string" ? normaliseAlt(raw) : "";
    if (value.length > ALT_TEXT_MAX) tooLong.push(language);
    else if (value) alt[language] = value;
  }
  return tooLong.length > 0 ? { ok: false, tooLong } : { ok: true, alt };
}

/** Whether content may show the picture: it needs English alt text. */
export function isUsableAlt(alt: AltText | null | undefined): boolean {
  return Boolean(alt?.en?.trim());
}

/** The languages still without alt text, in the site's order. */
export function missingAltLanguages(alt: AltText | null | undefined): Language[] {
  return LANGUAGES.filter((language) => !alt?.[language]?.trim());
}

/** The alt text for a page in `language`: its own when written, else English. */
export function altFor(alt: AltText | null | undefined, language: Language): string {
  return alt?.[language]?.trim() || alt?.en?.trim() || "";
}
