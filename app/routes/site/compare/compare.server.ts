import { parseTourIds } from "#app/domain/catalogue/comparison";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { loadComparedTours } from "#app/modules/catalogue/comparison.server";

/** The tours of `?tours=` (or a stored list), with what was left out and why. */
export async function comparisonFor(value: string | null, language: Language) {
  const parsed = parseTourIds(value);
  const tours = await loadComparedTours(parsed.ids, language);
  return {
    tours,
    notices: { skipped: parsed.ids.length - tours.length, invalid: parsed.invalid, dropped: parsed.dropped },
  };
}

export function compareSeo(language: Language) {
  const t = serverT(language, "compare");
  // A comparison is a visitor's own selection: never indexed.
  return { title: t("page.metaTitle"), description: t("page.lead"), noindex: true };
}
