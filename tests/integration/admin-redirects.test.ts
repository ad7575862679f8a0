import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// Redirects and the 404 log over HTTP (issue 15, item 8; decision 087): a
// saved redirect answers before any route with the visitor's query kept,
// chains and loops are refused beside the field, every 404 is logged and
// listed, and a redirected path leaves the list.

const site = setUpSeededServer(staffFixtures);
const { get, post } = cookieClient(() => site.server.url);

let staff = "";
async function staffCookie() {
  staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  return staff;
}

const redirectForm = (fromPath: string, toTarget: string, statusCode = "301", active = true) => ({
  fromPath,
  toTarget,
  statusCode,
  ...(active ? { isActive: "on" } : {}),
});

/** Saves a redirect as staff; its id from the list's address. */
async function createRedirect(fromPath: string, toTarget: string, statusCode = "301") {
  const response = await post(
    "/admin/redirects/new",
    redirectForm(fromPath, toTarget, statusCode),
    await staffCookie(),
  );
  expect(response.status, `${fromPath} → ${toTarget}`).toBe(302);
  const id = /saved=(\d+)/.exec(locationOf(response))?.[1];
  expect(id).toBeDefined();
  return Number(id);
}

/** Waits for the 404 log's batch to be written (every ~2 s) and the list to show `path`. */
/**
 * The not-found list filtered to `path`, once the path is (or is no longer) in
 * it and, when given, once `ready` holds: the log is written after each answer
 * has gone out, so the last hits may arrive a moment after the requests.
 */
