import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persistentDatabase } from "#tests/accounts";
import { cookieClient } from "#tests/browser";
import type { RunningServer } from "#tests/server";
import { signUp } from "#tests/sign-up";

// The staff guard and the small /admin dashboard (issue 4), and the role command.

let database: Awaited<ReturnType<typeof persistentDatabase>>;
let server: RunningServer;
const cookies: Record<"customer" | "staff" | "admin", string> = { customer: "", staff: "", admin: "" };

beforeAll(async () => {
  database = await persistentDatabase();
  server = await database.start();
  cookies.customer = await signUp(server.url, "carol@example.com", "Carol Customer");
  cookies.staff = await signUp(server.url, "sam@example.com", "Sam Staff");
  cookies.admin = await signUp(server.url, "ada@example.com", "Ada Admin");
  // PGlite allows one process: the role command runs while the server is down.
  await server.stop();
  expect((await database.setRole("sam@example.com", "staff")).code).toBe(0);
  expect((await database.setRole("ADA@example.com", "admin")).code).toBe(0);
  server = await database.start();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

// The server restarts in between: ask for its address at each request.
const { get, post: postForm } = cookieClient(() => server.url);
const post = (path: string, cookie?: string) => postForm(path, { anything: "1" }, cookie);

describe("/admin guard", () => {
  it("sends anonymous visitors to sign-in", async () => {
    const response = await get("/admin");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirect=%2Fadmin");
    const deep = await get("/admin/users?page=2");
    expect(deep.headers.get("location")).toBe("/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2");
  });

  it("sends a customer to /unauthorized, which answers 403 Access Denied", async () => {
    const response = await get("/admin", cookies.customer);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/unauthorized");
    const denied = await get("/unauthorized", cookies.customer);
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain("Access Denied");
    // Unknown admin paths too: the guard answers before the 404.
    const unknown = await get("/admin/nothing-here", cookies.customer);
    expect(unknown.headers.get("location")).toBe("/unauthorized");
  });

  it("answers 403 to a customer posting to an admin action", async () => {
    expect((await post("/admin", cookies.customer)).status).toBe(403);
    expect((await post("/admin/users", cookies.customer)).status).toBe(403);
    expect((await post("/admin?_data", cookies.customer)).status).toBe(403);
  });

  it("shows staff and admins the dashboard without the site shell", async () => {
    for (const who of ["staff", "admin"] as const) {
      const response = await get("/admin", cookies[who]);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<h1");
      expect(html).toContain("Dashboard");
      expect(html).toMatch(/data-testid="admin-stat-users"><span class="admin-stat__value">3</);
      expect(html).toMatch(/data-testid="admin-stat-tours"><span class="admin-stat__value">[1-9]/);
      expect(html).toContain('data-testid="admin-stat-subscribers"');
      expect(html).toContain('action="/logout"');
      expect(html).toContain("Back to the site");
      // No site header, footer or WhatsApp widget in the admin area.
      expect(html).not.toContain('class="site-header');
      expect(html).not.toContain('class="site-footer');
      expect(html).not.toMatch(/whatsapp-button|wa\.me/);
    }
  });

  it("lists the refused attempts as security events, one per attempt", async () => {
    const html = await (await get("/admin", cookies.staff)).text();
    const table = html.slice(html.indexOf('data-testid="security-events"'));
    const rows = table.split("<tr>").slice(2);
    const customerRows = rows.filter((row) => row.includes("carol@example.com"));
    // GET /admin, GET /admin/nothing-here, POST /admin, POST /admin/users, POST /admin?_data.
    expect(customerRows.length).toBeGreaterThanOrEqual(5);
    expect(table).toContain("GET /admin</code>");
    expect(table).toContain("POST /admin</code>");
    expect(table).toContain("Access denied");
    expect(table).toContain("127.0.0.1");
  });

  it("answers 404 inside the admin shell for unknown admin pages", async () => {
    const response = await get("/admin/nothing-here", cookies.admin);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("There is no admin page at this address.");
    expect(html).not.toContain('class="site-footer');
    expect((await post("/admin/nothing-here", cookies.admin)).status).toBe(404);
  });

  it("keeps the site's not-found page for other unknown paths", async () => {
    const response = await get("/administrator");
    expect(response.status).toBe(404);
  });

  it("shows the Admin Panel link to super admins only, as the spec's user menu does", async () => {
    expect(await (await get("/", cookies.admin)).text()).toMatch(/<a[^>]*href="\/admin"[^>]*>Admin Panel</);
    expect(await (await get("/", cookies.staff)).text()).not.toContain('href="/admin"');
    expect(await (await get("/", cookies.customer)).text()).not.toContain('href="/admin"');
    // Staff still enter by the address: the server decides, not the menu.
    expect((await get("/admin", cookies.staff)).status).toBe(200);
  });
});

describe("npm run user:role", () => {
  it("refuses an unknown email or role with a message and a non-zero exit", async () => {
    await server.stop();
    try {
      // The refusals never open the database, so they may run side by side.
      const [unknownRole, missing] = await Promise.all([
        database.setRole("carol@example.com", "owner"),
        database.setRole("carol@example.com", ""),
      ]);
      expect(unknownRole.code).not.toBe(0);
      expect(unknownRole.stderr).toContain('Unknown role "owner"');
      expect(missing.code).not.toBe(0);
      expect(missing.stderr).toContain("Usage: npm run user:role");
      const unknownEmail = await database.setRole("nobody@example.com", "staff");
      expect(unknownEmail.code).not.toBe(0);
      expect(unknownEmail.stderr).toContain('No user with the email "nobody@example.com"');
      // Demoting the admin clears the super admin flag with the role.
      const demoted = await database.setRole("ada@example.com", "customer");
      expect(demoted.code).toBe(0);
      expect(demoted.stdout).toContain("ada@example.com is now customer");
    } finally {
      server = await database.start();
    }
    const response = await get("/admin", cookies.admin);
    expect(response.headers.get("location")).toBe("/unauthorized");
  }, 120_000);
});
