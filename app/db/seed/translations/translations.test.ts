import { describe, expect, it } from "vitest";
import { missingFields, TRANSLATABLE_FIELDS, TRANSLATED_LANGUAGES } from "#app/domain/content/translations";
import { DESTINATIONS } from "../destinations";
import { FAQS } from "../faqs";
import { CONTENT_PAGES } from "../pages";
import { TOURS } from "../tours";
import { SEED_TRANSLATIONS, seedDayTranslations, seedTourTranslations, seedTranslations } from "./index";

// Issue 16: at least 6 tours (a Serengeti safari and the Machame route among
// them), 4 destinations, the FAQs and the content pages, complete in every language.
const TOUR_SLUGS = Object.keys(SEED_TRANSLATIONS.de.tours);
const TOUR_FAQS = TOURS.filter((tour) => TOUR_SLUGS.includes(tour.slug)).flatMap((tour) => tour.faqs ?? []);

function listLengths(record: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as unknown[]).length]),
  );
}

describe.each(TRANSLATED_LANGUAGES)("demo content in %s", (language) => {
  const set = SEED_TRANSLATIONS[language];

  it("translates the same records in every language", () => {
    expect(Object.keys(set.tours).sort()).toEqual([...TOUR_SLUGS].sort());
    expect(TOUR_SLUGS.length).toBeGreaterThanOrEqual(6);
    expect(TOUR_SLUGS).toContain("kilimanjaro-machame-route-7-days");
    expect(TOUR_SLUGS.some((slug) => slug.startsWith("serengeti"))).toBe(true);
    expect(Object.keys(set.destinations)).toHaveLength(4);
  });

  it("has every tour complete: its fields, its lists item for item, and every itinerary day", () => {
    for (const slug of TOUR_SLUGS) {
      const tour = TOURS.find((candidate) => candidate.slug === slug);
      expect(tour, slug).toBeDefined();
      if (!tour) continue;
      const translations = seedTourTranslations(slug);
      expect(missingFields(tour, translations, TRANSLATABLE_FIELDS.tours, language), slug).toEqual([]);
      const own = translations[language] ?? {};
      const english = listLengths({
        highlights: tour.highlights,
        included: tour.included,
        excluded: tour.excluded,
      });
      expect(listLengths(own), slug).toEqual(english);
      if (tour.titleHighlightText) expect(String(own.title), slug).toContain(String(own.titleHighlightText));
      else expect(own.titleHighlightText, slug).toBeUndefined();
      expect(set.tours[slug]?.days, slug).toHaveLength(tour.itinerary.length);
      tour.itinerary.forEach((day, index) => {
        const dayTranslations = seedDayTranslations(slug, index);
        expect(missingFields(day, dayTranslations, TRANSLATABLE_FIELDS.tourItineraryDays, language)).toEqual(
          [],
        );
      });
    }
  });

  it("has its destinations complete", () => {
    for (const slug of Object.keys(set.destinations)) {
      const destination = DESTINATIONS.find((candidate) => candidate.slug === slug);
      expect(destination, slug).toBeDefined();
      if (!destination) continue;
      const translations = seedTranslations("destinations", slug);
      expect(missingFields(destination, translations, TRANSLATABLE_FIELDS.destinations, language)).toEqual(
        [],
      );
      expect(listLengths(translations[language] ?? {}), slug).toEqual(
        listLengths({ highlights: destination.highlights, wildlife: destination.wildlife }),
      );
    }
  });

  it("has every FAQ (the page's and these tours' own) and nothing else", () => {
    const questions = [...FAQS, ...TOUR_FAQS].map((faq) => faq.question);
    expect(Object.keys(set.faqs).sort()).toEqual([...new Set(questions)].sort());
    for (const faq of [...FAQS, ...TOUR_FAQS]) {
      const translations = seedTranslations("faqs", faq.question);
      expect(missingFields(faq, translations, TRANSLATABLE_FIELDS.faqs, language), faq.question).toEqual([]);
    }
  });

  it("has every content page, with the Markdown's structure kept", () => {
    const structure = (markdown: string) =>
      markdown
        .split("\n")
        .map((line) => /^(#{1,6} |[-*] |\d+\. |> |\|)/.exec(line.trim())?.[1]?.trim() ?? "")
        .filter(Boolean);
    expect(Object.keys(set.contentPages).sort()).toEqual(CONTENT_PAGES.map((page) => page.slug).sort());
    for (const page of CONTENT_PAGES) {
      const translations = seedTranslations("contentPages", page.slug);
      expect(missingFields(page, translations, TRANSLATABLE_FIELDS.contentPages, language)).toEqual([]);
      expect(structure(String(translations[language]?.body)), page.slug).toEqual(structure(page.body));
    }
  });
});
