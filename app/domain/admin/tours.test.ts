import { describe, expect, it } from "vitest";
import { missingByLanguage, readTranslations } from "./content-translations";
import { readImages, readTourValues, tourFormValues, validateTour } from "./tours";
import { appendImageLine, applyDayIntent, EMPTY_DAY, readDayIntent } from "./tours-fields";

function formOf(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return { get: (name: string) => data.get(name), getAll: (name: string) => data.getAll(name) };
}

const VALID = {
  title: "Machame Route 7 Days",
  category: "kilimanjaro",
  childPricePercent: "70",
  infantPricePercent: "0",
  titleFontSize: "default",
};

function parse(fields: Record<string, string | string[]>) {
  const form = formOf(fields);
  return validateTour(readTourValues(form), form);
}

describe("the tour form", () => {
  it("reads prices in dollars as cents, lists one per line, months, and a day with its translation", () => {
    const result = parse({
      ...VALID,
      priceFrom: "2450.5",
      highlights: " Summit \n\nUhuru Peak ",
      bestMonths: ["9", "1", "13", "x"],
      destinationIds: ["3", "3", "0", "abc"],
      dayCount: "1",
      "days.0.title": " Machame Gate ",
      "days.0.description": "<script>x</script>Forest",
      "days.0.meals": ["dinner", "snack", "lunch"],
      "days.0.walkingHours": "6.5",
      "days.0.translations.de.title": "Machame-Tor",
      "translations.fr.title": "  Voie Machame  ",
      "translations.zh.highlights": "登顶\n\n乌呼鲁峰",
    });
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    expect(result.input).toMatchObject({
      slug: null,
      priceFrom: 245050,
      highlights: ["Summit", "Uhuru Peak"],
      bestMonths: [1, 9],
      destinationIds: [3],
      difficulty: null,
      translations: { fr: { title: "Voie Machame" }, zh: { highlights: ["登顶", "乌呼鲁峰"] } },
    });
    expect(result.input.days).toEqual([
      expect.objectContaining({
        title: "Machame Gate",
        description: "Forest",
        meals: ["lunch", "dinner"],
        walkingHours: 6.5,
        translations: { de: { title: "Machame-Tor" } },
      }),
    ]);
  });

  it("names each refused field, days' fields by their index", () => {
    const result = parse({
      ...VALID,
      title: " ",
      slug: "Not A Slug",
      category: "space",
      priceFrom: "12,50",
      childPricePercent: "120",
      titleHighlightColor: "red",
      images: "javascript:alert(1) | x",
      dayCount: "2",
      "days.0.title": "Ok",
      "days.1.title": "",
      "days.1.altitudeM": "9000",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      title: "admin-content:errors.titleRequired",
      slug: "admin-content:errors.slugInvalid",
      category: "admin-content:errors.category",
      priceFrom: "admin-content:errors.price",
      childPricePercent: "admin-content:errors.percent",
      titleHighlightColor: "admin-content:errors.color",
      images: "admin-content:errors.imageUrl",
      "days.1.title": "admin-content:errors.dayTitleRequired",
      "days.1.altitudeM": "admin-content:errors.altitude",
    });
    expect(result.fieldErrors["days.0.title"]).toBeUndefined();
  });

  it("wants the highlighted words inside the title", () => {
    expect(parse({ ...VALID, titleHighlightText: "machame" }).ok).toBe(true);
    const refused = parse({ ...VALID, titleHighlightText: "Serengeti" });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { titleHighlightText: "admin-content:errors.highlightNotInTitle" },
    });
  });

  it("reads pictures as 'address | alt text' and refuses ones without alt text", () => {
    expect(readImages("/a.jpg | A\n\nhttps://x.example/b.webp|B")).toEqual({
      ok: true,
      images: [
        { url: "/a.jpg", alt: "A" },
        { url: "https://x.example/b.webp", alt: "B" },
      ],
    });
    expect(readImages("/a.jpg")).toMatchObject({
      ok: false,
      error: "admin-content:errors.imageAlt",
      line: 1,
    });
    expect(readImages("//evil.example/a.jpg | x")).toMatchObject({
      ok: false,
      error: "admin-content:errors.imageUrl",
    });
  });

  it("adds, removes and moves days without saving", () => {
    const a = { ...EMPTY_DAY, title: "A" };
    const b = { ...EMPTY_DAY, title: "B" };
    expect(readDayIntent("day-up:1")).toEqual({ kind: "up", index: 1 });
    expect(readDayIntent("day-up:x")).toBeNull();
    expect(applyDayIntent([a, b], { kind: "up", index: 1 }).map((d) => d.title)).toEqual(["B", "A"]);
    expect(applyDayIntent([a, b], { kind: "down", index: 1 }).map((d) => d.title)).toEqual(["A", "B"]);
    expect(applyDayIntent([a, b], { kind: "remove", index: 0 }).map((d) => d.title)).toEqual(["B"]);
    expect(applyDayIntent([a], { kind: "add" })).toHaveLength(2);
  });

  it("shows a saved tour again as it was typed", () => {
    const result = parse({ ...VALID, priceFrom: "1999", included: "Park fees\nGuide" });
    if (!result.ok) throw new Error("refused");
    const values = tourFormValues({
      ...result.input,
      slug: "machame",
      destinationIds: [],
      days: [],
    });
    expect(values).toMatchObject({ priceFrom: "1999", included: "Park fees\nGuide", slug: "machame" });
  });
});

describe("translation inputs", () => {
  it("caps sizes, drops empty languages and lists what each language misses", () => {
    const form = formOf({
      "translations.de.title": "x".repeat(400),
      "translations.de.description": "[a](javascript:alert(1))",
      "translations.es.title": "   ",
    });
    const translations = readTranslations(form.get, "tours");
    expect(translations.de?.title).toHaveLength(300);
    expect(translations.de?.description).toBe("[a](#)");
    expect(translations.es).toBeUndefined();
    const missing = missingByLanguage(
      "tours",
      { title: "T", description: "D", highlights: ["h"] },
      translations,
    );
    expect(missing.de).toEqual(["highlights"]);
    expect(missing.es).toEqual(["title", "description", "highlights"]);
  });
});

describe("appendImageLine (the media library's picker)", () => {
  const lion = "/media/library/abcdefghij0123456789klmn/1600.webp | A lioness";
  it("adds the chosen picture at the end, once", () => {
    expect(appendImageLine("", lion)).toBe(lion);
    expect(appendImageLine("/a.webp | A\n\n", lion)).toBe(`/a.webp | A\n${lion}`);
    expect(appendImageLine(lion, lion)).toBe(lion);
  });
  it("ignores an empty or overlong choice", () => {
    expect(appendImageLine("/a.webp | A", " ")).toBe("/a.webp | A");
    expect(appendImageLine("/a.webp | A", `/x | ${"a".repeat(5000)}`)).toBe("/a.webp | A");
  });
});
