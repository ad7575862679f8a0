import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { tours } from "#app/db/schema/index";
import { LANGUAGE_TAGS, LANGUAGES } from "#app/i18n/config";
import { createTour } from "#tests/factories";
import { setUpSeededServer } from "#tests/seeded-server";

// Spec sections 2, 8 and 9 on the running product: a tour with no slug and no
// facts is linked by id and shown with the card fallbacks; a failing page shows
// the error fallback; and no link of the site shell leads to a missing page.

const BARE_TOUR = "Ol Doinyo Lengai Sunrise Walk";

/** A tour with nothing but a title and a category, next to the demo content. */
async function addBareTour(db: Database): Promise<number> {
  const row = await createTour(db, { title: BARE_TOUR, category: "walking", slug: null, isActive: true });
  const [check] = await db.select().from(tours).where(eq(tours.id, row.id));
  expect(check).toMatchObject({ slug: null, priceFrom: null, durationDays: null, rating: null });
  return row.id;
}

const site = setUpSeededServer(addBareTour);
const { get } = site;

function visible(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("a tour without a slug or facts", () => {
  it("is listed by id with the card fallbacks: 7 days, rating 4.8, from $3,500", async () => {
    const response = await get("/tours?category=walking");
    expect(response.status).toBe(200);
    const html = visible(await response.text());
    const card = html.split('<article class="tour-card"').find((chunk) => chunk.includes(BARE_TOUR));
    expect(card, "the bare tour's card").toBeDefined();
    expect(card).toContain(`href="/tours/${site.fixtures}"`);
    expect(card).toContain("<li>7 days</li>");
    expect(card).toContain("4.8");
    expect(card).toMatch(/data-testid="tour-price">\$3,500</);
  });

  it("has its own page at /tours/{id}, with the same fallbacks, and is in the sitemap", async () => {
    const response = await get(`/tours/${site.fixtures}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${BARE_TOUR}`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/tours/${site.fixtures}"`));
    expect(visible(html)).toMatch(/data-testid="tour-from-price">\$3,500</);
    // The at-a-glance facts (not the related tours' cards) fall back to 7 days and a 4.8 rating.
    const facts = /<ul class="tour-facts"[\s\S]*?<\/ul>/.exec(visible(html))?.[0] ?? "";
    expect(facts).toMatch(/Duration<\/span><span class="tour-facts__value">7 days</);
    expect(facts).toMatch(/Rating<\/span>[\s\S]*<span>4\.8 out of 5<\/span>/);
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toMatch(new RegExp(`<loc>[^<]+/tours/${site.fixtures}</loc>`));
  });
});

describe("the page error fallback", () => {
  it("says 'Oops! Something went wrong' with Try Again, Go Home and a support contact", async () => {
    // A form post to a page that takes none fails in its route, inside the site shell.
    const response = await get("/tours", { method: "POST" });
    expect(response.status).toBe(405);
    const html = visible(await response.text());
    expect(html).toMatch(/<h1[^>]*>Oops! Something went wrong<\/h1>/);
    expect(html).toContain("Try Again");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go Home<\/a>/);
    expect(html).toContain("hello@kilele-safaris.example");
    expect(html).toContain("+255 754 123 456");
    // The shell stays: header and footer are there.
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
  });
});

describe("the site shell's links", () => {
  it("all lead to a page, in every language", async () => {
    expect(LANGUAGES).toEqual(["en", "de", "fr", "es", "zh"]);
    for (const lang of LANGUAGES) {
      const html = await (await get(`/about?lang=${lang}`)).text();
      expect(html, lang).toContain(`<html lang="${LANGUAGE_TAGS[lang]}"`);
      const shell = [
        html.slice(html.indexOf("<header"), html.indexOf("</header>")),
        html.slice(html.indexOf("<footer"), html.indexOf("</footer>")),
      ].join("");
      const hrefs = [...new Set([...shell.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!))]
        .map((href) => href.replace(/&amp;/g, "&"))
        .filter((href) => !href.startsWith("//"));
      expect(hrefs.length).toBeGreaterThan(20);
      // The footer's support list links the availability page (issue 5); the
      // header links sign-in and sign-up (issue 3), checked like every other link.
      for (const path of ["/tour-availability", "/login", "/register"]) expect(hrefs).toContain(path);
      // A few at a time: the server is one process on a busy machine.
      for (let i = 0; i < hrefs.length; i += 4) {
        await Promise.all(
          hrefs.slice(i, i + 4).map(async (href) => {
            const response = await get(href, { headers: { cookie: `lang=${lang}` } });
            expect(response.status, `${lang} ${href}`).toBeLessThan(400);
            await response.body?.cancel();
          }),
        );
      }
    }
  });

  it("/booking sends an anonymous visitor to sign in and back", async () => {
    const response = await get("/booking?tour=1");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", "http://x.invalid");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirect")).toBe("/booking?tour=1");
    await response.body?.cancel();
  });
});
