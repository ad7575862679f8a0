import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { builtRoutes } from "#tests/route-manifest";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// Every staff page and every staff action, found from the built route table
// (issue 15, the frame): a route added later is walked without anyone listing
// it, so a new staff route cannot forget its guard.

const site = setUpSeededServer(staffFixtures);
const { get, post } = cookieClient(() => site.server.url);

type AdminRoute = { id: string; path: string };

/** Every route under /admin with its full path, each `:param` and `*` filled with "1". */
function adminRoutes(): AdminRoute[] {
  const routes = builtRoutes();
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return "";
    const own = (route.path ?? "").replace(/:[\w-]+\??/g, "1").replace(/\*$/, "1");
    return [fullPath(route.parentId), own].filter(Boolean).join("/");
  };
  return routes
    .map((route) => ({ id: route.id, path: `/${fullPath(route.id)}`.replace(/\/+/g, "/") }))
    .filter((route) => route.path === "/admin" || route.path.startsWith("/admin/"));
}

const cookies = { customer: "", staff: "" };
async function signIn() {
  cookies.customer ||= await sessionCookie(site.server.url, site.fixtures.customer.email);
  cookies.staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
}

describe("the staff area's route table", () => {
  it("puts every /admin route inside the admin layout", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const route of routes) expect(route.id, route.path).toMatch(/^routes\/admin\//);
  });

  it("sends a signed-out visitor to sign-in from every page, CSV and action", async () => {
    for (const { path } of adminRoutes()) {
      for (const address of [path, `${path}?format=csv`]) {
        const page = await get(address);
        expect(page.status, `GET ${address}`).toBe(302);
        expect(locationOf(page), `GET ${address}`).toMatch(/^\/login\?redirect=/);
      }
      const posted = await post(path, { intent: "anything" });
      expect([302, 403], `POST ${path}`).toContain(posted.status);
      if (posted.status === 302) expect(locationOf(posted)).toMatch(/^\/login/);
    }
  });

  it("refuses a customer on every page, CSV and action, and records it", async () => {
    await signIn();
    for (const { path } of adminRoutes()) {
      for (const address of [path, `${path}?format=csv`]) {
        const page = await get(address, cookies.customer);
        expect(page.status, `GET ${address}`).toBe(302);
        expect(locationOf(page), `GET ${address}`).toBe("/unauthorized");
      }
      for (const intent of ["anything", "delete", "role"]) {
        const posted = await post(path, { intent, id: "1", version: "0" }, cookies.customer);
        expect(posted.status, `POST ${path} (${intent})`).toBe(403);
      }
    }
    const events = await get("/admin/security", cookies.staff);
    if (events.status === 200) expect(await events.text()).toContain(site.fixtures.customer.email);
  });

  it("lets staff reach every page without a server error", async () => {
    await signIn();
    for (const { path } of adminRoutes()) {
      const page = await get(path, cookies.staff);
      // A sample id may not exist (404); a page needing a choice may send on (302); never 5xx.
      expect(page.status, `GET ${path}`).toBeLessThan(500);
      expect(page.status, `GET ${path}`).not.toBe(403);
      await page.body?.cancel();
    }
  });

  it("answers staff's nonsense posts with a 4xx (or a redirect), never a server error", async () => {
    await signIn();
    const nonsense: Array<Record<string, string>> = [
      {},
      { intent: "anything" },
      { intent: "delete", id: "x", version: "-1" },
      { intent: "role", role: "emperor", version: "abc", capacity: "9".repeat(40), q: "%00" },
    ];
    for (const { path } of adminRoutes()) {
      for (const fields of nonsense) {
        const posted = await post(path, fields, cookies.staff);
        await posted.body?.cancel();
        expect(posted.status, `POST ${path} ${JSON.stringify(fields)}`).toBeLessThan(500);
      }
    }
  });
});