async function notFoundList(path: string, present = true, ready: (html: string) => boolean = () => true) {
  let html = "";
  for (let attempt = 0; attempt < 20; attempt++) {
    html = await (await get(`/admin/not-found?q=${encodeURIComponent(path)}`, await staffCookie())).text();
    if (html.includes(`<code class="admin-redirects__path">${path}</code>`) === present && ready(html))
      return html;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return html;
}

describe("redirects", () => {
  it("answers a saved redirect before any route, with the visitor's query string kept", async () => {
    await createRedirect("/old-safari-page", "/tours?type=safari");
    const response = await get("/old-safari-page/?utm_source=mail&type=x");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/tours?utm_source=mail&type=x");
    const head = await fetch(`${site.server.url}/old-safari-page`, { method: "HEAD", redirect: "manual" });
    expect(head.status).toBe(301);
    // Only GET and HEAD: a form posted there is not sent on.
    expect((await post("/old-safari-page", { a: "1" })).status).not.toBe(301);
  });

  it("wins over a page at the same path (staff made it on purpose), 302 as set, to an outside URL", async () => {
    expect((await get("/insurance")).status).toBe(200);
    await createRedirect("/insurance", "https://partner.example/cover", "302");
    const response = await get("/insurance?lang=de");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://partner.example/cover?lang=de");
  });

  it("refuses chains, loops, other schemes and the site's own paths with a message beside the field", async () => {
    const cookie = await staffCookie();
    const cases: Array<[Record<string, string>, string]> = [
      [redirectForm("/loop-a", "/loop-a"), "cannot send visitors to the same path"],
      [redirectForm("/tours", "/old-safari-page"), "round in a circle"],
      [redirectForm("/chain-start", "/old-safari-page"), "is itself redirected"],
      [redirectForm("/tours?x=1", "/deals"), "without ? or #"],
      [redirectForm("/admin/bookings", "/deals"), "belongs to the site itself"],
      [redirectForm("/x-js", "javascript:alert(1)"), "Only paths on this site"],
      [redirectForm("/x-proto", "//evil.example/"), "Only paths on this site"],
      [redirectForm("/old-safari-page", "/deals"), "already a redirect from this path"],
    ];
    for (const [form, message] of cases) {
      const response = await post("/admin/redirects/new", form, cookie);
      expect(response.status, JSON.stringify(form)).toBe(400);
      const html = await response.text();
      expect(html, JSON.stringify(form)).toContain(message);
      // What was typed stays in the form.
      expect(html).toContain(`value="${form.fromPath?.replace("&", "&amp;")}"`);
      expect(html).toMatch(/aria-invalid="true"/);
    }
    // A from path another redirect sends to: "/tours" is where /old-safari-page goes.
    const into = await post("/admin/redirects/new", redirectForm("/tours", "/deals"), cookie);
    expect(into.status).toBe(400);
    expect(await into.text()).toContain("/old-safari-page already redirects to this path");
  });

  it("answers as before once deactivated, refuses a stale edit, and records every change in the audit log", async () => {
    const cookie = await staffCookie();
    const id = await createRedirect("/gone-for-now", "/deals");
    expect((await get("/gone-for-now")).status).toBe(301);

    const off = await post(
      "/admin/redirects",
      { id: String(id), version: "0", intent: "deactivate" },
      cookie,
    );
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("is inactive");
    expect((await get("/gone-for-now")).status).toBe(404);

    // Someone else's save came first (version 0 is stale now).
    const stale = await post(
      `/admin/redirects/${id}`,
      { ...redirectForm("/gone-for-now", "/tours"), version: "0" },
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else saved this record");

    const edit = await post(
      `/admin/redirects/${id}`,
      { ...redirectForm("/gone-for-now", "/tours", "302"), version: "1" },
      cookie,
    );
    expect(edit.status).toBe(302);
    const now = await get("/gone-for-now");
    expect(now.status).toBe(302);
    expect(now.headers.get("location")).toBe("/tours");

    const confirm = await get(`/admin/redirects/${id}/delete`, cookie);
    expect(await confirm.text()).toContain("Delete this redirect?");
    const deleted = await post(
      `/admin/redirects/${id}/delete`,
      { version: "2", fromPath: "/gone-for-now" },
      cookie,
    );
    expect(deleted.status).toBe(302);
    expect((await get("/gone-for-now")).status).toBe(404);

    const audit = await (await get(`/admin/audit?entityType=redirect&entityId=${id}`, cookie)).text();
    for (const action of ["redirect.create", "redirect.deactivate", "redirect.update", "redirect.delete"]) {
      expect(audit).toContain(`<code>${action}</code>`);
    }
    expect(audit).toContain("&quot;toTarget&quot;: &quot;/tours&quot;");
  });

  it("lists redirects with search, filters and sorting in the URL", async () => {
    const cookie = await staffCookie();
    const html = await (await get("/admin/redirects?q=safari&status=301&active=yes", cookie)).text();
    const cell = (text: string) => `<code class="admin-redirects__path">${text}</code>`;
    expect(html).toContain(cell("/old-safari-page"));
    expect(html).not.toContain(cell("https://partner.example/cover"));
    // The visits it sent on (a GET and a HEAD in the first test) are counted, a couple of seconds later.
    let counted = html;
    for (let attempt = 0; attempt < 20 && !/data-label="Hits">2</.test(counted); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      counted = await (await get("/admin/redirects?q=old-safari", cookie)).text();
    }
    expect(counted).toMatch(/data-label="Hits">2</);
    expect(counted).not.toMatch(/data-label="Last hit \(EAT\)">Never</);
    const temporary = await (await get("/admin/redirects?status=302&sort=from&dir=asc", cookie)).text();
    expect(temporary).toContain(cell("https://partner.example/cover"));
    expect(temporary).not.toContain(cell("/old-safari-page"));
  });
});

describe("the 404 log", () => {
  it("logs a real 404 with its referrer, lists it, and one click opens the redirect form filled in", async () => {
    const path = "/lost-kilimanjaro-guide";
    for (let i = 0; i < 3; i++) {
      const response = await get(`${path}?token=should-not-be-kept`, undefined, {
        referer: "https://blog.example/post?x=1",
      });
      expect(response.status).toBe(404);
    }
    const html = await notFoundList(path, true, (list) => /data-label="Hits">3</.test(list));
    expect(html).toContain(`<code class="admin-redirects__path">${path}</code>`);
    expect(html).toContain("https://blog.example/post<");
    expect(html).not.toContain("should-not-be-kept");
    expect(html).toMatch(/data-label="Hits">3</);
    expect(html).toContain(`href="/admin/redirects/new?from=${encodeURIComponent(path)}"`);

    const form = await (
      await get(`/admin/redirects/new?from=${encodeURIComponent(path)}`, await staffCookie())
    ).text();
    expect(form).toContain(`value="${path}"`);

    // Redirected, it leaves the list.
    await createRedirect(path, "/kilimanjaro");
    expect(await notFoundList(path, false)).not.toContain(
      `<code class="admin-redirects__path">${path}</code>`,
    );
  });

  it("never logs staff paths or a path with a token in it, and clears a handled path with an audit row", async () => {
    const cookie = await staffCookie();
    expect((await get("/admin/no-such-page", cookie)).status).toBe(404);
    expect((await get("/compare/4f9a8b7c6d5e4f3a2b1c0d9e")).status).toBe(404);
    expect((await get("/handled-old-link")).status).toBe(404);
    // A client-side navigation's data request for a missing page is logged under the page's path.
    expect((await get("/missed-in-app.data")).status).toBe(404);
    expect(await notFoundList("/missed-in-app")).toContain(
      '<code class="admin-redirects__path">/missed-in-app</code>',
    );
    const html = await notFoundList("/handled-old-link");
    const all = await (await get("/admin/not-found", cookie)).text();
    expect(all).not.toContain("/admin/no-such-page");
    expect(all).not.toContain("4f9a8b7c6d5e4f3a2b1c0d9e");
    expect(html).toContain("/handled-old-link");

    const cleared = await post("/admin/not-found", { intent: "clear", path: "/handled-old-link" }, cookie);
    expect(cleared.status).toBe(200);
    expect(await cleared.text()).toContain("/handled-old-link cleared from the log.");
    const audit = await (await get("/admin/audit?entityType=not_found_path", cookie)).text();
    expect(audit).toContain("<code>not_found_path.clear</code>");
    expect(audit).toContain("/handled-old-link");
  });
});
