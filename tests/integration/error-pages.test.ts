import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/config";
import { startServerForThisFile } from "#tests/server";
import { translation } from "./translated";

// Issue 11, defect 1: a page whose loader answers 404 showed the not-found
// heading under an empty <title>. Every error page gets '{heading} | {site
// name}' in the page's language, whichever route raised it.

/** Addresses whose own route's loader finds nothing (not the catch-all route). */
const RAISED_BY_A_LOADER = [
  "/tours/no-such-tour-42",
  "/destinations/nope",
  "/destinations/a/b",
  "/experiences/nope",
  "/accommodations/nope",
  "/blog/nope",
  "/kilimanjaro/nope",
  "/compare/badtoken",
];

const server = startServerForThisFile();

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const titlesOf = (html: string) =>
  [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ""));

/** The site name as the home page in `language` gives it to Open Graph. */
async function siteName(language: string) {
  const { html } = await page(`/?lang=${language}`);
  const name = /<meta property="og:site_name" content="([^"]+)"/.exec(html)?.[1];
  expect(name, language).toBeTruthy();
  return decode(name ?? "");
}

const withLanguage = (path: string, language: string) => `${path}?lang=${language}`;

describe("error pages raised by a route's loader", () => {
  it.each(["en", "de"])(
    "are titled '{not-found heading} | {site name}' in %s, like the catch-all 404",
    async (language) => {
      const expected = `${translation(language, "errors:notFoundTitle")} | ${await siteName(language)}`;
      const catchAll = await page(withLanguage("/no/such/page", language));
      expect(titlesOf(catchAll.html)).toEqual([expected]);
      for (const path of RAISED_BY_A_LOADER) {
        const { status, html } = await page(withLanguage(path, language));
        expect(status, path).toBe(404);
        expect(titlesOf(html), path).toEqual([expected]);
        expect(html, path).toContain(
          `<h1 id="not-found-title">${translation(language, "errors:notFoundTitle")}</h1>`,
        );
        expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      }
    },
  );

  it("are titled in each of the five languages", async () => {
    for (const language of LANGUAGES) {
      const expected = `${translation(language, "errors:notFoundTitle")} | ${await siteName(language)}`;
      const { html } = await page(withLanguage("/tours/no-such-tour-42", language));
      expect(titlesOf(html), language).toEqual([expected]);
    }
  });
});
