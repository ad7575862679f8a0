import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promotionalBanners, teamMembers, testimonials } from "#app/db/schema/index";
import { setUpSeededServer } from "#tests/seeded-server";
import { translation } from "./translated";

// Content in five languages (issue 16, decision 089): a page in another
// language shows the content's translation when it is complete, and English
// otherwise, marked lang="en" with a note in the page's language.
// The demo content translates tours, places, questions and pages; staff
// translate the rest: one team member, one review and every banner here.
const site = setUpSeededServer(async (db) => {
  await db
    .update(teamMembers)
    .set({
      translations: {
        de: {
          role: "Gründer und leitender Guide",
          bio: "Joseph bestieg den Kibo zum ersten Mal als Träger.",
        },
      },
    })
    .where(eq(teamMembers.name, "Joseph Mollel"));
  await db
    .update(testimonials)
    .set({ translations: { de: { content: "Die beste Reise unseres Lebens." } } })
    .where(eq(testimonials.clientName, "Katharina Vogel"));
  const banners = await db.select().from(promotionalBanners);
  for (const banner of banners) {
    const de = Object.fromEntries(
      (
        [
          "title",
          "subtitle",
          "description",
          "titleHighlightText",
          "buttonText",
          "tourDuration",
          "tourBestTime",
        ] as const
      )
        .filter((field) => banner[field])
        .map((field) => [field, field === "title" ? `DE ${banner.title}` : `DE ${banner[field]}`]),
    );
    if (banner.titleHighlightText) de.titleHighlightText = banner.titleHighlightText;
    await db
      .update(promotionalBanners)
      .set({ translations: { de } })
      .where(eq(promotionalBanners.id, banner.id));
  }
});

/** The note's element (its text is also in the page's messages, shipped for the browser). */
const NOTE = '<p class="in-english-note">';

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The opening tag and text of the first element with this class (or id) attribute value. */
function element(page: string, attribute: string): string {
  const match = new RegExp(`<[a-z0-9]+ [^>]*${attribute}[^>]*>[^<]*`).exec(page);
  expect(match, attribute).not.toBeNull();
  return decode(match?.[0] ?? "");
}

describe("a tour page in another language", () => {
  it("shows a translated tour in the page's language, tour and days, without a note", async () => {
    const page = await html("/tours/kilimanjaro-machame-route-7-days?lang=de");
    expect(page).toMatch(/<html lang="de"/);
    expect(element(page, 'id="tour-title"')).toMatch(/lang="de">Kilimandscharo: $/);
    expect(element(page, 'class="tour-hero__lead"')).toContain('lang="de">Die „Whiskey-Route“');
    expect(element(page, 'class="itinerary__title"')).toMatch(/lang="de">Vom Machame Gate zum Machame Camp$/);
    expect(page).toMatch(/<div class="tour-prose" lang="de">/);
    expect(page).not.toContain(NOTE);
  });

  it('shows a tour without a French translation in English, lang="en" on its text, with the note in French', async () => {
    const page = await html("/tours/kilimanjaro-lemosho-route-8-days?lang=fr");
    expect(page).toMatch(/<html lang="fr"/);
    expect(element(page, 'id="tour-title"')).toMatch(/lang="en">Kilimanjaro $/);
    expect(element(page, 'class="tour-hero__lead"')).toContain('lang="en">');
    expect(element(page, 'class="itinerary__title"')).toContain('lang="en">');
    expect(page).toMatch(/<div class="tour-prose" lang="en">/);
    expect(decode(page)).toContain(`<p class="in-english-note">${translation("fr", "common:inEnglish")}</p>`);
    // The interface around it stays French.
    expect(decode(page)).toContain(translation("fr", "tours:detail.itinerary"));
  });

  it("says nothing about English on an English page", async () => {
    const page = await html("/tours/kilimanjaro-lemosho-route-8-days");
    expect(page).toMatch(/<html lang="en"/);
    expect(page).not.toContain(NOTE);
  });
});

describe("lists, places, questions and pages in another language", () => {
  it("gives each tour card its own language", async () => {
    const page = decode(await html("/tours?lang=zh"));
    expect(page).toMatch(/<h3 class="tour-card__title" lang="zh"><a [^>]*>乞力马扎罗山马查梅路线 7 天</);
    expect(page).toMatch(
      /<h3 class="tour-card__title" lang="en"><a [^>]*>Kilimanjaro Lemosho Route, 8 Days</,
    );
  });

  it("shows a translated destination", async () => {
    const page = await html("/destinations/tanzania/serengeti?lang=es");
    expect(element(page, 'class="page-header__title"')).toMatch(/lang="es">Parque Nacional del Serengeti$/);
    expect(page).not.toContain(NOTE);
  });

  it("shows the questions in the page's language", async () => {
    const page = decode(await html("/faqs?lang=de"));
    expect(page).toMatch(/<details class="faq" lang="de">.*?Wie früh sollte ich buchen\?/s);
  });

  it("shows a translated team member, review and banner in the page's language, the others as written", async () => {
    const team = decode(await html("/about/team?lang=de"));
    expect(team).toMatch(/<p class="team-card__role" lang="de">Gründer und leitender Guide</);
    expect(team).toMatch(/<p class="team-card__role" lang="en">/);
    const reviews = decode(await html("/testimonials?lang=de"));
    expect(reviews).toMatch(
      /<blockquote class="testimonial-card__quote" lang="de"><p>Die beste Reise unseres Lebens\.</,
    );
    expect(reviews).toMatch(/<blockquote class="testimonial-card__quote" lang="en">/);
    const home = decode(await html("/?lang=de"));
    expect(home).toMatch(/<h3 class="banner__title[^"]*" lang="de">DE /);
  });

  it("shows a content page in the page's language", async () => {
    const page = await html("/terms?lang=zh");
    expect(page).toMatch(/<html lang="zh-CN"/);
    expect(element(page, 'class="page-header__title"')).toMatch(/lang="zh">条款与条件$/);
    expect(page).toMatch(/<div class="pages-prose" lang="zh">/);
  });
});
