import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persistentDatabase } from "#tests/accounts";
import { type AccountsServer, startAccountsServer } from "#tests/accounts-server";
import { locationOf, TestBrowser } from "#tests/browser";
import type { startGoogleStandIn } from "#tests/google-stand-in";
import { smtpUrl, type startSmtpServer, waitForMail } from "#tests/mailbox";
import { type RunningServer, startServer } from "#tests/server";
import { isSignedIn, logIn, PASSWORD, register, signedUp, uniqueEmail } from "#tests/sign-up";
import { rendered, visible } from "./translated";

// Sign-up, sign-in, sign-out, password reset, email verification and Google
// sign-in, over HTTP against the built server, with mail through a real SMTP
// server and Google played by a local stand-in that speaks OAuth 2.0 + PKCE.

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;

// Listed in SUPER_ADMIN_EMAILS for the main server of this file.
const CHIEF = `chief.${Date.now().toString(36)}@example.org`;

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9._-]+`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

let stack: AccountsServer;

beforeAll(async () => {
  // Plenty of sign-in attempts for these tests; the limits have their own server below.
  stack = await startAccountsServer({ SUPER_ADMIN_EMAILS: ` Someone@else.example , ${CHIEF.toUpperCase()}` });
  ({ server, smtp, google } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

describe("sign-up", () => {
  it.each([
    [{ email: "not-an-email" }, "email", "Invalid email format"],
    [{ email: `${"a".repeat(316)}@x.io` }, "email", "Invalid email format"],
    [{ fullName: "A" }, "fullName", "Full name must be between 2 and 100 characters"],
    [{ fullName: "<b></b>J" }, "fullName", "Full name must be between 2 and 100 characters"],
    [{ fullName: "x".repeat(101) }, "fullName", "Full name must be between 2 and 100 characters"],
    [
      { password: "short77", confirmPassword: "short77" },
      "password",
      "Password must be at least 8 characters",
    ],
    [
      { password: "p".repeat(101), confirmPassword: "p".repeat(101) },
      "password",
      "Password must be at most 100 characters",
    ],
    [{ confirmPassword: "Serengeti-2028" }, "confirmPassword", "Passwords must match"],
  ])("refuses %j with 400 and '%s: %s'", async (change, _field, message) => {
    const browser = new TestBrowser(server.url);
    const response = await register(browser, uniqueEmail("invalid"), change as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(browser.sessionCookie()).toBeUndefined();
  });

  it.each([
    [{ email: "kein-email" }, "Ungültiges E-Mail-Format"],
    [{ fullName: "A" }, "Der vollständige Name muss zwischen 2 und 100 Zeichen lang sein"],
    [{ password: "kurz123", confirmPassword: "kurz123" }, "Das Passwort muss mindestens 8 Zeichen lang sein"],
    [{ confirmPassword: "anders-123" }, "Die Passwörter müssen übereinstimmen"],
  ])("says it in German: %j", async (change, message) => {
    const browser = new TestBrowser(server.url, { cookie: "lang=de" });
    const response = await register(browser, uniqueEmail("de"), change as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it("keeps what was typed (but the passwords) when it refuses", async () => {
    const browser = new TestBrowser(server.url);
    const response = await register(browser, "amina@example", { fullName: "Amina Mushi" });
    const html = await response.text();
    expect(html).toContain('value="amina@example"');
    expect(html).toContain('value="Amina Mushi"');
    expect(html).not.toContain(PASSWORD);
  });

  it("creates the account, signs in, and sends a verification link", async () => {
    const browser = new TestBrowser(server.url);
    const email = uniqueEmail("new");
    const response = await register(browser, `  ${email.toUpperCase()} `, {
      redirect: "/tours?category=beach",
    });
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/tours?category=beach");
    expect(browser.sessionCookie()).toBe("kilele.session_token");
    expect(await isSignedIn(browser)).toBe(true);

    const mail = await waitForMail(smtp.state, email);
    expect(mail.headers.get("subject")).toMatch(/confirm|verify/i);
    const link = linkIn(mail.text, "/verify-email");
    const verified = await new TestBrowser(server.url).get(link);
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain("Email verified");
    const tampered = await new TestBrowser(server.url).get(`${link.slice(0, -2)}xy`);
    expect(tampered.status).toBe(400);
  });

  it("sends the verification email in the visitor's language", async () => {
    const browser = new TestBrowser(server.url, { cookie: "lang=fr" });
    const email = uniqueEmail("fr");
    expect((await register(browser, email)).status).toBe(302);
    const mail = await waitForMail(smtp.state, email);
    expect(mail.html).toContain('lang="fr"');
  });

  it("refuses an address that is already registered, whatever its case", async () => {
    const email = uniqueEmail("twice");
    expect((await register(new TestBrowser(server.url), email)).status).toBe(302);
    const second = new TestBrowser(server.url);
    const response = await register(second, email.toUpperCase());
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("This email is already registered");
    expect(second.sessionCookie()).toBeUndefined();
  });

  it("creates one account when the same address signs up many times at once", async () => {
    const email = uniqueEmail("race");
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => register(new TestBrowser(server.url), email).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 302)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
  });

  it("ignores a bad verification token", async () => {
    const response = await new TestBrowser(server.url).get("/verify-email?token=<script>");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Verification failed");
  });
});

// Each message of these forms, in English and in German, as the locale files word it.
describe.each(["en", "de"])("sign-up, sign-in and reset messages in %s", (language) => {
  let known: string;
  beforeAll(async () => {
    known = uniqueEmail(`known-${language}`);
    await signedUp(server.url, known);
  });
  // The shape of a reset token, but no link ever carried it.
  const unsentToken = "NoSuchToken0123456789abc";
  // Where the new-password form posts: the page of the link, token in the query.
  const resetForm = `/reset-password?token=${unsentToken}`;
  const newPassword = (password: string, confirmPassword = password) => ({
    intent: "reset",
    token: unsentToken,
    password,
    confirmPassword,
  });

  it.each<[string, number, string, (browser: TestBrowser) => Promise<Response>]>([
    [
      "sign-up with a registered address",
      409,
      "errors:emailAlreadyRegistered",
      (b) => register(b, known.toUpperCase()),
    ],
    [
      "sign-up with a password over 100 characters",
      400,
      "validation:passwordMaxLength",
      (b) =>
        register(b, uniqueEmail("long"), { password: "p".repeat(101), confirmPassword: "p".repeat(101) }),
    ],
    ["sign-in with a wrong password", 401, "errors:invalidCredentials", (b) => logIn(b, known, "wrong-pass")],
    [
      "sign-in with an unknown address",
      401,
      "errors:invalidCredentials",
      (b) => logIn(b, uniqueEmail("nobody")),
    ],
    [
      "reset request with an invalid address",
      400,
      "validation:invalidEmailFormat",
      (b) => b.post("/reset-password", { intent: "request", email: "x@y" }),
    ],
    [
      "new password that does not match",
      400,
      "validation:passwordsMustMatch",
      (b) => b.post(resetForm, newPassword("Kilimanjaro-5895", "Kilimanjaro-5896")),
    ],
    [
      "new password that is too short",
      400,
      "validation:passwordMinLength",
      (b) => b.post(resetForm, newPassword("short77")),
    ],
    [
      "new password from a link that was never sent",
      400,
      "auth:reset.invalidLink",
      (b) => b.post(resetForm, newPassword("Kilimanjaro-5895")),
    ],
    [
      "the reset page opened from a mangled link",
      200,
      "auth:reset.invalidLink",
      (b) => b.get("/reset-password?token=%3Cscript%3E"),
    ],
    [
      "the sign-in page after Google failed",
      200,
      "errors:googleAuthFailed",
      (b) => b.get("/login?error=google"),
    ],
  ])("%s: %i and the message", async (_case, status, key, send) => {
    const response = await send(new TestBrowser(server.url, { cookie: `lang=${language}` }));
    expect(response.status).toBe(status);
    expect(visible(await response.text())).toMatch(rendered(language, key));
  });
});

describe("referral codes", () => {
  /** A new account and its referral code, read from its account page. */
  async function referrer() {
    const browser = await signedUp(server.url, uniqueEmail("referrer"));
    const html = await (await browser.get("/account")).text();
    const code = /data-testid="referral-code">([A-Z0-9]+)</.exec(html)?.[1];
    const shareLink = /value="(https?:[^"]*\/register\?ref=[A-Z0-9]+)"/.exec(html)?.[1];
    if (!code || !shareLink) throw new Error("no referral code on the account page");
    return { browser, code, shareLink };
  }
  const friends = async (browser: TestBrowser) =>
    Number(/data-testid="referral-friends">(\d+)/.exec(await (await browser.get("/account")).text())?.[1]);
  const referralInput = (html: string) => /<input[^>]*name="referralCode"[^>]*>/.exec(html)?.[0] ?? "";

  it("prefills the sign-up form from the share link's ?ref=", async () => {
    const { code, shareLink } = await referrer();
    const url = new URL(shareLink);
    const page = await new TestBrowser(server.url).get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(referralInput(await page.text())).toContain(`value="${code}"`);
    const typed = await new TestBrowser(server.url).get("/register?ref=%22%3E%3Cb%3EKILELE");
    expect(referralInput(await typed.text())).toContain('value="&quot;&gt;&lt;b&gt;KILELE"');
  });

  it.each<[string, boolean, (code: string) => string]>([
    ["in lower case", true, (code) => code.toLowerCase()],
    ["punctuated and spaced", true, (code) => ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)}. `],
    ["over 20 characters (ignored)", false, (code) => `${code}${"-".repeat(21 - code.length)}`],
    ["that nobody has (ignored)", false, () => "NOSUCHCODE42"],
  ])("a code %s: the friend joins, referred: %s", async (_case, referred, typed) => {
    const { browser, code } = await referrer();
    const friend = new TestBrowser(server.url);
    const response = await register(friend, uniqueEmail("friend"), { referralCode: typed(code) });
    expect(response.status).toBe(302);
    const exported = await (await friend.get("/account/data.json")).json();
    expect(exported.profile.joinedWithReferral).toBe(referred);
    expect(await friends(browser)).toBe(referred ? 1 : 0);
  });
});

