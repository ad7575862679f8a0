import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The branding editors over HTTP (issue 16, item 1): the site branding saved
// through its form shows on the public home page at once (in German too),
// a stale form answers 409 keeping what was typed, hostile or oversized
// values are refused; a card design created and made the default styles the
// cards on /tours at once, hostile CSS never reaches a page; a brand asset
// created from one of the site's SVG files and deleted after confirmation.

const site = setUpSeededServer(staffFixtures);
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

const BRANDING = {
  company_name: "Twiga Trails",
  logo_text: "Twiga",
  company_tagline: "Walking safaris from Arusha",
  "translations.de.company_tagline": "Fußsafaris ab Arusha",
  primary_color: "#123456",
  secondary_color: "#8a5a1c",
  accent_color: "#d99a2b",
  font_heading: "Fraunces",
  font_body: "Inter",
};

/** Whether a page holds a text (a boolean, so a failure does not print the whole page). */
function has(html: string, text: string): boolean {
  return html.includes(text);
}

const HOSTILE_CSS = "red;}</style><script>alert(1)</script>";

describe("the site branding editor over HTTP", () => {
  it("saves the branding and the home page shows it at once, in German too", async () => {
    await signIn();
    // The home page first, so the server has the old branding cached.
    expect(has(await (await get("/")).text(), "<title>")).toBe(true);
    const form = await get("/admin/branding", staff);
    expect(form.status).toBe(200);
    const token = hidden(await form.text(), "token");

    const saved = await post("/admin/branding", { ...BRANDING, token }, staff);
    expect(saved.status).toBe(302);
    expect(locationOf(saved)).toBe("/admin/branding?done=saved");

    const home = await (await get("/")).text();
    expect(has(home, "| Twiga Trails</title>")).toBe(true);
    expect(has(home, "Walking safaris from Arusha")).toBe(true);
    expect(has(home, "--brand-primary:#123456")).toBe(true);
    expect(has(home, "| Kilele Safaris</title>")).toBe(false);
    const german = await (await get("/?lang=de")).text();
    expect(has(german, "Fußsafaris ab Arusha")).toBe(true);

    // The form loaded before that save: 409, what was typed kept, nothing saved.
    const stale = await post(
      "/admin/branding",
      { ...BRANDING, company_name: "Second Editor Safaris", token },
      staff,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Second Editor Safaris"');
    expect(has(await (await get("/")).text(), "Second Editor Safaris")).toBe(false);
  });

  it("refuses hostile colours, foreign fonts, a missing English name and oversized text", async () => {
    await signIn();
    const token = hidden(await (await get("/admin/branding", staff)).text(), "token");
    const refused = await post(
      "/admin/branding",
      { ...BRANDING, token, primary_color: HOSTILE_CSS, font_body: "Comic Sans MS", company_name: "" },
      staff,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Enter a colour as a hex code");
    expect(html).not.toContain("<script>alert(1)</script>");
    const long = await post(
      "/admin/branding",
      { ...BRANDING, token, company_tagline: "x".repeat(5000) },
      staff,
    );
    expect(long.status).toBe(400);
    expect(has(await (await get("/")).text(), "alert(1)")).toBe(false);
  });
});

describe("the card design editor over HTTP", () => {
  it("creates a design, previews it unsaved, makes it the default: /tours shows it at once", async () => {
    await signIn();
    const page = await get("/admin/card-designs/new", staff);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="card-design-preview"');

    const fields = {
      name: "Rounded expedition card",
      designType: "tour_card",
      layoutType: "horizontal",
      imagePosition: "right",
      contentAlignment: "center",
      isActive: "on",
      displayOrder: "",
      "styles.borderRadius": "2.75rem",
      "styles.headingColorLight": "#123456",
      "styles.hoverTransform": "translateY(-6px)",
    };
    // Preview without JavaScript: the real tour card with the typed styles, nothing saved.
    const preview = await post("/admin/card-designs/new", { ...fields, intent: "preview" }, staff);
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    const stage = previewHtml.slice(previewHtml.indexOf('data-testid="card-design-preview"'));
    expect(stage).toContain('class="tour-card"');
    expect(stage).toContain("--card-radius:2.75rem");

    // Hostile CSS: refused beside its field, as typed in the form only, never in a style.
    const hostile = await post(
      "/admin/card-designs/new",
      {
        ...fields,
        "styles.backgroundColor": HOSTILE_CSS,
        "styles.shadow": "expression(alert(1))",
        intent: "save",
      },
      staff,
    );
    expect(hostile.status).toBe(400);
    const hostileHtml = await hostile.text();
    expect(hostileHtml).toContain("This value is not allowed here");
    expect(hostileHtml).not.toContain("<script>alert(1)</script>");
    expect(hostileHtml).not.toMatch(/--card-bg:[^;"]*red/);

    const created = await post("/admin/card-designs/new", { ...fields, intent: "save" }, staff);
    expect(created.status).toBe(302);
    const id = /#design-(\d+)$/.exec(created.headers.get("location") ?? "")?.[1];
    expect(id).toBeTruthy();
    // Not the default yet: the seeded design still styles the cards.
    expect(has(await (await get("/tours")).text(), "--card-radius:2.75rem")).toBe(false);

    const made = await post(
      "/admin/card-designs",
      { id: String(id), version: "0", title: fields.name, intent: "setDefault" },
      staff,
    );
    expect(made.status).toBe(302);
    const tours = await (await get("/tours")).text();
    const card = tours.slice(tours.indexOf('<article class="tour-card"'));
    expect(card.slice(0, card.indexOf(">"))).toContain("--card-radius:2.75rem");
    expect(card.slice(0, card.indexOf(">"))).toContain('data-layout="horizontal"');

    // A stale edit (version 0; setting the default made it 1): 409, typed kept.
    const stale = await post(
      `/admin/card-designs/${id}`,
      { ...fields, name: "Stale name", version: "0", intent: "save" },
      staff,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Stale name"');

    // The default cannot be deleted while the seeded designs share its type.
    const confirm = await get(`/admin/card-designs/${id}/delete`, staff);
    expect(await confirm.text()).toContain("The default cannot be deleted");
    const refused = await post(`/admin/card-designs/${id}/delete`, { version: "1", intent: "delete" }, staff);
    expect(refused.status).toBe(409);
  });
});

describe("the brand asset editor over HTTP", () => {
  it("creates an asset from a site SVG, refuses an outside file, deletes after confirmation", async () => {
    await signIn();
    const fields = {
      name: "Monochrome logo",
      fileUrl: "/favicon.svg",
      assetType: "logo",
      assetVariant: "monochrome",
      usageContext: "invoice",
      isActive: "on",
      displayOrder: "",
      intent: "save",
    };
    const outside = await post(
      "/admin/brand-assets/new",
      { ...fields, fileUrl: "https://evil.example/x.svg" },
      staff,
    );
    expect(outside.status).toBe(400);
    const created = await post("/admin/brand-assets/new", fields, staff);
    expect(created.status).toBe(302);
    const id = /#asset-(\d+)$/.exec(created.headers.get("location") ?? "")?.[1];
    const list = await (await get("/admin/brand-assets", staff)).text();
    expect(list).toContain("Monochrome logo");
    expect(list).toContain("Invoices and receipts");

    const confirm = await (await get(`/admin/brand-assets/${id}/delete`, staff)).text();
    expect(confirm).toContain("Invoices and receipts");
    const deleted = await post(
      `/admin/brand-assets/${id}/delete`,
      { token: hidden(confirm, "token"), title: fields.name, intent: "delete" },
      staff,
    );
    expect(deleted.status).toBe(302);
    expect(await (await get("/admin/brand-assets", staff)).text()).not.toContain("Monochrome logo");
  });
});
