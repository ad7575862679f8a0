import { describe, expect, it } from "vitest";
import { createTranslator, interpolate } from "./translator";

const en = {
  common: {
    hello: "Hello {{name}}",
    nested: { deeper: { key: "Deep" } },
    "flat.key": "Flat",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
    reviews_one: "{{count, number}} review",
    reviews_other: "{{count, number}} reviews",
    seats_zero: "Sold out",
    seats_one: "One seat left",
    seats_other: "{{count}} seats left",
    onlyBare: "Bare {{count}}",
    englishOnly: "Only in English",
  },
  tours: { title: "Tours" },
};

describe("createTranslator", () => {
  it("interpolates variables and leaves ones that were not passed as written", () => {
    const t = createTranslator("en", en).t();
    expect(t("hello", { name: "Amani" })).toBe("Hello Amani");
    expect(t("hello")).toBe("Hello {{name}}");
    expect(t("hello", { name: undefined })).toBe("Hello ");
    expect(t("hello", { name: 42 })).toBe("Hello 42");
  });

  it("reads nested keys with dots, and flat keys that contain dots", () => {
    const t = createTranslator("en", en).t();
    expect(t("nested.deeper.key")).toBe("Deep");
    expect(t("flat.key")).toBe("Flat");
    expect(t("nested.deeper")).toBe("nested.deeper"); // an object is not a message
  });

  it("uses the default namespace, a fixed one, or an ns: prefix", () => {
    const translator = createTranslator("en", en);
    expect(translator.t()("tours:title")).toBe("Tours");
    expect(translator.t("tours")("title")).toBe("Tours");
    expect(translator.t("tours")("common:hello", { name: "A" })).toBe("Hello A");
    expect(translator.t("tours")).toBe(translator.t("tours")); // stable for React deps
  });

  it("picks English plural forms, _zero first when it exists, then the bare key", () => {
    const t = createTranslator("en", en).t();
    expect(t("days", { count: 1 })).toBe("1 day");
    expect(t("days", { count: 0 })).toBe("0 days");
    expect(t("days", { count: 2 })).toBe("2 days");
    expect(t("seats", { count: 0 })).toBe("Sold out");
    expect(t("seats", { count: 1 })).toBe("One seat left");
    expect(t("seats", { count: 3 })).toBe("3 seats left");
    expect(t("onlyBare", { count: 7 })).toBe("Bare 7");
  });

  it("picks the plural categories of German, French and Chinese", () => {
    const de = createTranslator("de", { common: { d_one: "{{count}} Tag", d_other: "{{count}} Tage" } }).t();
    expect(de("d", { count: 1 })).toBe("1 Tag");
    expect(de("d", { count: 0 })).toBe("0 Tage");
    // French: 0 and 1 are "one", round millions are "many".
    const fr = createTranslator("fr", {
      common: { d_one: "{{count}} jour", d_many: "{{count}} de jours", d_other: "{{count}} jours" },
    }).t();
    expect(fr("d", { count: 0 })).toBe("0 jour");
    expect(fr("d", { count: 1 })).toBe("1 jour");
    expect(fr("d", { count: 2 })).toBe("2 jours");
    expect(fr("d", { count: 1_000_000 })).toBe("1000000 de jours");
    // Chinese has one form only.
    const zh = createTranslator("zh", { common: { d_other: "{{count}} 天" } }).t();
    expect(zh("d", { count: 1 })).toBe("1 天");
    expect(zh("d", { count: 5 })).toBe("5 天");
  });

  it("formats {{count, number}} for the language", () => {
    expect(createTranslator("en", en).t()("reviews", { count: 1234 })).toBe("1,234 reviews");
    const de = createTranslator("de", { common: { r_other: "{{count, number}} Bewertungen" } }).t();
    expect(de("r", { count: 1234 })).toBe("1.234 Bewertungen");
  });

  it("falls back to the fallback language, then defaultValue, then the key", () => {
    const withFallback = createTranslator(
      "de",
      { common: { hello: "Hallo {{name}}" } },
      {
        fallbackLanguage: "en",
        fallback: en,
      },
    ).t();
    expect(withFallback("hello", { name: "A" })).toBe("Hallo A");
    expect(withFallback("englishOnly")).toBe("Only in English");
    expect(withFallback("days", { count: 1 })).toBe("1 day");
    expect(withFallback("missing", { defaultValue: "Default {{x}}", x: 1 })).toBe("Default 1");
    expect(withFallback("missing")).toBe("missing");
    expect(withFallback("tours:missing")).toBe("missing");
  });

  it("prefers a message in another language over defaultValue, as i18next does", () => {
    const t = createTranslator("fr", {}, { fallbackLanguage: "en", fallback: en }).t();
    expect(t("englishOnly", { defaultValue: "x" })).toBe("Only in English");
  });

  it("adds a route's namespaces without replacing loaded ones", () => {
    const translator = createTranslator("en", { common: { a: "A" } });
    const t = translator.t("home");
    expect(t("title")).toBe("title");
    translator.addMessages({ home: { title: "Home" }, common: { a: "changed" } });
    expect(t("title")).toBe("Home");
    expect(translator.t()("a")).toBe("A");
    translator.addMessages(undefined);
  });
});

describe("missing messages", () => {
  it("reports a raw key, and a key of a namespace that was never loaded even with a default", () => {
    const missing: unknown[] = [];
    const translator = createTranslator(
      "en",
      { common: { a: "A" } },
      { onMissing: (entry) => missing.push(entry) },
    );
    const t = translator.t();
    expect(t("a")).toBe("A");
    expect(t("b", { defaultValue: "B" })).toBe("B");
    expect(t("c")).toBe("c");
    expect(t("tours:title", { defaultValue: "Tours" })).toBe("Tours");
    expect(missing).toEqual([
      { namespace: "common", key: "c", loaded: true },
      { namespace: "tours", key: "title", loaded: false },
    ]);
  });

  it("words the page translator's warning so the tests can find it", async () => {
    const { missingMessageWarning } = await import("./instance");
    expect(missingMessageWarning("de", { namespace: "tours", key: "card.days", loaded: false })).toBe(
      'Missing translation "tours:card.days" in de: namespace "tours" not shipped with this page',
    );
    expect(missingMessageWarning("de", { namespace: "tours", key: "card.days", loaded: true })).toBe(
      'Missing translation "tours:card.days" in de',
    );
  });
});

describe("interpolate", () => {
  it("replaces every occurrence and tolerates spaces in the braces", () => {
    expect(interpolate("{{a}} and {{ a }} and {{b}}", "en", { a: 1, b: null })).toBe("1 and 1 and ");
  });
});