describe("sign-in and sign-out", () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail("member");
    await signedUp(server.url, email);
  });

  it.each([
    [{ email: "nope" }, "Invalid email format"],
    [{ password: "12345" }, "Invalid password"],
    [{ password: "x".repeat(101) }, "Invalid password"],
  ])("refuses %j with 400 and '%s'", async (change, message) => {
    const response = await new TestBrowser(server.url).post("/login", {
      email,
      password: PASSWORD,
      ...(change as Record<string, string>),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it("says it in French", async () => {
    const browser = new TestBrowser(server.url, { cookie: "lang=fr" });
    const response = await browser.post("/login", { email: "nope", password: "12345" });
    const html = await response.text();
    expect(html).toContain("Format d&#x27;adresse e-mail non valide");
    expect(html).toContain("Mot de passe non valide");
  });

  it("refuses a wrong password without saying which part was wrong", async () => {
    const wrong = await new TestBrowser(server.url).post("/login", { email, password: "wrong-password" });
    const unknown = await new TestBrowser(server.url).post("/login", {
      email: uniqueEmail("nobody"),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.text()).toContain("The email or password is incorrect.");
    expect(await unknown.text()).toContain("The email or password is incorrect.");
  });

  it("returns to the page that asked for sign-in, path and query", async () => {
    const browser = new TestBrowser(server.url);
    const protectedPage = await browser.get("/booking?tour=3&source=promo");
    expect(protectedPage.status).toBe(302);
    expect(locationOf(protectedPage)).toBe(
      `/login?redirect=${encodeURIComponent("/booking?tour=3&source=promo")}`,
    );
    const loginPage = await browser.get(locationOf(protectedPage));
    expect(await loginPage.text()).toContain('name="redirect" value="/booking?tour=3&amp;source=promo"');
    const signedIn = await browser.post("/login", {
      email,
      password: PASSWORD,
      redirect: "/booking?tour=3&source=promo",
    });
    expect(signedIn.status).toBe(302);
    expect(locationOf(signedIn)).toBe("/booking?tour=3&source=promo");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/account",
    "javascript:alert(1)",
    "data:text/html,hi",
  ])("falls back to /account for the redirect %s", async (target) => {
    const response = await new TestBrowser(server.url).post("/login", {
      email,
      password: PASSWORD,
      redirect: target,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account");
  });

  it("issues a new session at sign-in: the cookie from before stops working", async () => {
    const browser = new TestBrowser(server.url);
    await logIn(browser, email);
    const before = browser.clone();
    expect(await isSignedIn(before)).toBe(true);
    const again = await logIn(browser, email);
    expect(again.status).toBe(302);
    expect(browser.cookies.get("kilele.session_token")).not.toBe(before.cookies.get("kilele.session_token"));
    expect(await isSignedIn(browser)).toBe(true);
    expect(await isSignedIn(before)).toBe(false);
  });

  it("sign-out ends the session on the server and goes home", async () => {
    const browser = new TestBrowser(server.url);
    await logIn(browser, email);
    const stolen = browser.clone();
    const out = await browser.post("/logout", {});
    expect(out.status).toBe(302);
    expect(locationOf(out)).toBe("/");
    expect(browser.sessionCookie()).toBeUndefined();
    expect(await isSignedIn(stolen)).toBe(false);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const response = await logIn(new TestBrowser(server.url), email);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("kilele.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a state-changing request from another origin", async () => {
    const browser = new TestBrowser(server.url);
    const forged = await browser.post(
      "/login",
      { email, password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect(browser.sessionCookie()).toBeUndefined();
    const crossSite = await browser.post("/logout", {}, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const sameSite = await browser.post("/login", { email, password: PASSWORD }, { origin: server.url });
    expect(sameSite.status).toBe(302);
  });

  it("sends a signed-in visitor away from the sign-in and sign-up pages", async () => {
    const browser = new TestBrowser(server.url);
    await logIn(browser, email);
    expect(locationOf(await browser.get("/login?redirect=/tours"))).toBe("/tours");
    expect(locationOf(await browser.get("/register"))).toBe("/account");
  });
});

describe("SUPER_ADMIN_EMAILS", () => {
  it("makes a listed address super admin once it is verified, not before", async () => {
    const chief = await signedUp(server.url, CHIEF);
    const before = await chief.get("/admin");
    expect(before.status).toBe(302);
    expect(locationOf(before)).toBe("/unauthorized");

    const mail = await waitForMail(smtp.state, CHIEF);
    await new TestBrowser(server.url).get(linkIn(mail.text, "/verify-email"));
    const after = await chief.get("/admin");
    expect(after.status).toBe(200);
    expect(await (await chief.get("/about")).text()).toContain('href="/admin"');
  });

  it("grants nothing to an address that is not listed", async () => {
    const email = uniqueEmail("customer");
    const browser = await signedUp(server.url, email);
    const mail = await waitForMail(smtp.state, email);
    await new TestBrowser(server.url).get(linkIn(mail.text, "/verify-email"));
    expect(locationOf(await browser.get("/admin"))).toBe("/unauthorized");
  });
});

describe("protected pages", () => {
  it.each(["/booking", "/booking?tour=2"])("sends an anonymous visitor of %s to sign in", async (path) => {
    const response = await new TestBrowser(server.url).get(path);
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it("keeps markup out of the path it sends to sign-in", async () => {
    const response = await new TestBrowser(server.url).get("/booking?tour=2\"><script>'");
    const redirect = new URL(locationOf(response), server.url).searchParams.get("redirect") ?? "";
    expect(redirect.startsWith("/booking?tour=2")).toBe(true);
    expect(redirect).not.toMatch(/[<>"'\s]/);
  });

  it("shows the sign-in page with a reason", async () => {
    const response = await new TestBrowser(server.url).get("/login?redirect=%2Fbooking");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Please sign in to continue.");
  });
});

describe("password reset", () => {
  it("sends a 24-hour link, sets the new password and ends every session", async () => {
    const email = uniqueEmail("forgetful");
    const first = await signedUp(server.url, email);
    await waitForMail(smtp.state, email); // the verification email

    const asked = await new TestBrowser(server.url).post("/reset-password", { intent: "request", email });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(`If an account exists for ${email}`);
    const mail = await waitForMail(smtp.state, email);
    expect(mail.text).toContain("24");
    const link = linkIn(mail.text, "/reset-password");

    const page = await new TestBrowser(server.url).get(link);
    expect(await page.text()).toContain("Choose a new password");
    const token = new URL(link, server.url).searchParams.get("token") ?? "";

    const mismatch = await new TestBrowser(server.url).post(link, {
      intent: "reset",
      token,
      password: "Kilimanjaro-5895",
      confirmPassword: "Kilimanjaro-5896",
    });
    expect(mismatch.status).toBe(400);
    expect(visible(await mismatch.text())).toContain("Passwords must match");

    const done = await new TestBrowser(server.url).post("/reset-password", {
      intent: "reset",
      token,
      password: "Kilimanjaro-5895",
      confirmPassword: "Kilimanjaro-5895",
    });
    expect(done.status).toBe(302);
    expect(locationOf(done)).toBe("/login?notice=passwordChanged");
    expect(await isSignedIn(first)).toBe(false);

    const old = await logIn(new TestBrowser(server.url), email);
    expect(old.status).toBe(401);
    const fresh = await new TestBrowser(server.url).post("/login", { email, password: "Kilimanjaro-5895" });
    expect(fresh.status).toBe(302);

    const reused = await new TestBrowser(server.url).post("/reset-password", {
      intent: "reset",
      token,
      password: "Another-pass-1",
      confirmPassword: "Another-pass-1",
    });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain("This link is invalid or has expired");
  });

  it("answers an unknown address exactly like a known one", async () => {
    const unknown = await new TestBrowser(server.url).post("/reset-password", {
      intent: "request",
      email: "nobody-here@example.org",
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("If an account exists for nobody-here@example.org");
  });

  it("validates the address", async () => {
    const response = await new TestBrowser(server.url).post("/reset-password", {
      intent: "request",
      email: "x",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Invalid email format");
  });
});

describe("Google sign-in", () => {
  async function startAtGoogle(browser: TestBrowser, redirect = "/account") {
    const started = await browser.post("/auth/google", { redirect });
    expect(started.status).toBe(302);
    return new URL(started.headers.get("location") ?? "");
  }

  it("shows the button when configured", async () => {
    expect(await (await new TestBrowser(server.url).get("/login")).text()).toContain('action="/auth/google"');
  });

  it("asks Google for offline access with consent, state and PKCE, and returns through /auth/callback", async () => {
    const authorize = await startAtGoogle(new TestBrowser(server.url));
    expect(authorize.pathname).toBe("/authorize");
    const p = authorize.searchParams;
    expect(p.get("response_type")).toBe("code");
    expect(p.get("client_id")).toBe("kilele-test-client");
    expect(new URL(p.get("redirect_uri") ?? "").pathname).toBe("/auth/callback");
    expect(p.get("access_type")).toBe("offline");
    expect(p.get("prompt")).toBe("consent");
    expect(p.get("state")?.length).toBeGreaterThan(10);
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")?.length).toBeGreaterThan(20);
    expect(p.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
  });

  it("signs a new traveller in and brings them back", async () => {
    const browser = new TestBrowser(server.url);
    const email = uniqueEmail("google");
    google.signInAs({ sub: `g-${email}`, email, email_verified: true, name: "Neema Google" });
    const authorize = await startAtGoogle(browser, "/tours");
    const consent = await fetch(authorize, { redirect: "manual" });
    const callback = await browser.get(locationOf(consent));
    expect(callback.status).toBe(302);
    expect(locationOf(callback)).toBe("/tours");
    expect(await isSignedIn(browser)).toBe(true);
    expect(await (await browser.get("/about")).text()).toContain("Neema");
  });

  it("refuses a callback whose state this browser did not start", async () => {
    const victim = new TestBrowser(server.url);
    const email = uniqueEmail("csrf");
    google.signInAs({ sub: `g-${email}`, email, email_verified: true, name: "Attacker" });
    const authorize = await startAtGoogle(new TestBrowser(server.url));
    const consent = await fetch(authorize, { redirect: "manual" });
    const callback = await victim.get(locationOf(consent));
    expect(locationOf(callback)).toBe("/login?error=google");
    expect(await isSignedIn(victim)).toBe(false);
    expect(await (await victim.get("/login?error=google")).text()).toContain(
      "Failed to initiate Google authentication",
    );
  });

  it("does not join a Google identity to an unverified password account", async () => {
    const email = uniqueEmail("squatter");
    await signedUp(server.url, email);
    const browser = new TestBrowser(server.url);
    google.signInAs({ sub: `g-${email}`, email, email_verified: true, name: "Real Owner" });
    const consent = await fetch(await startAtGoogle(browser), { redirect: "manual" });
    const callback = await browser.get(locationOf(consent));
    expect(locationOf(callback)).toBe("/login?error=google");
    expect(await isSignedIn(browser)).toBe(false);
  });

  it("joins it to a verified password account", async () => {
    const email = uniqueEmail("owner");
    await signedUp(server.url, email);
    const mail = await waitForMail(smtp.state, email);
    await new TestBrowser(server.url).get(linkIn(mail.text, "/verify-email"));
    const browser = new TestBrowser(server.url);
    google.signInAs({ sub: `g-${email}`, email, email_verified: true, name: "Amina Mushi" });
    const consent = await fetch(await startAtGoogle(browser), { redirect: "manual" });
    const callback = await browser.get(locationOf(consent));
    expect(locationOf(callback)).toBe("/account");
    expect(await isSignedIn(browser)).toBe(true);
  });
});

describe("Google sign-in without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET", () => {
  let plain: RunningServer;
  beforeAll(async () => {
    plain = await startServer({ GOOGLE_CLIENT_ID: "only-the-id-is-set" });
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it("hides the button and answers 404 where Google sign-in starts and returns", async () => {
    const browser = new TestBrowser(plain.url);
    for (const page of ["/login", "/register"]) {
      const response = await browser.get(page);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('action="/auth/google"');
    }
    expect((await browser.post("/auth/google", { redirect: "/account" })).status).toBe(404);
    expect((await browser.get("/auth/callback?code=abc&state=def")).status).toBe(404);
    expect(browser.cookies.size).toBe(0);
  });
});

// Production needs PostgreSQL (DATABASE_URL is required there): CI runs this with TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)("in production", () => {
  let production: RunningServer;
  beforeAll(async () => {
    production = await startServer({
      NODE_ENV: "production",
      SITE_URL: "https://kilele.example",
      AUTH_SECRET: "production-test-secret-0123456789abcdef",
      SMTP_URL: smtpUrl(smtp),
      MAIL_FROM: "Kilele Safaris <hello@kilele.example>",
      TRUST_PROXY: "none",
    });
  });
  afterAll(async () => {
    await production?.stop();
  });

  it("names the session cookie __Secure- and marks it Secure, HttpOnly and SameSite=Lax", async () => {
    const response = await register(new TestBrowser(production.url), uniqueEmail("prod"));
    expect(response.status).toBe(302);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/^__Secure-kilele\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("brute force", () => {
  let limited: RunningServer;
  let store: Awaited<ReturnType<typeof persistentDatabase>>;
  // Wide enough that slow password hashing on a busy machine (2 to 3 s a sign-in
  // seen under load) keeps a test's attempts inside one window.
  const WINDOW_MS = 20_000;
  const limits = {
    // Each test plays a client with its own address, as a proxy in front would report it.
    TRUST_PROXY: "loopback",
    SIGN_IN_WINDOW_MS: String(WINDOW_MS),
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "3",
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: "5",
    ACCOUNT_LOCK_THRESHOLD: "5",
    ACCOUNT_LOCK_MS: "600000",
  };

  beforeAll(async () => {
    store = await persistentDatabase();
    limited = await store.start(limits);
  });
  afterAll(async () => {
    await limited?.stop();
    await store?.drop();
  });

  /**
   * `ms` pass for the sign-in limits without waiting for them: every failure
   * counted so far moves `ms` into the past (the limits read the database's
   * clock against these stamps). The server stops meanwhile (PGlite serves
   * one process) and starts again on the same address.
   */
  async function timePasses(ms: number) {
    const port = new URL(limited.url).port;
    await limited.stop();
    const handle = store.open();
    try {
      await handle.db.execute(
        sql`update sign_in_failures set created_at = created_at - ${ms} * interval '1 millisecond'`,
      );
    } finally {
      await handle.close();
    }
    limited = await store.start({ ...limits, PORT: port });
  }
  const from = (address: string, extra: Record<string, string> = {}) =>
    new TestBrowser(limited.url, { "x-forwarded-for": address, ...extra });

  it("slows down, then locks an account, in the visitor's language", async () => {
    const email = uniqueEmail("target");
    await signedUp(limited.url, email, { headers: { "x-forwarded-for": "198.51.100.1" } });
    const attacker = from("203.0.113.10");
    for (let i = 0; i < 3; i++) {
      expect((await attacker.post("/login", { email, password: `guess-${i}xx` })).status).toBe(401);
    }
    const throttled = await attacker.post("/login", { email, password: "guess-4xx" });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(visible(await throttled.text())).toMatch(rendered("en", "errors:tooManyAttempts"));
    const inGerman = await from("203.0.113.10", { cookie: "lang=de" }).post("/login", {
      email,
      password: "guess-4xx",
    });
    expect(inGerman.status).toBe(429);
    expect(visible(await inGerman.text())).toMatch(rendered("de", "errors:tooManyAttempts"));
    // Even the right password waits, from anywhere: the limit is on the account.
    expect((await logIn(from("198.51.100.1"), email)).status).toBe(429);

    await timePasses(WINDOW_MS + 300);
    expect((await attacker.post("/login", { email, password: "guess-5xx" })).status).toBe(401);
    const locked = await from("203.0.113.10", { cookie: "lang=de" }).post("/login", {
      email,
      password: "guess-6xx",
    });
    expect(locked.status).toBe(423);
    expect(await locked.text()).toContain("Konto gesperrt");
    const owner = await logIn(from("198.51.100.1"), email);
    expect(owner.status).toBe(423);
    expect(await owner.text()).toContain("Account locked");
  }, 120_000);

  it("limits one address trying many accounts, and only that address", async () => {
    const attacker = from("203.0.113.20");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await attacker.post("/login", { email: uniqueEmail("spray"), password: "Password1!" })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const someoneElse = await from("203.0.113.21").post("/login", {
      email: uniqueEmail("spray"),
      password: "Password1!",
    });
    expect(someoneElse.status).toBe(401);
  }, 120_000);
});
