import { describe, expect, it } from "vitest";
import { startAccountsServerForThisFile } from "#tests/accounts-server";
import { locationOf, TestBrowser } from "#tests/browser";
import { waitForMail } from "#tests/mailbox";
import { isSignedIn, logIn, PASSWORD, register, signedUp, uniqueEmail } from "#tests/sign-up";
import { rendered, visible } from "./translated";

// Every form that sets a password (sign-up, the emailed reset link, the
// account's password change, and the link that gives a Google account its
// first password) refuses a common or guessable one, with the reason next to
// the password field in the visitor's language, and changes nothing.

const { server, smtp, google } = startAccountsServerForThisFile();

const COMMON = "password123";
const TOO_COMMON = "validation:passwordTooCommon";
const STRONG = "Tarangire-Twiga-Jioni";
const LANGUAGES = ["en", "de", "fr", "es", "zh"];

/** The reason, shown as the password field's own error (not somewhere else on the page). */
function passwordFieldError(language: string): RegExp {
  return new RegExp(`id="[\\w-]*password-error"[^>]*>${rendered(language, TOO_COMMON).source}<`);
}

/** The `/reset-password?token=…` link of the newest mail to `email`, as a path. */
async function resetLink(email: string): Promise<{ path: string; token: string }> {
  const mail = await waitForMail(smtp.state, email);
  const match = /https?:\/\/[^\s"<>]*(\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`No reset link in:\n${mail.text}`);
  return { path: match[1], token: match[2] };
}

const newPassword = (token: string, password: string) => ({
  intent: "reset",
  token,
  password,
  confirmPassword: password,
});

describe("sign-up", () => {
  it.each(LANGUAGES)("refuses a common password and says why in %s", async (language) => {
    const browser = new TestBrowser(server.url, { cookie: `lang=${language}` });
    const email = uniqueEmail(`weak-${language}`);
    const response = await register(browser, email, { password: COMMON, confirmPassword: COMMON });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(passwordFieldError(language));
    expect(html).not.toContain(COMMON);
    expect(browser.sessionCookie()).toBeUndefined();
    // No account was made: the address is still free.
    expect((await register(new TestBrowser(server.url), email)).status).toBe(302);
  });

  it("refuses a password made of the person's own name, which someone else may use", async () => {
    const password = "Kariuki2024";
    const named = await register(new TestBrowser(server.url), uniqueEmail("named"), {
      fullName: "Wanjiru Kariuki",
      password,
      confirmPassword: password,
    });
    expect(named.status).toBe(400);
    expect(await named.text()).toMatch(passwordFieldError("en"));
    const other = await register(new TestBrowser(server.url), uniqueEmail("other"), {
      fullName: "Baraka Mollel",
      password,
      confirmPassword: password,
    });
    expect(other.status).toBe(302);
  });

  it.each(["乞力马扎罗山上的雪豹在清晨歌唱", "Löwe Mond Kaffee Brücke", "ζεστό τσάι στο βουνό τη νύχτα"])(
    "accepts the long passphrase %j and signs in with it exactly as typed",
    async (passphrase) => {
      const email = uniqueEmail("unicode");
      const response = await register(new TestBrowser(server.url), email, {
        password: passphrase,
        confirmPassword: passphrase,
      });
      expect(response.status).toBe(302);
      expect((await logIn(new TestBrowser(server.url), email, passphrase)).status).toBe(302);
    },
  );
});

describe("the emailed reset link", () => {
  it("refuses a common password, keeps the link usable, then takes a strong one", async () => {
    const email = uniqueEmail("reset-weak");
    await signedUp(server.url, email);
    await waitForMail(smtp.state, email); // the verification mail
    await new TestBrowser(server.url).post("/reset-password", { intent: "request", email });
    const { path, token } = await resetLink(email);

    const weak = await new TestBrowser(server.url, { cookie: "lang=de" }).post(
      path,
      newPassword(token, COMMON),
    );
    expect(weak.status).toBe(400);
    const html = await weak.text();
    expect(html).toMatch(passwordFieldError("de"));
    expect(visible(html)).not.toMatch(rendered("de", "auth:reset.invalidLink"));
    expect((await logIn(new TestBrowser(server.url), email, COMMON)).status).toBe(401);

    const strong = await new TestBrowser(server.url).post(path, newPassword(token, STRONG));
    expect(strong.status).toBe(302);
    expect(locationOf(strong)).toBe("/login?notice=passwordChanged");
    expect((await logIn(new TestBrowser(server.url), email, STRONG)).status).toBe(302);
  });

  it("knows whose link it is: the person's name is refused", async () => {
    const email = uniqueEmail("reset-named");
    await signedUp(server.url, email, { fullName: "Wanjiru Kariuki" });
    await waitForMail(smtp.state, email);
    await new TestBrowser(server.url).post("/reset-password", { intent: "request", email });
    const { path, token } = await resetLink(email);
    const named = await new TestBrowser(server.url).post(path, newPassword(token, "wanjirukariuki"));
    expect(named.status).toBe(400);
    expect(await named.text()).toMatch(passwordFieldError("en"));
  });
});

describe("the account's password change", () => {
  it.each(["en", "zh"])(
    "refuses a common password next to the new password field in %s",
    async (language) => {
      const email = uniqueEmail(`change-${language}`);
      const browser = await signedUp(server.url, email, { headers: { cookie: `lang=${language}` } });
      browser.cookies.set("lang", language);
      const response = await browser.post("/account", {
        intent: "password",
        currentPassword: PASSWORD,
        password: COMMON,
        confirmPassword: COMMON,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(passwordFieldError(language));
      expect(await isSignedIn(browser)).toBe(true);
      expect((await logIn(new TestBrowser(server.url), email)).status).toBe(302);
    },
  );

  it("refuses the person's own address as a password", async () => {
    const email = uniqueEmail("change-self");
    const browser = await signedUp(server.url, email);
    const response = await browser.post("/account", {
      intent: "password",
      currentPassword: PASSWORD,
      password: email,
      confirmPassword: email,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(passwordFieldError("en"));
  });
});

describe("an account made with Google", () => {
  it("cannot set a common first password through its emailed link", async () => {
    const email = uniqueEmail("google-weak");
    const browser = new TestBrowser(server.url);
    google.signInAs({ sub: `g-${email}`, email, email_verified: true, name: "Neema Google" });
    const started = await browser.post("/auth/google", { redirect: "/account" });
    const consent = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
    expect(locationOf(await browser.get(locationOf(consent)))).toBe("/account");

    expect((await browser.post("/account", { intent: "password" })).status).toBe(200);
    const { path, token } = await resetLink(email);
    const weak = await new TestBrowser(server.url).post(path, newPassword(token, COMMON));
    expect(weak.status).toBe(400);
    expect(await weak.text()).toMatch(passwordFieldError("en"));
    const strong = await new TestBrowser(server.url).post(path, newPassword(token, STRONG));
    expect(strong.status).toBe(302);
    expect((await logIn(new TestBrowser(server.url), email, STRONG)).status).toBe(302);
  });
});
