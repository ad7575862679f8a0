import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The destination and experience editors over HTTP (issue 16, item 1): the
// pages render for staff on the demo content, a new record is created from the
// plain form and found in the list, a refused form comes back with what was
// typed, and a save over a stale version answers 409 keeping the typing.

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
});
