import { describe, expect, it } from "vitest";
import { isComplete, localize, localizeEntity, localizeTogether, missingFields } from "./translations";

const tour = {
  title: "Machame Route",
  shortDescription: "Seven days on Kilimanjaro",
  description: "Rainforest, moorland and glaciers.",
  highlights: ["Lava Tower", "Barranco Wall"],
  titleHighlightText: null,
  included: [],
  excluded: [],
};
const fields = ["title", "shortDescription", "description", "highlights", "titleHighlightText"] as const;

describe("missingFields and isComplete", () => {
  it("lists the fields with English text that the language lacks, in field order", () => {
    const translations = { de: { title: "Machame-Route", highlights: ["Lava Tower", ""] } };
    expect(missingFields(tour, translations, fields, "de")).toEqual(["shortDescription", "description"]);
    expect(missingFields(tour, translations, fields, "fr")).toEqual([
      "title",
      "shortDescription",
      "description",
      "highlights",
    ]);
  });

  it("needs nothing for a field English leaves empty, and treats blank text as missing", () => {
    const de = { title: "T", shortDescription: "S", description: "D", highlights: ["A", "B"] };
    expect(isComplete(tour, { de }, fields, "de")).toBe(true);
    expect(isComplete(tour, { de: { ...de, description: "   " } }, fields, "de")).toBe(false);
    expect(isComplete(tour, {}, fields, "de")).toBe(false);
    expect(isComplete(tour, null, fields, "de")).toBe(false);
  });
});

describe("localize", () => {
  const de = {
    title: "Machame-Route",
    shortDescription: "Sieben Tage am Kilimandscharo",
    description: "Regenwald, Heide und Gletscher.",
    highlights: ["Lava Tower", "Barranco-Wand"],
  };

  it("gives English without a note on an English page", () => {
    expect(localize(tour, { de }, fields, "en")).toEqual({ value: tour, lang: "en", fellBack: false });
  });

  it("gives the translation when it is complete", () => {
    const result = localize(tour, { de }, fields, "de");
    expect(result.lang).toBe("de");
    expect(result.fellBack).toBe(false);
    expect(result.value.title).toBe("Machame-Route");
    expect(result.value.highlights).toEqual(["Lava Tower", "Barranco-Wand"]);
  });

  it("falls back to English as a whole when the translation is missing or partial", () => {
    const partial = localize(tour, { fr: { title: "Voie Machame" } }, fields, "fr");
    expect(partial).toEqual({ value: tour, lang: "en", fellBack: true });
    expect(localize(tour, {}, fields, "zh")).toEqual({ value: tour, lang: "en", fellBack: true });
  });

  it("reads a table's own field list", () => {
    const faq = { question: "Do I need a visa?", answer: "Yes." };
    const result = localizeEntity(
      "faqs",
      faq,
      { es: { question: "¿Necesito visado?", answer: "Sí." } },
      "es",
    );
    expect(result.value).toEqual({ question: "¿Necesito visado?", answer: "Sí." });
    expect(result.lang).toBe("es");
  });
});

describe("localizeTogether", () => {
  const day1 = { title: "Gate to camp", description: "Forest." };
  const day2 = { title: "Camp to plateau", description: "Heather." };
  const de = { title: "Tor zum Lager", description: "Wald." };

  it("translates every part when every part is complete", () => {
    const result = localizeTogether(
      [
        { entity: "tourItineraryDays", record: day1, translations: { de } },
        {
          entity: "tourItineraryDays",
          record: day2,
          translations: { de: { title: "Zum Plateau", description: "Heide." } },
        },
      ],
      "de",
    );
    expect(result.lang).toBe("de");
    expect(result.values.map((v) => v.title)).toEqual(["Tor zum Lager", "Zum Plateau"]);
  });

  it("keeps every part English when one part is not translated", () => {
    const result = localizeTogether(
      [
        { entity: "tourItineraryDays", record: day1, translations: { de } },
        { entity: "tourItineraryDays", record: day2, translations: {} },
      ],
      "de",
    );
    expect(result).toEqual({ values: [day1, day2], lang: "en", fellBack: true });
  });
});
