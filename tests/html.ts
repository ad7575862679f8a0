// Reading the server-rendered HTML of the site's pages in integration tests.
import { expect } from "vitest";

/** Tour cards of a page: id (from the heart's form), link, title and whether the heart is pressed. */
export function tourCards(html: string) {
  return html
    .split('<article class="tour-card"')
    .slice(1)
    .map((article) => ({
      id: Number(/name="tourId" value="(\d+)"/.exec(article)?.[1] ?? Number.NaN),
      href: /href="(\/tours\/[^"]+)"/.exec(article)?.[1] ?? "",
      title: /class="tour-card__link"[^>]*>([^<]+)</.exec(article)?.[1] ?? "",
      pressed: /aria-pressed="true"/.test(article),
    }));
}

/** The entities React writes in text and attributes, decoded, for comparing texts. */
export function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/**
 * The markup without its scripts: what the page shows once every streamed
 * section is in place (the loader data in the scripts holds every message of
 * the page's namespaces).
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

/**
 * `page(path)` for a test file: the HTML of a page that must answer 200 (a
 * failure names the path), fetched with `get`.
 */
export function okPage(get: (path: string) => Promise<Response>) {
  return async (path: string): Promise<string> => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
}
