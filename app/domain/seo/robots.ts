import { absoluteUrl } from "#app/i18n/urls";

/** Paths crawlers have no business in: private, per-visitor or machine-facing. */
export const DISALLOWED_PATHS = ["/admin", "/account", "/booking", "/api/"] as const;

/** The text of /robots.txt: everything else is open, and the sitemap is named in full. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
