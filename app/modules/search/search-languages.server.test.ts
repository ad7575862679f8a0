import { describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/config";
import { setUpTestDatabase } from "#tests/db";
import { searchHeader } from "./search.server";

// Search covers the translations (issue 16, decision 089): each language's
// words as written, German, French and Spanish also stemmed, Chinese by its
// characters, with the typo match over every language's names.
const database = setUpTestDatabase({ seeded: true });

async function tours(query: string, language: Language) {
  const results = await searchHeader(query, language, database().db);
  return results.groups.find((group) => group.type === "tours")?.items ?? [];
}

describe("search in the content's languages", () => {
  it("finds a tour by its German title and answers with that title, marked German", async () => {
    const found = await tours("Kilimandscharo", "de");
    expect(found[0]).toMatchObject({ title: "Kilimandscharo: Machame-Route in 7 Tagen", lang: "de" });
  });

  it("finds a German word in another inflection through the German stemmer", async () => {
    // The text says 'Akklimatisierung'; the plural is only found by its stem.
    expect((await tours("Akklimatisierungen", "de")).map((hit) => hit.path)).toContain(
      "/tours/kilimanjaro-machame-route-7-days",
    );
    expect(await tours("Akklimatisierungen", "en")).toEqual([]);
  });

  it("finds a Chinese name inside a longer title, with the title in Chinese", async () => {
    const found = await tours("马查梅", "zh");
    expect(found.map((hit) => hit.path)).toEqual(["/tours/kilimanjaro-machame-route-7-days"]);
    expect(found[0]).toMatchObject({ title: "乞力马扎罗山马查梅路线 7 天", lang: "zh" });
  });

  it("answers in English, marked so, for a tour with no translation in the page's language", async () => {
    const found = await tours("migration", "fr");
    const titles = Object.fromEntries(found.map((hit) => [hit.path, hit]));
    expect(titles["/tours/serengeti-great-migration-safari"]).toMatchObject({ lang: "fr" });
    expect(titles["/tours/serengeti-maasai-mara-safari"]).toMatchObject({
      title: "Serengeti to Maasai Mara: Two-Country Migration Safari",
      lang: "en",
    });
  });

  it("finds Spanish text by a Spanish word", async () => {
    const found = await tours("Zanzíbar", "es");
    expect(found.map((hit) => hit.path)).toContain("/tours/zanzibar-stone-town-nungwi-escape");
    expect(found.find((hit) => hit.path === "/tours/zanzibar-stone-town-nungwi-escape")?.lang).toBe("es");
  });
});
