import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The destination and experience editors over HTTP (issue 16, item 1): the
// pages render for staff on the demo content, a new record is created from the
// plain form and found in the list, a refused form comes back with what was
// typed, and a save over a stale version answers 409 keeping the typing;
// each picture has its own picker from the media library and must be a usable
// library picture; a form that comes back keeps the version it was loaded
// with (decision 096); staff preview a hidden one at ?preview=1.

const site = setUpSeededServer(staffFixtures);
const { get, post } = cookieClient(() => site.server.url);

let staff = "";
async function staffCookie() {
  staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  return staff;
}

describe("the destination and experience editors' pages", () => {
  it("render the lists, the forms and the delete confirmations for staff", async () => {
    const cookie = await staffCookie();
    for (const path of [
      "/admin/destinations",
      "/admin/destinations?active=yes&sort=tours&dir=desc",
      "/admin/destinations/new",
      "/admin/experiences",
      "/admin/experiences?category=wildlife&active=no&q=drive",
      "/admin/experiences/new",
    ]) {
      const page = await get(path, cookie);
      expect(page.status, path).toBe(200);
      await page.body?.cancel();
    }
    const list = await (await get("/admin/destinations?q=serengeti", cookie)).text();
    const id = /href="\/admin\/destinations\/(\d+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    const edit = await get(`/admin/destinations/${id}`, cookie);
    expect(edit.status).toBe(200);
    const html = await edit.text();
    expect(html).toContain('name="translations.de.name"');
    expect(html).toContain('name="parentId"');
    const confirm = await get(`/admin/destinations/${id}/delete`, cookie);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('data-testid="destination-links"');
  });

  it("creates an experience from the form, keeps the typing on a refusal and on a conflict", async () => {
    const cookie = await staffCookie();
    const refused = await post(
      "/admin/experiences/new",
      { title: "Night Drive Test", category: "wildlife", priceFrom: "abc" },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Night Drive Test");

    const created = await post(
      "/admin/experiences/new",
      {
        title: "Night Drive Test",
        category: "wildlife",
        priceFrom: "80",
        "translations.de.title": "Nachtfahrt",
      },
      cookie,
    );
    expect(created.status).toBe(302);
    const location = locationOf(created);
    expect(location).toMatch(/^\/admin\/experiences\/\d+\?done=created$/);
    const editPath = location.replace(/\?.*$/, "");
    const page = await get(location, cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Nachtfahrt");

    const saved = await post(
      editPath,
      { version: "0", title: "Night Drive Saved", category: "wildlife" },
      cookie,
    );
    expect(saved.status).toBe(302);
    const conflict = await post(
      editPath,
      { version: "0", title: "Typed Over", category: "wildlife" },
      cookie,
    );
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toContain("Typed Over");

    const listed = await (await get("/admin/experiences?q=night+drive+saved", cookie)).text();
    expect(listed).toContain("Night Drive Saved");
  });

  it("picks each picture for its own field, refuses one not in the library, and keeps the form's version", async () => {
    const cookie = await staffCookie();
    const fields = { name: "Lake Natron Test", country: "Tanzania" };
    const created = await post("/admin/destinations/new", fields, cookie);
    expect(created.status).toBe(302);
    const editPath = locationOf(created).replace(/\?.*$/, "");

    // The card picture's picker fills the card picture, not the featured one; nothing is saved.
    const picked = await post(
      editPath,
      {
        ...fields,
        version: "0",
        intent: "addImage:imageUrl",
        "pickImage:featuredImage": "/media/scenes/savanna.1.svg | Plains",
        "pickImage:imageUrl": "/media/scenes/lake.2.svg | Lake",
      },
      cookie,
    );
    expect(picked.status).toBe(200);
    const pickedHtml = await picked.text();
    expect(pickedHtml).toMatch(/name="imageUrl"[^>]*value="\/media\/scenes\/lake\.2\.svg"/);
    expect(pickedHtml).not.toMatch(/name="featuredImage"[^>]*value="\/media/);

    // A library picture that is not in the library is refused beside its field, the typing kept.
    const unknown = await post(
      editPath,
      {
        ...fields,
        name: "Natron Typed",
        version: "0",
        featuredImage: "/media/library/abcdefghijklmnopqrst/640.webp",
      },
      cookie,
    );
    expect(unknown.status).toBe(400);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain("no longer there");
    expect(unknownHtml).toContain('value="Natron Typed"');
    expect(await (await get(editPath, cookie)).text()).not.toContain("Natron Typed");

    // A colleague saves (version 0 → 1). This form, loaded at 0, comes back from its
    // picker still at 0, so its save is a conflict rather than a silent overwrite.
    expect((await post(editPath, { ...fields, version: "0", country: "Kenya" }, cookie)).status).toBe(302);
    const back = await post(editPath, { ...fields, version: "0", intent: "addImage:imageUrl" }, cookie);
    expect(back.status).toBe(200);
    expect(await back.text()).toMatch(/name="version" value="0"/);
    const refusedBack = await post(editPath, { country: "Tanzania", version: "0" }, cookie);
    expect(refusedBack.status).toBe(400);
    expect(await refusedBack.text()).toMatch(/name="version" value="0"/);
    const stale = await post(editPath, { ...fields, version: "0", name: "Natron Over" }, cookie);
    expect(stale.status).toBe(409);
    // After the conflict the form carries the newest version: saving again is a choice.
    expect(await stale.text()).toMatch(/name="version" value="1"/);
    expect((await post(editPath, { ...fields, version: "1", name: "Natron Over" }, cookie)).status).toBe(302);
  });

  it("lets staff preview an inactive destination or experience, and one under an inactive parent", async () => {
    const cookie = await staffCookie();
    const customer = await sessionCookie(site.server.url, site.fixtures.customer.email);
    const created = await post(
      "/admin/experiences/new",
      { title: "Preview Walk Test", category: "cultural", shortDescription: "A quiet walk." },
      cookie,
    );
    expect(created.status).toBe(302);
    const editPath = locationOf(created).replace(/\?.*$/, "");
    const editHtml = await (await get(editPath, cookie)).text();
    expect(editHtml).toContain('href="/experiences/preview-walk-test?preview=1"');

    const path = "/experiences/preview-walk-test";
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}?preview=1`)).status).toBe(404);
    expect((await get(`${path}?preview=1`, customer)).status).toBe(404);
    const preview = await get(`${path}?preview=1`, cookie);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("Preview: this experience is not active");
    expect(html).toContain("A quiet walk.");
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    // A child destination whose parent is inactive: hidden from the public, previewable by staff.
    const parent = await post(
      "/admin/destinations/new",
      { name: "Hidden Land Test", country: "Tanzania" },
      cookie,
    );
    const parentId = /\/admin\/destinations\/(\d+)/.exec(locationOf(parent))?.[1];
    expect(parentId).toBeDefined();
    const child = await post(
      "/admin/destinations/new",
      { name: "Inner Park Test", country: "Tanzania", parentId: String(parentId) },
      cookie,
    );
    const childEdit = locationOf(child).replace(/\?.*$/, "");
    expect(
      (await post(childEdit, { intent: "activate", version: "0", title: "Inner Park Test" }, cookie)).status,
    ).toBe(302);
    const childPath = "/destinations/hidden-land-test/inner-park-test";
    expect((await get(childPath)).status).toBe(404);
    const childPreview = await get(`${childPath}?preview=1`, cookie);
    expect(childPreview.status).toBe(200);
    expect(await childPreview.text()).toContain("Preview: this destination is not active");
    // The editor links the preview, since the public cannot open it either.
    expect(await (await get(childEdit, cookie)).text()).toContain(`href="${childPath}?preview=1"`);
  });
});
