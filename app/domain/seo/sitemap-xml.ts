import { absoluteUrl, languageAlternates } from "#app/i18n/urls";

/** One public URL: a same-origin path and, when known, when its content last changed. */
export type SitemapEntry = { path: string; lastmod?: Date | null };

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Characters XML 1.0 can hold: tab, newlines and everything printable (no lone surrogates). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Text and attribute values for XML; also drops characters XML 1.0 cannot hold at all. */
export function escapeXml(value: string): string {
  let out = "";
  for (const ch of value) {
    if (!isXmlChar(ch.codePointAt(0) ?? 0)) continue;
    out += XML_ESCAPES[ch] ?? ch;
  }
  return out;
}

/** W3C datetime to the second, as sitemaps expect: 2026-03-12T08:15:00Z. */
export function formatLastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The sitemaps.org document with hreflang alternates (xhtml:link). Each path
 * appears once; when a path is given twice the later change date wins.
 */
export function buildSitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const seen = byPath.get(entry.path);
    if (!seen || (entry.lastmod && (!seen.lastmod || entry.lastmod > seen.lastmod))) {
      byPath.set(entry.path, { ...entry, lastmod: entry.lastmod ?? seen?.lastmod });
    }
  }
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of byPath.values()) {
    lines.push("  <url>", `    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>`);
    if (entry.lastmod && !Number.isNaN(entry.lastmod.getTime())) {
      lines.push(`    <lastmod>${formatLastmod(entry.lastmod)}</lastmod>`);
    }
    for (const alternate of languageAlternates(siteUrl, entry.path)) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
    }
    lines.push("  </url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}
