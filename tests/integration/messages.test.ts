import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/config";
import { startServerForThisFile } from "#tests/server";
import { visible } from "./translated";

// Each page ships only the message namespaces it uses (decision 006), so a
// component that needs one its page did not ship would show a raw key. The
// page translator reports such a key on the console while the server renders
// ("Missing translation ..."); this file visits every page of the sitemap, and
// the public pages the sitemap leaves out, in every language, and fails on a
// report or on a raw key in what the visitor sees.

/** Public pages that are not in the sitemap (forms, lists of one's own, the 404). */
const UNLISTED = [
  "/login",
  "/register",
  "/reset-password",
  "/wishlist",
  "/compare",
  "/search?q=serengeti",
  "/tour-availability",
  "/enquiry",
  "/unsubscribe",
  "/no-such-page",
];

const LOCALES = new URL("../../app/i18n/locales/en/", import.meta.url);

/** Keys that look like keys (`tray.title`, `skipToContent`), each bare and with its namespace. */
function keyLikeMessages(): Set<string> {
  const keys = new Set<string>();
  const walk = (namespace: string, tree: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = `${prefix}${name}`;
      if (value && typeof value === "object") walk(namespace, value as Record<string, unknown>, `${key}.`);
      const bare = key.replace(/_(zero|one|two|few|many|other)$/, "");
      if (!/\.|[a-z][A-Z]/.test(bare)) continue;
      keys.add(bare);
      keys.add(`${namespace}:${bare}`);
    }
  };
  for (const file of readdirSync(LOCALES)) {
    const namespace = file.replace(/\.json$/, "");
    walk(namespace, JSON.parse(readFileSync(new URL(file, LOCALES), "utf8")), "");
  }
  return keys;
}

/** Visible texts and the attributes read out or shown (labels, placeholders, titles, alt texts). */
function shownTexts(html: string): string[] {
  const page = visible(html).replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "");
  const texts = [...page.matchAll(/>([^<]+)</g)].map((m) => m[1] ?? "");
  const attributes = [...page.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );
  return [...texts, ...attributes].map((text) => text.trim()).filter(Boolean);
}

const server = startServerForThisFile();

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? "").replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
  return [...new Set(paths)];
}

const withLanguage = (path: string, language: string) =>
  `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;

describe("messages shipped with each page", () => {
  it("cover every key the page shows, on every public page in every language", async () => {
    const listed = await sitemapPaths();
    expect(listed.length).toBeGreaterThan(20);
    const keys = keyLikeMessages();
    const problems: string[] = [];
    const pages = LANGUAGES.flatMap((language) =>
      [...listed, ...UNLISTED].map((path) => withLanguage(path, language)),
    );
    // One page at a time, so that a report in the log is put down to the page that caused it.
    for (const next of pages) {
      const logged = server.logs.length;
      const response = await fetch(`${server.url}${next}`, { redirect: "manual" });
      const html = await response.text();
      if (response.status >= 500) problems.push(`${next}: status ${response.status}`);
      const raw = shownTexts(html).filter((text) => keys.has(text));
      if (raw.length > 0) problems.push(`${next}: raw keys ${[...new Set(raw)].join(", ")}`);
      const reported = server.logs.slice(logged).filter((line) => line.includes("Missing translation"));
      for (const line of reported) problems.push(`${next}: ${line}`);
    }
    // The last render's console lines may trail its response by a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = server.logs.filter((line) => line.includes("Missing translation"));
    expect(problems).toEqual([]);
    expect(late).toEqual([]);
  }, 600_000);
});
