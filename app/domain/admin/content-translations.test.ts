import { describe, expect, it } from "vitest";
import {
  fieldKind,
  readTranslations,
  TRANSLATION_LIMITS,
  translatedFieldSpecs,
  translationsForForm,
} from "./content-translations";

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;

describe("fieldKind", () => {
  it("reads a field's kind from its name, unless its table writes it otherwise", () => {
    expect(fieldKind("title")).toBe("line");
    expect(fieldKind("highlights")).toBe("list");
    expect(fieldKind("description", "tours")).toBe("markdown");
    expect(fieldKind("content", "blogPosts")).toBe("markdown");
    // A review and a banner's description are plain text, printed as such.
    expect(fieldKind("content", "testimonials")).toBe("text");
    expect(fieldKind("description", "promotionalBanners")).toBe("text");
  });

  it("gives each field its kind's limit", () => {
    const review = translatedFieldSpecs("testimonials").find((spec) => spec.field === "content");
    expect(review).toEqual({ field: "content", kind: "text", max: TRANSLATION_LIMITS.text });
  });
});

describe("readTranslations", () => {
  it("cleans Markdown, keeps plain text as typed, splits lists and leaves out what is empty", () => {
    const tour = readTranslations(
      form({
        "translations.de.title": "  Safari  ",
        "translations.de.description": "Hallo <script>alert(1)</script>",
        "translations.de.highlights": "Löwen\n\n  Elefanten ",
        "translations.fr.title": "   ",
      }),
      "tours",
    );
    expect(tour.de?.title).toBe("Safari");
    expect(tour.de?.description).not.toContain("<script");
    expect(tour.de?.highlights).toEqual(["Löwen", "Elefanten"]);
    expect(tour.fr).toBeUndefined();

    const review = readTranslations(
      form({ "translations.de.content": "Wir lieben <Löwen> & **Sterne**" }),
      "testimonials",
    );
    expect(review.de?.content).toBe("Wir lieben <Löwen> & **Sterne**");
  });

  it("caps a plain text field at its kind's limit", () => {
    const long = "x".repeat(TRANSLATION_LIMITS.text + 50);
    const review = readTranslations(form({ "translations.es.content": long }), "testimonials");
    expect(review.es?.content).toHaveLength(TRANSLATION_LIMITS.text);
  });

  it("turns stored lists back into one item per line for the form", () => {
    expect(translationsForForm({ de: { highlights: ["a", "b"], title: "T" } })).toEqual({
      de: { highlights: "a\nb", title: "T" },
    });
  });
});
