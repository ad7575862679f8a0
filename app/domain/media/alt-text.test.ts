import { describe, expect, it } from "vitest";
import { ALT_TEXT_MAX, altFor, isUsableAlt, missingAltLanguages, readAltFields } from "./alt-text";

describe("alt text", () => {
  it("reads the five fields, normalised, leaving empty ones out", () => {
    const form = new Map([
      ["alt_en", "  Lions  resting\nunder an acacia "],
      ["alt_de", "Löwen unter einer Akazie"],
      ["alt_fr", "   "],
    ]);
    expect(readAltFields((name) => form.get(name))).toEqual({
      ok: true,
      alt: { en: "Lions resting under an acacia", de: "Löwen unter einer Akazie" },
    });
  });

  it("names the languages whose text is too long", () => {
    const form = new Map([
      ["alt_en", "x".repeat(ALT_TEXT_MAX)],
      ["alt_zh", "狮".repeat(ALT_TEXT_MAX + 1)],
    ]);
    expect(readAltFields((name) => form.get(name))).toEqual({ ok: false, tooLong: ["zh"] });
  });

  it("makes a picture usable once English is written, and falls back to English", () => {
    expect(isUsableAlt({})).toBe(false);
    expect(isUsableAlt({ de: "Löwen" })).toBe(false);
    expect(isUsableAlt({ en: "Lions" })).toBe(true);
    expect(missingAltLanguages({ en: "Lions", fr: "Lions" })).toEqual(["de", "es", "zh"]);
    expect(altFor({ en: "Lions", de: "Löwen" }, "de")).toBe("Löwen");
    expect(altFor({ en: "Lions" }, "zh")).toBe("Lions");
  });
});
