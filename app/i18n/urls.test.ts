import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalUrl, languageAlternates, localizedHref, openGraphLocale } from "./urls";

const SITE_URL = "https://www.kilele-safaris.example";
const SITE = SITE_URL;

describe("absoluteUrl", () => {
  it("prefixes paths with the site URL and keeps absolute URLs", () => {
    expect(absoluteUrl(SITE_URL, "/a.jpg")).toBe(`${SITE_URL}/a.jpg`);
    expect(absoluteUrl(SITE_URL, "a.jpg")).toBe(`${SITE_URL}/a.jpg`);
    expect(absoluteUrl(SITE_URL, "https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
  });

  it("does not double the slash of a site URL written with one", () => {
    expect(absoluteUrl(`${SITE_URL}/`, "/sitemap.xml")).toBe(`${SITE_URL}/sitemap.xml`);
    expect(absoluteUrl(SITE_URL, "/#organization")).toBe(`${SITE_URL}/#organization`);
  });
});

describe("languageAlternates", () => {
  it("lists the five languages on ?lang= and the plain URL as x-default, like the page head", () => {
    expect(languageAlternates(SITE, "/tours/serengeti")).toEqual([
      { hreflang: "en", href: `${SITE}/tours/serengeti?lang=en` },
      { hreflang: "de", href: `${SITE}/tours/serengeti?lang=de` },
      { hreflang: "fr", href: `${SITE}/tours/serengeti?lang=fr` },
      { hreflang: "es", href: `${SITE}/tours/serengeti?lang=es` },
      { hreflang: "zh-CN", href: `${SITE}/tours/serengeti?lang=zh` },
      { hreflang: "x-default", href: `${SITE}/tours/serengeti` },
    ]);
  });

  it("adds the language to an existing query with &", () => {
    expect(languageAlternates(SITE, "/blog?category=guides")[1]?.href).toBe(
      `${SITE}/blog?category=guides&lang=de`,
    );
  });

  it("drops the page's own language from the query and adds each one last", () => {
    expect(languageAlternates(SITE, "/tours?lang=fr&page=2").map((a) => a.href)).toEqual([
      `${SITE}/tours?page=2&lang=en`,
      `${SITE}/tours?page=2&lang=de`,
      `${SITE}/tours?page=2&lang=fr`,
      `${SITE}/tours?page=2&lang=es`,
      `${SITE}/tours?page=2&lang=zh`,
      `${SITE}/tours?page=2`,
    ]);
  });
});

describe("canonicalUrl", () => {
  it("is the plain URL in English and the ?lang= URL in the other languages", () => {
    expect(canonicalUrl(SITE, "/tours?lang=en", "en")).toBe(`${SITE}/tours`);
    expect(canonicalUrl(SITE, "/tours?lang=de&page=2", "de")).toBe(`${SITE}/tours?page=2&lang=de`);
  });
});

describe("localizedHref", () => {
  it("sets ?lang= on the current path, in place when the query already has one", () => {
    expect(localizedHref("/tours", "", "fr")).toBe("/tours?lang=fr");
    expect(localizedHref("/tours", "?lang=de&page=2", "zh")).toBe("/tours?lang=zh&page=2");
  });
});

describe("openGraphLocale", () => {
  it("writes the language tag with an underscore", () => {
    expect(openGraphLocale("en")).toBe("en");
    expect(openGraphLocale("zh")).toBe("zh_CN");
  });
});
