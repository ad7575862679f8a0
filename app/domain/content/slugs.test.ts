import { describe, expect, it } from "vitest";
import { cutSlug, isValidSlug, numberedSlug, readSlug, SLUG_MAX, slugify } from "./slugs";

describe("slugify", () => {
  it("writes titles in lowercase ASCII words joined by dashes", () => {
    expect(slugify("7-Day Serengeti & Ngorongoro Safari!")).toBe("7-day-serengeti-and-ngorongoro-safari");
    expect(slugify("  Machame Route -- 7 days  ")).toBe("machame-route-7-days");
  });

  it("transliterates German, French and Spanish letters", () => {
    expect(slugify("Große Gnuwanderung über die Ebenen")).toBe("grosse-gnuwanderung-ueber-die-ebenen");
    expect(slugify("Ärger, Öl, Übermut")).toBe("aerger-oel-uebermut");
    expect(slugify("Safari élégante à la côte, façade")).toBe("safari-elegante-a-la-cote-facade");
    expect(slugify("Montaña y niños en Tanzanía")).toBe("montana-y-ninos-en-tanzania");
    expect(slugify("L'œuvre d’été")).toBe("loeuvre-dete");
  });

  it("gives the caller's fallback for Chinese, punctuation or nothing", () => {
    expect(slugify("塞伦盖蒂野生动物园", "tour-12")).toBe("tour-12");
    expect(slugify("!!! ???", "tour")).toBe("tour");
    expect(slugify("")).toBe("");
    // Mixed: the Latin part is kept.
    expect(slugify("Kilimanjaro 乞力马扎罗", "x")).toBe("kilimanjaro");
  });

  it("cuts long titles at a word boundary within the limit", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(isValidSlug(slug)).toBe(true);
    expect(cutSlug("a".repeat(200))).toHaveLength(SLUG_MAX);
  });
});

describe("slug validation", () => {
  it("accepts the public routes' pattern only", () => {
    expect(isValidSlug("machame-route")).toBe(true);
    for (const bad of ["Machame", "a--b", "-a", "a-", "a_b", "a b", "ä", "", "x".repeat(121)]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it("reads what staff typed: empty means generate, mistakes are reported", () => {
    expect(readSlug("  ")).toEqual({ ok: true, slug: null });
    expect(readSlug(" Machame-Route ")).toEqual({ ok: true, slug: "machame-route" });
    expect(readSlug("machame route")).toEqual({ ok: false, error: "invalid" });
    expect(readSlug("x".repeat(121))).toEqual({ ok: false, error: "tooLong" });
  });

  it("numbers a taken slug within the limit", () => {
    expect(numberedSlug("safari", 2)).toBe("safari-2");
    const long = numberedSlug("a".repeat(SLUG_MAX), 12);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(isValidSlug(long)).toBe(true);
  });
});
