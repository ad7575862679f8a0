import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The promotional banner and content pages editors over HTTP (issue 16,
// item 1), through their forms as a browser without JavaScript posts them:
// a banner created with a deal and a German translation is on the home page
// and /deals at once (and in German at ?lang=de), previewed, kept as typed
// when refused or stale, moved, hidden, and deleted after its confirmation;
// a content page saved with hostile Markdown shows cleaned, and in German.

const site = setUpSeededServer(staffFixtures);
const { get, post } = cookieClient(() => site.server.url);

const cookies = { staff: "", customer: "" };
async function signIn() {
  cookies.staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  cookies.customer ||= await sessionCookie(site.server.url, site.fixtures.customer.email);
}

/** Today and a month on, in East Africa Time as the deals count days (a few hours either way do not matter here). */
const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const BANNER = {
  title: "Ngorongoro Crater Sunrise Offer",
  subtitle: "",
  description: "Two mornings on the crater floor before the crowds.",
  titleFontSize: "xlarge",
  titleHighlightText: "",
  titleHighlightColor: "#d99a2b",
  textColor: "#ffffff",
  gradientOverlay: "linear-gradient(90deg, rgba(0,0,0,0.6) 0%, rgba(0,0,0,0.1) 70%)",
  backgroundImageUrl: "",
  tourId: "",
  tourLink: "/destinations",
  buttonText: "See the crater",
  tourDuration: "",
  tourBestTime: "",
  tourPrice: "1800",
  tourGroupSize: "",
  discountPercent: "25",
  validFrom: today,
  validUntil: inAMonth,
  isActive: "on",
  "translations.de.title": "Sonnenaufgang im Ngorongoro-Krater",
  "translations.de.description": "Zwei Morgen auf dem Kraterboden vor den Massen.",
  "translations.de.buttonText": "Zum Krater",
};

describe("the promotional banner editor over HTTP", () => {
  it("creates, shows, previews, refuses, moves, hides and deletes a banner", async () => {
    await signIn();
    // Refused input comes back as typed, with the field's message: never a 500.
    const unsafe = await post(
      "/admin/banners/new",
      { ...BANNER, gradientOverlay: "url(https://tracker.example/p.gif)", intent: "save" },
      cookies.staff,
    );
    expect(unsafe.status).toBe(400);
    const unsafeHtml = await unsafe.text();
    expect(unsafeHtml).toContain("Enter a linear-gradient of hex or rgba colours");
    expect(unsafeHtml).toContain('value="Ngorongoro Crater Sunrise Offer"');
    const long = await post("/admin/banners/new", { ...BANNER, title: "x".repeat(5000) }, cookies.staff);
    expect(long.status).toBe(400);
    await long.body?.cancel();

    // The preview: the home page's own banner, nothing saved.
    const preview = await post("/admin/banners/new", { ...BANNER, intent: "preview" }, cookies.staff);
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml.slice(previewHtml.indexOf('data-testid="banner-preview"'))).toContain(
      "Ngorongoro Crater Sunrise Offer</h3>",
    );

    const created = await post("/admin/banners/new", { ...BANNER, intent: "save" }, cookies.staff);
    expect(created.status).toBe(302);
    const id = /#banner-(\d+)$/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    expect(Number(id)).toBeGreaterThan(0);

    // On the home page, /deals and /deals?lang=de at once.
    expect(await (await get("/")).text()).toContain("Ngorongoro Crater Sunrise Offer</h3>");
    const deals = await (await get("/deals")).text();
    expect(deals).toContain("Ngorongoro Crater Sunrise Offer");
    expect(deals).toMatch(/25\s*%/);
    const german = await (await get("/deals?lang=de")).text();
    expect(german).toContain('lang="de">Sonnenaufgang im Ngorongoro-Krater</h2>');

    // Someone saved first: 409, what was typed kept.
    const editPath = `/admin/banners/${id}`;
    const edit = await get(editPath, cookies.staff);
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain('data-testid="banner-preview"');
    expect(
      (await post(editPath, { ...BANNER, title: "Crater Dawn", version: "0" }, cookies.staff)).status,
    ).toBe(302);
    const stale = await post(
      editPath,
      { ...BANNER, title: "A Second Editor Title", version: "0" },
      cookies.staff,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="A Second Editor Title"');

    // Moved up one place (it was last): before the last seeded banner in the list and on the home page.
    const moved = await post("/admin/banners", { intent: `move-up:${id}`, version: "1" }, cookies.staff);
    expect(moved.status).toBe(302);
    const home = await (await get("/")).text();
    expect(home.indexOf("Crater Dawn</h3>")).toBeGreaterThan(-1);
    expect(home.indexOf("Crater Dawn</h3>")).toBeLessThan(
      home.indexOf("Tailor-made Kilimanjaro climbs</h3>"),
    );

    // Hidden: gone from the site at once. A customer cannot.
    expect(
      (await post("/admin/banners", { intent: "activate", id, version: "2" }, cookies.customer)).status,
    ).toBe(403);
    const hidden = await post("/admin/banners", { intent: "deactivate", id, version: "2" }, cookies.staff);
    expect(hidden.status).toBe(302);
    expect(await (await get("/")).text()).not.toContain("Crater Dawn</h3>");
    expect(await (await get("/deals")).text()).not.toContain("Crater Dawn");

    // Deleted after its confirmation page, which says nothing points at it.
    const confirm = await get(`${editPath}/delete`, cookies.staff);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("No booking was made from this banner.");
    expect((await post(`${editPath}/delete`, { intent: "delete", version: "2" }, cookies.staff)).status).toBe(
      409,
    );
    expect((await post(`${editPath}/delete`, { intent: "delete", version: "3" }, cookies.staff)).status).toBe(
      302,
    );
    const gone = await get(editPath, cookies.staff);
    expect(gone.status).toBe(404);
    await gone.body?.cancel();
  });
});

describe("the content pages editor over HTTP", () => {
  it("lists the five pages and saves one cleaned, shown at once and in German", async () => {
    await signIn();
    const list = await get("/admin/pages", cookies.staff);
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    for (const slug of ["story", "insurance", "conservation", "terms", "privacy"]) {
      expect(listHtml).toContain(`href="/admin/pages/${slug}"`);
    }
    expect(listHtml).not.toContain('href="/admin/pages/new"');
    const none = await get("/admin/pages/new", cookies.staff);
    expect(none.status).toBe(404);
    await none.body?.cancel();

    const fields = {
      title: "Booking Terms Rewritten",
      metaDescription: "The rules of a safari booked with us.",
      body: "## Deposits Changed\n\n<img src=x onerror=alert(1)>\n\n[pay](javascript:alert(1)) a 30 % deposit.",
      "translations.de.title": "Buchungsbedingungen neu",
      "translations.de.metaDescription": "Die Regeln einer bei uns gebuchten Safari.",
      "translations.de.body": "## Anzahlung geändert\n\nEine Anzahlung von 30 %.",
    };
    // The Preview button without JavaScript: the public renderer's HTML, nothing saved.
    const preview = await post("/admin/pages/terms", { ...fields, intent: "preview" }, cookies.staff);
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    const start = previewHtml.indexOf('data-testid="page-preview"');
    const panel = previewHtml.slice(start, previewHtml.indexOf("</div>", start));
    expect(panel).toContain("<h2>Deposits Changed</h2>");
    // The preview renders none of it (what was typed stays, escaped, in the textarea).
    expect(panel).not.toMatch(/onerror|javascript:|<img/);

    const saved = await post(
      "/admin/pages/terms",
      { ...fields, version: "0", intent: "save" },
      cookies.staff,
    );
    expect(saved.status).toBe(302);
    expect(locationOf(saved)).toMatch(/^\/admin\/pages\?done=saved/);

    const page = await (await get("/terms")).text();
    expect(page).toContain("Booking Terms Rewritten");
    expect(page).toContain("<h2>Deposits Changed</h2>");
    expect(page).not.toMatch(/onerror=|javascript:alert/);
    const german = await (await get("/terms?lang=de")).text();
    expect(german).toContain("Buchungsbedingungen neu");
    expect(german).toContain("<h2>Anzahlung geändert</h2>");

    // A stale save keeps what was typed; a missing title is refused beside its field.
    const stale = await post(
      "/admin/pages/terms",
      { ...fields, title: "Late Title", version: "0" },
      cookies.staff,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Late Title"');
    const empty = await post("/admin/pages/terms", { ...fields, title: "", version: "1" }, cookies.staff);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter a title.");
    expect((await post("/admin/pages/terms", { ...fields, version: "1" }, cookies.customer)).status).toBe(
      403,
    );
  });
});
