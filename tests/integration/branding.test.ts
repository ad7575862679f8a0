import { describe, expect, it } from "vitest";
import { SITE_BRANDING_TEXTS } from "#app/db/seed/branding";
import { LANGUAGES } from "#app/i18n/config";
import { setUpSeededServer } from "#tests/seeded-server";

// Issue 11, defect 4: the branding texts visitors read (the footer's tagline)
// come from site_branding in the page's language, not in English only.

const site = setUpSeededServer(async () => undefined);

/** The rendered footer of `path`, with the entities React writes decoded. */
async function footerOf(path: string): Promise<string> {
  const response = await site.get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const footer = /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  return footer
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("the footer's tagline", () => {
  const tagline = SITE_BRANDING_TEXTS.company_tagline;

  it.each(LANGUAGES.filter((language) => language !== "en"))("is translated in %s", async (language) => {
    const footer = await footerOf(`/?lang=${language}`);
    expect(footer).toContain(`<p>${tagline[language]}</p>`);
    expect(footer).not.toContain(tagline.en);
  });

  it("is the English one in English", async () => {
    expect(await footerOf("/?lang=en")).toContain(`<p>${tagline.en}</p>`);
  });
});
