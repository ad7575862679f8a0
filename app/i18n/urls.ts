import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from "./config";

/**
 * The site's URLs in a language, in one place: the language picker's links,
 * the page head's canonical and hreflang links, the sitemap's alternates,
 * Open Graph and JSON-LD. Pure (no React, no I/O), so domain code, components
 * and routes all use it. A language lives in the URL as `?lang=xx` (decision
 * 002): the server reads it, sets the cookie and keeps it in the URL.
 */

/** One language variant of a page, as `<link rel="alternate">` and the sitemap list it. */
export type LanguageAlternate = { hreflang: string; href: string };

const LANG_PARAM = "lang";

/**
 * An absolute URL for a path of this site (`/tours`, `tours`, `/#organization`);
 * an http(s) URL (a picture on another host) is returned as it is.
 */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The parameters of a query (`?a=1&b=2` or `a=1&b=2`) as written, without decoding them. */
function queryParts(search: string): string[] {
  return search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "");
}

const isLanguagePart = (part: string) => part.split("=")[0] === LANG_PARAM;

const joinQuery = (parts: readonly string[]) => (parts.length > 0 ? `?${parts.join("&")}` : "");

/**
 * `pathname` with `search` and `lang` set to `language`: in place when the
 * query already names a language, else after the other parameters, which
 * stay as they were written.
 */
export function localizedHref(pathname: string, search: string, language: Language): string {
  const parts = queryParts(search);
  const at = parts.findIndex(isLanguagePart);
  const next = `${LANG_PARAM}=${language}`;
  if (at < 0) return `${pathname}${joinQuery([...parts, next])}`;
  const kept = parts.filter((part, index) => index === at || !isLanguagePart(part));
  return `${pathname}${joinQuery(kept.map((part) => (isLanguagePart(part) ? next : part)))}`;
}

/** Splits `/blog?category=guides` into its path and query. */
function splitPath(path: string): [string, string] {
  const at = path.indexOf("?");
  return at < 0 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/** The query without `lang`, as `?a=b`, or "" when nothing is left. */
function withoutLanguage(search: string): string {
  return joinQuery(queryParts(search).filter((part) => !isLanguagePart(part)));
}

/**
 * The language variants of a page (a path, with or without a query): each
 * language on `?lang=xx`, added after the page's other parameters, and the URL
 * without a language as x-default.
 */
export function languageAlternates(siteUrl: string, path: string): LanguageAlternate[] {
  const [pathname, search] = splitPath(path);
  const rest = withoutLanguage(search);
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: absoluteUrl(siteUrl, localizedHref(pathname, rest, language)),
    })),
    { hreflang: "x-default", href: absoluteUrl(siteUrl, `${pathname}${rest}`) },
  ];
}

/** The canonical URL of a page in `language`: the plain URL for English, `?lang=xx` for the others. */
export function canonicalUrl(siteUrl: string, path: string, language: Language): string {
  const [pathname, search] = splitPath(path);
  const rest = withoutLanguage(search);
  return absoluteUrl(
    siteUrl,
    language === DEFAULT_LANGUAGE ? `${pathname}${rest}` : localizedHref(pathname, rest, language),
  );
}

/** Open Graph's locale for a language: `en`, `zh_CN`. */
export function openGraphLocale(language: Language): string {
  return LANGUAGE_TAGS[language].replace("-", "_");
}
