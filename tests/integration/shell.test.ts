import { existsSync, readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { siteBranding, tours } from "#app/db/schema/index";
import { siteFetch } from "#tests/browser";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";
import { signUp, uniqueEmail } from "#tests/sign-up";

// The site shell (issue 2, section 4) as the server renders it: the header's
// top strip and main bar, the footer's popular tours, contact details, licence
// and trust badges, and the branding from site_branding. The server runs with
// contact details and a licence number of its own, so the page must take them
// from configuration, and on a database whose branding and tours this file sets.

const CONFIG = {
  PHONE_PRIMARY: "+255 700 111 222",
  PHONE_SECONDARY: "+255 (0) 711 333 444",
  CONTACT_EMAIL: "safari-desk@example.org",
  TOUR_OPERATOR_LICENCE: "TALA/TO/2099/7777",
};

const BRANDING = {
  company_name: { en: "Twiga Trails" },
  primary_color: "#123456",
  secondary_color: "#654321",
  accent_color: "#abcdef",
  font_heading: "Merriweather",
  font_body: "Lato",
};

type PopularFixture = { expected: { title: string; href: string }[]; inactive: string[] };

/**
 * Branding rows, and tours arranged so that "featured first" and "active only"
 * change the footer's list: every tour unfeatured, then the two active tours
 * last by display order featured, and the first two by display order (one of
 * them featured) made inactive. The expected list is worked out here, in plain
 * code, from every tour's row.
 */
async function arrange(db: Database): Promise<PopularFixture> {
  for (const [configKey, configValue] of Object.entries(BRANDING)) {
    await db
      .insert(siteBranding)
      .values({ configKey, configValue })
      .onConflictDoUpdate({ target: siteBranding.configKey, set: { configValue } });
  }
  const byOrder = await db
    .select({ id: tours.id, slug: tours.slug, title: tours.title, displayOrder: tours.displayOrder })
    .from(tours)
    .where(eq(tours.isActive, true))
    .orderBy(tours.displayOrder, tours.id);
  expect(byOrder.length).toBeGreaterThan(10);
  const [firstInactive, secondInactive] = byOrder;
  const featured = byOrder.slice(-2);
  await db.update(tours).set({ isFeatured: false });
  await db
    .update(tours)
    .set({ isFeatured: true })
    .where(sql`${tours.id} in (${sql.join([firstInactive!.id, ...featured.map((t) => t.id)], sql`, `)})`);
  await db
    .update(tours)
    .set({ isActive: false })
    .where(sql`${tours.id} in (${firstInactive!.id}, ${secondInactive!.id})`);

  const all = await db
    .select({
      id: tours.id,
      slug: tours.slug,
      title: tours.title,
      isActive: tours.isActive,
      isFeatured: tours.isFeatured,
      displayOrder: tours.displayOrder,
    })
    .from(tours);
  const expected = all
    .filter((t) => t.isActive)
    .sort(
      (a, b) => Number(b.isFeatured) - Number(a.isFeatured) || a.displayOrder - b.displayOrder || a.id - b.id,
    )
    .slice(0, 5)
    .map((t) => ({ title: t.title, href: `/tours/${t.slug ?? t.id}` }));
  // The arrangement did what it meant to: featured ones lead, taken from the end of the order.
  expect(expected.slice(0, 2).map((t) => t.title)).toEqual(featured.map((t) => t.title));
  return { expected, inactive: [firstInactive!.title, secondInactive!.title] };
}

let server: RunningServer;
let database: Awaited<ReturnType<typeof prepareSeededDatabase<PopularFixture>>>;
const get = siteFetch(() => server.url);

beforeAll(async () => {
  database = await prepareSeededDatabase(arrange);
  server = await startServer({ ...database.env, ...CONFIG });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.cleanup();
});

/** Decodes the few entities React writes into text and attributes. */
function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** Every link in `html`: its href and its visible text (tags and spacing removed). */
function links(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(/\bhref="([^"]*)"/.exec(m[1]!)?.[1] ?? ""),
    text: decode(m[2]!.replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim(),
  }));
}

/** The part of `html` from the first `start` to the next `end` after it (the test fails if either is missing). */
function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  expect(from, `${start} in the page`).toBeGreaterThanOrEqual(0);
  const to = html.indexOf(end, from + start.length);
  expect(to, `${end} after ${start}`).toBeGreaterThan(from);
  return html.slice(from, to);
}

