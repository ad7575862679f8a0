import type { TranslatedLanguage, Translations } from "#app/domain/content/translations";
import type { SeedTranslationSet } from "../types";
import { DE } from "./de";
import { ES } from "./es";
import { FR } from "./fr";
import { ZH } from "./zh";

/** The demo content's translations (decision 089), one complete set per language. */
export const SEED_TRANSLATIONS: Record<TranslatedLanguage, SeedTranslationSet> = {
  de: DE,
  fr: FR,
  es: ES,
  zh: ZH,
};

type Section = Exclude<keyof SeedTranslationSet, "tours">;

/** Every language's text for one record of a section (`key`: a slug, or a FAQ's English question). */
function gather(
  pick: (set: SeedTranslationSet) => Record<string, string | string[]> | undefined,
): Translations {
  const translations: Translations = {};
  for (const [language, set] of Object.entries(SEED_TRANSLATIONS) as Array<
    [TranslatedLanguage, SeedTranslationSet]
  >) {
    const fields = pick(set);
    if (fields) translations[language] = fields;
  }
  return translations;
}

export function seedTranslations(section: Section, key: string): Translations {
  return gather((set) => set[section][key]);
}

/** A tour's own fields in every language (its days come from `seedDayTranslations`). */
export function seedTourTranslations(slug: string): Translations {
  return gather((set) => {
    const tour = set.tours[slug];
    if (!tour) return undefined;
    const { days: _days, ...fields } = tour;
    return fields;
  });
}

/** Day `index` (from 0) of a tour's itinerary in every language. */
export function seedDayTranslations(slug: string, index: number): Translations {
  return gather((set) => set.tours[slug]?.days[index]);
}
