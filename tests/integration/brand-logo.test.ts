import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { brandAssets } from "#app/db/schema/index";
import { cookieClient } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The public site shows the brand assets staff manage (decision 097), over
// HTTP on the built server: the seeded logo in the header, its inverse in the
// dark footer, the logo in structured data; a new default or a deactivated
// one chosen at /admin/brand-assets shows on the very next page (the
// instance's cache cleared by the save); a file the site may not show is
// never put on a page.

const EVIL = "https://evil.example/icon.svg";

const site = setUpSeededServer(async (db: Database) => {
  const fixtures = await staffFixtures(db);
  // A row the editor would refuse (an outside file), as an old or hand-made row could be.
  await db.update(brandAssets).set({ fileUrl: EVIL }).where(eq(brandAssets.assetType, "icon"));
  return fixtures;
});
const { get, post } = cookieClient(() => site.server.url);

let staff = "";
async function signIn() {
  staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
}

/** A hidden field's value in a page's HTML. */
function hidden(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${name} field`);
  return match[1];
}

/** The part of a page between a tag's opening and its end. */
function part(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  if (start < 0) throw new Error(`no ${open}`);
  return html.slice(start, html.indexOf(close, start) + close.length);
}

/** The home link of the header or the footer. */
function homeLink(html: string, where: "header" | "footer"): string {
  const region = part(html, `<${where} class="site-${where}"`, `</${where}>`);
  return part(region, '<a class="site-logo', "</a>");
}

/** The TravelAgency's `logo` in the page's structured data. */
function jsonLdLogo(html: string): string | undefined {
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)) {
    const data = JSON.parse(match[1] ?? "null");
    for (const item of Array.isArray(data) ? data : [data]) {
      if (item?.["@type"] === "TravelAgency") return item.logo;
    }
  }
  return undefined;
}

async function home(): Promise<string> {
  const response = await get("/");
  expect(response.status).toBe(200);
  return response.text();
}

/** The form token of an asset, as its edit page gives it. */
async function tokenOf(id: string): Promise<string> {
  const page = await get(`/admin/brand-assets/${id}`, staff);
  expect(page.status).toBe(200);
  return hidden(await page.text(), "token");
}

async function listAction(id: string, intent: "setDefault" | "activate" | "deactivate") {
  const response = await post(
    "/admin/brand-assets",
    { id, token: await tokenOf(id), title: "Logo", intent },
    staff,
  );
  expect(response.status).toBe(302);
}

/** A seeded asset's id, from the staff list's link to it. */
async function idOf(name: string): Promise<string> {
  const list = await (await get("/admin/brand-assets", staff)).text();
  const id = new RegExp(`href="/admin/brand-assets/(\\d+)"[^>]*>${name}</a>`).exec(list)?.[1];
  if (!id) throw new Error(`no asset ${name}`);
  return id;
}

async function create(fields: Record<string, string>): Promise<string> {
  const created = await post(
    "/admin/brand-assets/new",
    {
      assetVariant: "primary",
      usageContext: "header",
      isActive: "on",
      displayOrder: "",
      intent: "save",
      ...fields,
    },
    staff,
  );
  expect(created.status).toBe(302);
  const id = /#asset-(\d+)$/.exec(created.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error("no asset id");
  return id;
}

describe("the site's logo from the brand assets", () => {
  it("shows the seeded logo in the header, its inverse in the footer, the logo in structured data", async () => {
    const html = await home();
    const header = homeLink(html, "header");
    expect(header).toContain('<img src="/logo.svg" alt="Kilele Safaris" width="167" height="40"');
    // The picture carries the name: the logo text is for screen readers only, the mark is gone.
    expect(header).toContain('<span class="sr-only">Kilele</span>');
    expect(header).not.toContain("site-logo__mark");
    expect(header).not.toContain("site-logo__text");
    const footer = homeLink(html, "footer");
    expect(footer).toContain('src="/logo-light.svg"');
    expect(footer).not.toContain("site-logo__image--plate");
    expect(jsonLdLogo(html)).toMatch(/^https?:\/\/[^/]+\/logo\.svg$/);
    // The icon's outside file is never put on the page: the site's own icon instead.
    expect(html).not.toContain("evil.example");
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    // Other pages draw the same shell.
    expect(homeLink(await (await get("/tours")).text(), "header")).toContain('src="/logo.svg"');
  });

  it("shows the next page a new default, then the fallbacks once staff deactivate them", async () => {
    await signIn();
    // Cached on this instance before the saves.
    expect(homeLink(await home(), "header")).toContain('src="/logo.svg"');

    // A second primary logo: not the default yet, so nothing changes.
    const square = await create({ name: "Square logo", fileUrl: "/favicon.svg", assetType: "logo" });
    expect(homeLink(await home(), "header")).toContain('src="/logo.svg"');

    await listAction(square, "setDefault");
    let html = await home();
    expect(homeLink(html, "header")).toContain(
      '<img src="/favicon.svg" alt="Kilele Safaris" width="40" height="40"',
    );
    expect(jsonLdLogo(html)).toMatch(/^https?:\/\/[^/]+\/favicon\.svg$/);

    // The default deactivated: the header's own mark and text, structured data's own file.
    await listAction(square, "deactivate");
    html = await home();
    const header = homeLink(html, "header");
    expect(header).toContain('class="site-logo__mark"');
    expect(header).toContain('<span class="site-logo__text">Kilele</span>');
    expect(header).not.toContain("<img");
    expect(jsonLdLogo(html)).toMatch(/^https?:\/\/[^/]+\/logo\.svg$/);
    // The footer's inverse is still there.
    expect(homeLink(html, "footer")).toContain('src="/logo-light.svg"');

    // The original back as the default: the footer without its inverse shows it on a light plate.
    await listAction(await idOf("Kilele Safaris logo"), "setDefault");
    await listAction(await idOf("Kilele Safaris logo, light on dark"), "deactivate");
    html = await home();
    expect(homeLink(html, "header")).toContain('src="/logo.svg"');
    const footer = homeLink(html, "footer");
    expect(footer).toContain('src="/logo.svg"');
    expect(footer).toContain("site-logo__image--plate");
  });

  it("uses the icon staff choose as the browser tab's icon", async () => {
    await signIn();
    const icon = await create({
      name: "Tab icon",
      fileUrl: "/logo.svg",
      assetType: "icon",
      usageContext: "social",
    });
    await listAction(icon, "setDefault");
    const html = await home();
    expect(html).toContain('<link rel="icon" href="/logo.svg" type="image/svg+xml"/>');
    expect(html).not.toContain('href="/favicon.svg"');
    // An SVG icon is no apple-touch-icon (iOS takes raster ones only): the app icon the build draws is.
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
    expect(html).not.toContain('rel="apple-touch-icon" href="/logo.svg"');
  });
});
