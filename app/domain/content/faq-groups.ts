import type { Language } from "#app/i18n/config";

/** A question and its answer; `lang` is the language they are in, when it may differ from the page's. */
export type FaqEntry = { id: number; question: string; answer: string; lang?: Language };
export type FaqGroup = { category: string; items: FaqEntry[] };

/** The order of the FAQ page's sections; a category not listed here follows, alphabetically. */
export const FAQ_CATEGORY_ORDER = ["booking", "payment", "health_safety", "kilimanjaro", "packing", "visas"];

/** Rows (already in display order within a category) grouped into the page's sections. */
export function groupFaqs(rows: ReadonlyArray<FaqEntry & { category: string }>): FaqGroup[] {
  const groups = new Map<string, FaqEntry[]>();
  for (const { category, ...item } of rows) {
    const items = groups.get(category) ?? [];
    items.push(item);
    groups.set(category, items);
  }
  const rank = (category: string) => {
    const index = FAQ_CATEGORY_ORDER.indexOf(category);
    return index === -1 ? FAQ_CATEGORY_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, items]) => ({ category, items }));
}

/** A heading for a category nobody translated: "health_safety" reads "Health safety". */
export function humanizeCategory(category: string): string {
  const words = category.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** schema.org FAQPage for the questions on the page. */
export function faqPageJsonLd(groups: readonly FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
