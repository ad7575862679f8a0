import { describe, expect, it } from "vitest";
import { localize, parseLocalizedText } from "./localized-text";

describe("localize", () => {
  const tagline = { en: "Safaris from Arusha", de: "Safaris ab Arusha" };

  it("gives the text in the page's language when it has one", () => {
    expect(localize(tagline, "de")).toBe("Safaris ab Arusha");
    expect(localize(tagline, "en")).toBe("Safaris from Arusha");
  });

  it("falls back to English for a language without its own text", () => {
    expect(localize(tagline, "fr")).toBe("Safaris from Arusha");
    expect(localize(tagline, "zh")).toBe("Safaris from Arusha");
  });
});

describe("parseLocalizedText", () => {
  it("keeps each known language's non-blank value, trimmed", () => {
    expect(parseLocalizedText({ en: " Hello ", de: "Hallo", fr: "  ", xx: "?", es: 3 })).toEqual({
      en: "Hello",
      de: "Hallo",
    });
  });

  it("reads a plain string as the English value, so it shows in every language", () => {
    const text = parseLocalizedText("Safaris from Arusha");
    expect(text).toEqual({ en: "Safaris from Arusha" });
    expect(localize(text!, "es")).toBe("Safaris from Arusha");
  });

  it("refuses a value with no English text to fall back to", () => {
    expect(parseLocalizedText({ de: "Nur Deutsch" })).toBeNull();
    expect(parseLocalizedText({ en: "   ", de: "Hallo" })).toBeNull();
    expect(parseLocalizedText(["en"])).toBeNull();
    expect(parseLocalizedText(null)).toBeNull();
    expect(parseLocalizedText(42)).toBeNull();
    expect(parseLocalizedText("")).toBeNull();
  });
});
