import { buildSitemapXml } from "#app/domain/seo/sitemap-xml";
import { env } from "#app/modules/config/env.server";
import { loadSitemapContent, sitemapEntries } from "#app/modules/sitemap/sitemap.server";

/**
 * `GET /sitemap.xml`: every public URL with its language variants (hreflang)
 * and the date its content last changed. Built from the database at each
 * request and never kept by a cache without asking (`no-cache`): a page staff
 * publish or move is in it at once (issue 16).
 */
export async function loader() {
  const xml = buildSitemapXml(sitemapEntries(await loadSitemapContent()), env().siteUrl);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, no-cache",
    },
  });
}
