import { describe, expect, it } from "vitest";
import { xmlErrors, xmlTexts } from "#tests/xml";
import { robotsTxt } from "./robots";
import { buildSitemapXml, escapeXml, formatLastmod } from "./sitemap-xml";

const SITE = "https://www.kilele-safaris.example";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Tom & Jerry's <"safari">`)).toBe("Tom &amp; Jerry&apos;s &lt;&quot;safari&quot;&gt;");
  });

  it("keeps letters of every script and drops characters XML cannot hold", () => {
    expect(escapeXml("Zanzíbar 桑给巴尔 🦁")).toBe("Zanzíbar 桑给巴尔 🦁");
    expect(escapeXml("a\u0000b\u0008c\u001Fd\uFFFEe\uD800f")).toBe("abcdef");
    expect(escapeXml("tab\there\nnew")).toBe("tab\there\nnew");
  });
});

describe("buildSitemapXml", () => {
  const updated = new Date("2026-03-12T08:15:30.123Z");

  it("writes a well-formed urlset with absolute locations, lastmod and hreflang links", () => {
    const xml = buildSitemapXml(
      [{ path: "/" }, { path: "/tours/northern-circuit", lastmod: updated }],
      `${SITE}/`,
    );
    expect(xmlErrors(xml)).toEqual([]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xmlTexts(xml, "loc")).toEqual([`${SITE}/`, `${SITE}/tours/northern-circuit`]);
    expect(xmlTexts(xml, "lastmod")).toEqual(["2026-03-12T08:15:30Z"]);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(12);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${SITE}/tours/northern-circuit?lang=zh"/>`,
    );
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`);
  });

  it("escapes what it writes, so an odd path cannot break the document", () => {
    const xml = buildSitemapXml([{ path: "/blog?category=food&drink&page=<2>" }], SITE);
    expect(xmlErrors(xml)).toEqual([]);
    expect(xmlTexts(xml, "loc")).toEqual([`${SITE}/blog?category=food&drink&page=<2>`]);
    expect(xml).toContain("category=food&amp;drink&amp;page=&lt;2&gt;&amp;lang=en");
  });

  it("lists a path once, with its latest change", () => {
    const later = new Date("2026-04-01T00:00:00Z");
    const xml = buildSitemapXml(
      [
        { path: "/kilimanjaro", lastmod: updated },
        { path: "/kilimanjaro", lastmod: later },
        { path: "/kilimanjaro", lastmod: null },
      ],
      SITE,
    );
    expect(xmlTexts(xml, "loc")).toEqual([`${SITE}/kilimanjaro`]);
    expect(xmlTexts(xml, "lastmod")).toEqual([formatLastmod(later)]);
  });

  it("leaves out an invalid date rather than writing NaN", () => {
    const xml = buildSitemapXml([{ path: "/about", lastmod: new Date("nope") }], SITE);
    expect(xml).not.toContain("<lastmod>");
    expect(xmlErrors(xml)).toEqual([]);
  });

  it("is an empty but valid urlset when there is nothing to list", () => {
    expect(xmlErrors(buildSitemapXml([], SITE))).toEqual([]);
  });
});

describe("xmlErrors (the checker the sitemap tests rely on)", () => {
  it("finds what breaks a document", () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(xmlErrors(`${head}<a><b></a></b>`)).not.toEqual([]);
    expect(xmlErrors(`${head}<a>Tom & Jerry</a>`)).not.toEqual([]);
    expect(xmlErrors(`${head}<a href="x&y"/>`)).not.toEqual([]);
    expect(xmlErrors(`${head}<a>1 < 2</a>`)).not.toEqual([]);
    expect(xmlErrors(`${head}<a/><b/>`)).not.toEqual([]);
    expect(xmlErrors("<a/>")).not.toEqual([]);
    expect(xmlErrors(`${head}<a x="1"><b>Tom &amp; Jerry &#233;</b><c/></a>`)).toEqual([]);
  });
});

describe("robotsTxt", () => {
  it("allows everything but the private areas and names the sitemap in full", () => {
    expect(robotsTxt(`${SITE}/`)).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /account",
        "Disallow: /booking",
        "Disallow: /api/",
        "",
        `Sitemap: ${SITE}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
