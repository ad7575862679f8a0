import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#app/db/schema/index";
import { cookieClient, TestBrowser } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { PASSWORD, register, uniqueEmail } from "#tests/sign-up";
import { sessionCookie, staffFixtures } from "#tests/staff";

// Decision 102, over real HTTP: the server's security events are counted by
// kind for /admin/analytics whatever the visitor chose (no address, email or
// account kept with them), and what only the server sees (a sign-in or
// sign-up that worked, a referral code that matched) reaches a consenting
// visitor's tracker in a short hand-over cookie, and nobody else's.

const REFERRAL = "KILELEFRIEND7";
const site = setUpSeededServer(
  async (db) => {
    const people = await staffFixtures(db);
    await db.update(users).set({ referralCode: REFERRAL }).where(eq(users.id, people.customer.id));
    return people;
  },
  { TRUST_PROXY: "loopback", ANALYTICS_MAX_PER_ADDRESS: "1", ANALYTICS_WINDOW_MS: "600000" },
);
const { get, post } = cookieClient(() => site.server.url);
const CONSENT = "analytics_consent=granted";

/** The security table's figure for `kind` on the newest day, or null when the column is not there. */
function securityCount(html: string, kind: string): number | null {
  const table = html.slice(html.indexOf('data-testid="analytics-security"'));
  const cell = table.match(new RegExp(`<td data-kind="${kind}">([^<]*)<`));
  return cell ? Number(cell[1]?.replace(/\D/g, "")) : null;
}

/** The Set-Cookie value of the hand-over cookie in an answer, or null. */
function flashOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("analytics_flash="));
  return line ? decodeURIComponent(line.slice("analytics_flash=".length).split(";")[0] ?? "") : null;
}

describe("security events on /admin/analytics", () => {
  it("counts refusals by kind, for visitors who never accepted analytics, and keeps nobody's details", async () => {
    const { customer } = site.fixtures;
    const from = { "x-forwarded-for": "198.51.100.61" };
    // A wrong password, a password reset asked for, a customer at the staff area,
    // a post from another site, and a batch past the analytics limit: none with consent.
    expect(
      (await post("/login", { email: customer.email, password: "not the password" }, undefined, from)).status,
    ).toBe(401);
    const reset = await post(
      "/reset-password",
      { intent: "request", email: customer.email },
      undefined,
      from,
    );
    expect(reset.status).toBeLessThan(500);
    const customerCookie = await sessionCookie(site.server.url, customer.email);
    expect((await get("/admin", customerCookie)).status).toBe(302);
    const crossSite = await site.get("/newsletter", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=someone%40example.org",
    });
    expect(crossSite.status).toBe(403);
    const batch = (path: string) =>
      site.get("/api/events", {
        method: "POST",
        headers: { "content-type": "text/plain", cookie: CONSENT, "x-forwarded-for": "198.51.100.62" },
        body: JSON.stringify({
          clientId: "f".repeat(32),
          events: [{ name: "page_view", at: Date.now(), path }],
        }),
      });
    expect((await batch("/first")).status).toBe(204);
    expect((await batch("/second")).status).toBe(429);

    const staff = await sessionCookie(site.server.url, site.fixtures.staff.email);
    const report = async () => (await get("/admin/analytics", staff)).text();
    // The counts are written together a moment later.
    await expect
      .poll(async () => securityCount(await report(), "rate_limited"), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    const html = await report();
    for (const kind of [
      "sign_in_failed",
      "password_reset_requested",
      "access_denied",
      "cross_site_refused",
    ]) {
      expect(securityCount(html, kind), kind).toBeGreaterThanOrEqual(1);
    }
    expect(html).toContain("Failed sign-ins");
    expect(html).toContain("Cross-site requests refused");
    // Only the consenting visitor's page view counts as a visit; the server's counts are nobody's.
    expect(html).toContain("/first");
    const security = html.slice(html.indexOf('data-testid="analytics-security"'));
    expect(security).not.toContain(customer.email);
    expect(security).not.toContain("198.51.100.6");

    // In the staff's language too.
    const german = await (await get("/admin/analytics?lang=de", staff)).text();
    expect(german).toContain("Fehlgeschlagene Anmeldungen");
  });
});

describe("the hand-over cookie of what only the server sees", () => {
  it("carries a password sign-in to a consenting visitor's next page, and nothing without consent or with GPC", async () => {
    const { customer } = site.fixtures;
    const signIn = (headers: Record<string, string>) =>
      post("/login", { email: customer.email, password: PASSWORD, redirect: "/tours" }, undefined, headers);
    const consented = await signIn({ cookie: CONSENT });
    expect(consented.status).toBe(302);
    expect(flashOf(consented)).toBe("login:password");
    expect(consented.headers.getSetCookie().find((c) => c.startsWith("analytics_flash="))).toMatch(
      /Max-Age=300; SameSite=Lax/,
    );
    expect(flashOf(await signIn({}))).toBeNull();
    expect(flashOf(await signIn({ cookie: "analytics_consent=denied" }))).toBeNull();
    expect(flashOf(await signIn({ cookie: CONSENT, "sec-gpc": "1" }))).toBeNull();
    // A failed sign-in hands nothing over.
    const failed = await post("/login", { email: customer.email, password: "wrong" }, CONSENT);
    expect(flashOf(failed)).toBeNull();
  });

  it("carries a sign-up, and the referral when the code named an account", async () => {
    const withCode = new TestBrowser(site.server.url, { cookie: CONSENT });
    const referred = await register(withCode, uniqueEmail("referred"), {
      referralCode: REFERRAL.toLowerCase(),
    });
    expect(referred.status).toBe(302);
    expect(flashOf(referred)).toBe("sign_up:password.referral_used");

    const unknownCode = new TestBrowser(site.server.url, { cookie: CONSENT });
    const plain = await register(unknownCode, uniqueEmail("unreferred"), { referralCode: "NOSUCHCODE" });
    expect(flashOf(plain)).toBe("sign_up:password");

    const noConsent = new TestBrowser(site.server.url);
    expect(flashOf(await register(noConsent, uniqueEmail("private"), { referralCode: REFERRAL }))).toBeNull();
  });
});