/** The part of `html` from `start` on (the test fails if it is missing). */
function startingAt(html: string, start: string): string {
  const from = html.indexOf(start);
  expect(from, `${start} in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(from);
}

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await get(path, { headers });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The header's parts: the top strip, and the main bar up to the mobile menu (which repeats its links). */
function headerParts(html: string) {
  const header = between(html, "<header", "</header>");
  return {
    topStrip: between(header, 'class="top-strip"', 'class="container main-bar"'),
    mainBar: between(header, 'class="container main-bar"', "<dialog"),
  };
}

describe("the header", () => {
  it("holds the top strip: both phones as tel: links, Deals, Safari Guide, Blog, About, Contact, Login", async () => {
    const { topStrip } = headerParts(await page("/"));
    const phones = links(between(topStrip, 'class="top-strip__phones"', "</ul>"));
    expect(phones).toEqual([
      { href: "tel:+255700111222", text: "+255 700 111 222" },
      { href: "tel:+2550711333444", text: "+255 (0) 711 333 444" },
    ]);
    const quickLinks = between(topStrip, 'class="top-strip__nav"', "</nav>");
    const about = between(quickLinks, '<details class="dropdown', "</details>");
    expect(decode(about)).toMatch(/<summary[^>]*>About</);
    expect(links(about)).toEqual([
      { href: "/about", text: "Our Story" },
      { href: "/about/team", text: "Team" },
    ]);
    expect(links(quickLinks)).toEqual([
      { href: "/deals", text: "Deals" },
      { href: "/blog?category=safari-planning", text: "Safari Guide" },
      { href: "/blog", text: "Blog" },
      { href: "/about", text: "Our Story" },
      { href: "/about/team", text: "Team" },
      { href: "/contact", text: "Contact" },
      { href: "/login", text: "Login" },
    ]);
  });

  it("holds the main nav, the language and currency pickers, Register and Book Now", async () => {
    const { mainBar } = headerParts(await page("/about"));
    const mainNav = between(mainBar, 'class="main-nav"', "</nav>");
    expect(links(mainNav)).toEqual([
      { href: "/", text: "Home" },
      { href: "/tours", text: "Tours" },
      { href: "/destinations", text: "Destinations" },
      { href: "/kilimanjaro", text: "Kilimanjaro" },
      { href: "/experiences", text: "Experiences" },
      { href: "/accommodations", text: "Accommodations" },
    ]);

    const languages = between(mainBar, "language-picker", "</details>");
    expect(languages).toContain('aria-label="Language: English"');
    expect(links(languages).map((l) => l.href)).toEqual(
      ["en", "de", "fr", "es", "zh"].map((lang) => `/about?lang=${lang}`),
    );
    expect(links(languages).map((l) => l.text)).toEqual([
      "English",
      "Deutsch",
      "Français",
      "Español",
      "中文",
    ]);

    const currencies = between(mainBar, "currency-picker", "</details>");
    expect(currencies).toContain('aria-label="Currency: US Dollar"');
    expect(links(currencies).map((l) => l.href)).toEqual(
      ["USD", "EUR", "GBP", "AUD", "CHF", "CNY"].map((code) => `/about?currency=${code}`),
    );

    const actions = links(startingAt(mainBar, 'class="main-bar__actions"'));
    expect(actions).toContainEqual({ href: "/register", text: "Register" });
    expect(actions).toContainEqual({ href: "/tours", text: "Book Now" });
  });

  it("speaks the page's language: German labels with ?lang=de", async () => {
    const { topStrip, mainBar } = headerParts(await page("/?lang=de"));
    expect(links(between(mainBar, 'class="main-nav"', "</nav>")).map((l) => l.text)).toEqual([
      "Startseite",
      "Touren",
      "Reiseziele",
      "Kilimandscharo",
      "Erlebnisse",
      "Unterkünfte",
    ]);
    expect(links(topStrip)).toContainEqual({ href: "/login", text: "Anmelden" });
    expect(links(startingAt(mainBar, 'class="main-bar__actions"'))).toContainEqual({
      href: "/tours",
      text: "Jetzt buchen",
    });
    expect(mainBar).toContain('aria-label="Sprache: Deutsch"');
  });

  it("shows Account instead of Login, and no Register, to a signed-in traveller", async () => {
    const cookie = await signUp(server.url, uniqueEmail("shell"), "Neema Kimaro");
    const { topStrip, mainBar } = headerParts(await page("/", { cookie }));
    const quickLinks = between(topStrip, 'class="top-strip__nav"', "</nav>");
    const hrefs = links(quickLinks).map((l) => l.href);
    expect(hrefs).not.toContain("/login");
    // The account menu, under the traveller's first name.
    expect(decode(quickLinks)).toMatch(/<summary[^>]*>Neema</);
    expect(links(quickLinks)).toContainEqual({ href: "/account", text: "Account" });
    const actions = links(startingAt(mainBar, 'class="main-bar__actions"'));
    expect(actions.map((l) => l.href)).not.toContain("/register");
    expect(actions).toContainEqual({ href: "/tours", text: "Book Now" });
  });
});

describe("the footer", () => {
  it("lists at most 5 active tours, featured first", async () => {
    const footer = between(await page("/"), "<footer", "</footer>");
    const popular = links(between(footer, 'id="footer-tours"', "</ul>"));
    expect(popular).toEqual(database.fixtures.expected.map((t) => ({ href: t.href, text: t.title })));
    expect(popular).toHaveLength(5);
    for (const title of database.fixtures.inactive) expect(decode(footer)).not.toContain(title);
  });

  it("states the licence from configuration, the contact email and phones, and the trust badges", async () => {
    const footer = decode(between(await page("/"), "<footer", "</footer>"));
    expect(footer).toContain(
      `Licensed tour operator, Tanzania Tourism licence ${CONFIG.TOUR_OPERATOR_LICENCE}`,
    );
    expect(footer).not.toContain("TALA/TO/2024/0412");
    const contact = between(footer, 'class="site-footer__contact"', "</address>");
    expect(links(contact)).toEqual([
      { href: "tel:+255700111222", text: "+255 700 111 222" },
      { href: "tel:+2550711333444", text: "+255 (0) 711 333 444" },
      { href: `mailto:${CONFIG.CONTACT_EMAIL}`, text: CONFIG.CONTACT_EMAIL },
    ]);
    expect(contact).toContain("Arusha, Tanzania");
    const badges = [
      ...between(footer, 'class="container site-footer__trust"', "</ul>").matchAll(
        /<li class="trust-badge">([\s\S]*?)<\/li>/g,
      ),
    ].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
    expect(badges).toEqual([
      "Licensed by the Tanzania Tourist Board",
      "Member of the Tanzania Association of Tour Operators",
      "Kilimanjaro Porters Assistance Project partner",
      "Secure payments",
    ]);
  });
});

describe("the branding from site_branding", () => {
  it("names the site in every page title: '{title} | {site name}'", async () => {
    expect(await page("/deals")).toContain("<title>Safari and Kilimanjaro deals | Twiga Trails</title>");
    for (const path of ["/tours", "/about", "/destinations?lang=de"]) {
      const title = /<title>([^<]*)<\/title>/.exec(await page(path))?.[1];
      expect(title, path).toMatch(/^\S.* \| Twiga Trails$/);
    }
  });

  it("turns the colours and fonts into the page's CSS variables", async () => {
    const html = await page("/");
    const css = /<style nonce="[^"]+">(:root\{[^<]*\})<\/style>/.exec(html)?.[1];
    expect(css).toBeDefined();
    expect(css).toContain("--brand-primary:#123456;");
    expect(css).toContain("--brand-secondary:#654321;");
    expect(css).toContain("--brand-accent:#abcdef;");
    expect(css).toMatch(/--font-heading:"Merriweather",/);
    expect(css).toMatch(/--font-body:"Lato",/);
    expect(html).toContain('<meta name="theme-color" content="#123456"/>');
  });
});

describe("mail without SMTP", () => {
  it("is written to DATA_DIR/mail/*.eml and its file to the log, without the address", async () => {
    const email = uniqueEmail("outbox");
    await signUp(server.url, email, "Baraka Mollel");
    const toLine = new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}\\r?$`, "m");
    const written = (line: string) => {
      if (!line.includes("email saved to file")) return false;
      const file = (JSON.parse(line) as { file?: string }).file;
      return Boolean(file && existsSync(file) && toLine.test(readFileSync(file, "utf8")));
    };
    // The sign-up's verification email, sent by the outbox worker (polling every 200 ms).
    const deadline = Date.now() + 20_000;
    let line: string | undefined;
    while (!line && Date.now() < deadline) {
      line = server.logs.find(written);
      if (!line) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(line, server.logs.slice(-20).join("\n")).toBeDefined();
    const entry = JSON.parse(line!) as { messageRef?: string; file?: string };
    expect(entry.file).toMatch(/[/\\]mail[/\\][^/\\]+\.eml$/);
    expect(entry.messageRef).toMatch(/^outbox-\d+\./);
    // The recipient is in the file, never in the log (decision 028).
    expect(server.logs.filter((l) => l.includes(email))).toEqual([]);
  });
});
