import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { startAccountsServerForThisFile } from "#tests/accounts-server";
import { locationOf, TestBrowser } from "#tests/browser";
import { waitForMail } from "#tests/mailbox";
import { isSignedIn, PASSWORD, register, signedIn, signedUp, uniqueEmail } from "#tests/sign-up";
import { rendered, visible } from "./translated";

// The account area over HTTP against the built server: every form of /account,
// the data export and the booking pages, and that nobody reaches another
// person's data whatever the request carries.

const { server, smtp, google } = startAccountsServerForThisFile();

/** A new account, signed in in a browser of its own. */
async function newAccount(prefix = "account", headers: Record<string, string> = {}) {
  const email = uniqueEmail(prefix);
  return { browser: await signedUp(server.url, email, { headers }), email };
}

const signIn = (email: string, password = PASSWORD) => signedIn(server.url, email, password);

async function exported(browser: TestBrowser) {
  const response = await browser.get("/account/data.json");
  expect(response.status).toBe(200);
  return (await response.json()) as {
    profile: {
      id: string;
      email: string;
      fullName: string;
      phone: string | null;
      role: string;
      emailVerified: boolean;
      createdAt: string;
    };
    sessions: { id: string }[];
    newsletter: { status: string } | null;
  };
}

const account = (browser: TestBrowser, fields: Record<string, string>) => browser.post("/account", fields);

/** A new account posts `fields` to /account: the answer must be 400; returns its page. */
async function refused(fields: Record<string, string>, lang?: string): Promise<string> {
  const { browser } = lang ? await newAccount(lang, { cookie: `lang=${lang}` }) : await newAccount();
  if (lang) browser.cookies.set("lang", lang);
  const response = await account(browser, fields);
  expect(response.status).toBe(400);
  return response.text();
}

const PROFILE = { intent: "profile", fullName: "Neema Kimaro", phone: "" };
const NEW_PASSWORD = "Kilimanjaro-5895";
const PASSWORD_CHANGE = {
  intent: "password",
  currentPassword: PASSWORD,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
};

/** Google sign-in (the local stand-in) as the Google account of `email`, in a new browser reading `language`. */
async function googleSignIn(email: string, language = "en") {
  const browser = new TestBrowser(server.url);
  browser.cookies.set("lang", language);
  google.signInAs({ sub: `g-${email}`, email, email_verified: true, name: "Neema Google" });
  const started = await browser.post("/auth/google", { redirect: "/account" });
  expect(started.status).toBe(302);
  const consent = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
  const back = await browser.get(locationOf(consent));
  expect(locationOf(back)).toBe("/account");
  return browser;
}

/** A new account made through Google sign-in, so it has no password; signed in. */
async function googleAccount(language = "en") {
  const email = uniqueEmail(`google-${language}`);
  return { browser: await googleSignIn(email, language), email };
}

describe("anonymous visitors", () => {
  it.each(["/account", "/account/bookings/1", "/account/bookings/anything?x=1", "/account/data.json"])(
    "are sent to sign in from %s and come back there",
    async (path) => {
      const response = await new TestBrowser(server.url).get(path);
      expect(response.status).toBe(302);
      const location = new URL(locationOf(response), "http://x.invalid");
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("redirect")).toBe(path);
    },
  );

  it("cannot post to the account page", async () => {
    const response = await new TestBrowser(server.url).post("/account", {
      intent: "profile",
      fullName: "Mallory",
    });
    expect(response.status).toBe(302);
    expect(locationOf(response)).toMatch(/^\/login/);
  });
});

describe("the account page", () => {
  it("shows every section to its owner, server-rendered", async () => {
    const { browser, email } = await newAccount();
    const response = await browser.get("/account");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("My account");
    expect(html).toContain(email);
    expect(html).toContain("0 points");
    expect(html).toContain("Bronze");
    expect(html).toMatch(/data-testid="referral-code">[A-Z0-9]{1,20}</);
    expect(html).toMatch(/\/register\?ref=[A-Z0-9]+/);
    expect(html).toContain("You have no bookings yet.");
    expect(html).toContain('href="/account/data.json"');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("counts the friends who joined with the referral code", async () => {
    const { browser } = await newAccount("referrer");
    const code = /data-testid="referral-code">([A-Z0-9]+)</.exec(
      await (await browser.get("/account")).text(),
    )?.[1];
    expect(code).toBeDefined();
    const friend = await register(new TestBrowser(server.url), uniqueEmail("friend"), {
      fullName: "Baraka Mollel",
      referralCode: code!,
    });
    expect(friend.status).toBe(302);
    expect(await (await browser.get("/account")).text()).toContain(
      'data-testid="referral-friends">1 friend<',
    );
  });

  it("answers 400 to an unknown form, and 415 to a body that is not a form", async () => {
    const { browser } = await newAccount();
    expect((await account(browser, { intent: "drop-everything" })).status).toBe(400);
    expect((await account(browser, {})).status).toBe(400);
    const json = await browser.request("/account", {
      method: "POST",
      body: JSON.stringify({ intent: "profile", fullName: "Json Person" }),
      headers: { "content-type": "application/json" },
    });
    expect(json.status).toBe(415);
  });
});

describe("profile update", () => {
  it("changes the name and phone and ignores every other field in the body", async () => {
    const { browser, email } = await newAccount("profile");
    const other = await newAccount("victim");
    const before = await exported(browser);
    const victim = await exported(other.browser);
    const response = await account(browser, {
      intent: "profile",
      fullName: "  <b>Neema</b> <script>x</script>Kimaro ",
      phone: "+255 (754) 123-456 ext",
      id: victim.profile.id,
      userId: victim.profile.id,
      is_super_admin: "true",
      isSuperAdmin: "true",
      role: "admin",
      email: "attacker@example.org",
      created_at: "2000-01-01T00:00:00Z",
      createdAt: "2000-01-01T00:00:00Z",
      loyaltyPoints: "99999",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your profile has been saved.");
    const after = await exported(browser);
    expect(after.profile).toMatchObject({
      id: before.profile.id,
      email,
      fullName: "Neema xKimaro",
      phone: "+255 754 123-456",
      role: "customer",
      createdAt: before.profile.createdAt,
    });
    expect(await exported(other.browser)).toEqual({ ...victim, exportedAt: expect.any(String) });
    // No admin link: the flag did not change.
    expect(await (await browser.get("/account")).text()).not.toContain('href="/admin"');
  });

  it.each([
    [{ fullName: "A" }, "fullName", "Full name must be between 2 and 100 characters"],
    [{ fullName: "<i></i>x" }, "fullName", "Full name must be between 2 and 100 characters"],
    [{ fullName: "x".repeat(101) }, "fullName", "Full name must be between 2 and 100 characters"],
    [{ phone: "12" }, "phone", "Please enter a valid phone number"],
  ])("refuses %j with 400 and the message next to the field", async (change, field, message) => {
    const html = await refused({ ...PROFILE, ...change });
    expect(html).toContain(message);
    expect(html).toContain(`aria-describedby="profile-${field}`);
    expect(html).toContain('aria-invalid="true"');
  });

  it("keeps what was typed when it refuses", async () => {
    const html = await refused({ intent: "profile", fullName: "Neema", phone: "12" });
    expect(html).toContain('value="Neema"');
    expect(html).toContain('value="12"');
  });

  it.each([
    [{ fullName: "A" }, "Le nom complet doit comporter entre 2 et 100 caractères"],
    [{ phone: "12" }, "Veuillez saisir un numéro de téléphone valide"],
  ])("says it in French: %j", async (change, message) => {
    const html = await refused({ ...PROFILE, ...change }, "fr");
    expect(html).toContain(message);
    expect(html).toContain("Mon compte");
  });
});

describe("password change", () => {
  it("needs the current password", async () => {
    const html = await refused({ ...PASSWORD_CHANGE, currentPassword: "not-my-password" });
    expect(html).toContain("The email or password is incorrect.");
    expect(html).not.toContain(NEW_PASSWORD);
  });

  it.each([
    [{ password: "short1", confirmPassword: "short1" }, "Password must be at least 8 characters"],
    [
      { password: "p".repeat(101), confirmPassword: "p".repeat(101) },
      "Password must be at most 100 characters",
    ],
    [{ confirmPassword: "Something-else-1" }, "Passwords must match"],
  ])("refuses %j with 400", async (change, message) => {
    expect(await refused({ ...PASSWORD_CHANGE, ...(change as Record<string, string>) })).toContain(message);
  });

  it("ends the other sessions and keeps this browser signed in", async () => {
    const { browser, email } = await newAccount("password");
    const { browser: phone, response } = await signIn(email);
    expect(response.status).toBe(302);
    expect(await isSignedIn(phone)).toBe(true);
    const changed = await account(browser, PASSWORD_CHANGE);
    expect(changed.status).toBe(302);
    expect(locationOf(changed)).toBe("/account?saved=password");
    expect(await (await browser.follow(changed)).text()).toContain("Your password has been changed.");
    expect(await isSignedIn(browser)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await signIn(email)).response.status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).response.status).toBe(302);
  });
});

describe("email change", () => {
  it("needs the right current password", async () => {
    const { browser, email } = await newAccount();
    const response = await account(browser, {
      intent: "email",
      email: uniqueEmail("new"),
      currentPassword: "wrong-password",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The email or password is incorrect.");
    expect((await exported(browser)).profile.email).toBe(email);
  });

  it("refuses an address another account uses", async () => {
    const { browser } = await newAccount();
    const other = await newAccount("taken");
    const response = await account(browser, {
      intent: "email",
      email: other.email.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("This email is already registered.");
  });

  it("refuses an invalid address with 400", async () => {
    expect(await refused({ intent: "email", email: "not-an-email", currentPassword: PASSWORD })).toContain(
      "Invalid email format",
    );
  });

  it("changes the address, which then needs verifying", async () => {
    const { browser } = await newAccount();
    const next = uniqueEmail("moved");
    const response = await account(browser, {
      intent: "email",
      email: ` ${next.toUpperCase()} `,
      currentPassword: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your email address has been changed.");
    const data = await exported(browser);
    expect(data.profile).toMatchObject({ email: next, emailVerified: false });
    expect((await signIn(next)).response.status).toBe(302);
  });
});

describe("newsletter and preferences", () => {
  it("subscribes and unsubscribes the account's address", async () => {
    const { browser } = await newAccount();
    const on = await account(browser, { intent: "newsletter", subscribed: "on" });
    expect(on.status).toBe(200);
    expect(await on.text()).toContain("You are subscribed to the newsletter.");
    expect((await exported(browser)).newsletter?.status).toBe("active");
    expect((await account(browser, { intent: "newsletter" })).status).toBe(200);
    expect((await exported(browser)).newsletter?.status).toBe("unsubscribed");
  });

  it("stores the language and currency and sets the site's cookies", async () => {
    const { browser } = await newAccount();
    const response = await account(browser, { intent: "preferences", language: "de", currency: "eur" });
    expect(response.status).toBe(302);
    expect(browser.cookies.get("lang")).toBe("de");
    expect(browser.cookies.get("currency")).toBe("EUR");
    const html = await (await browser.follow(response)).text();
    expect(html).toContain("Mein Konto");
    expect(html).toContain("Ihre Sprache und Währung wurden gespeichert.");
  });

  it("refuses a language or currency the site does not have", async () => {
    const { browser } = await newAccount();
    const response = await account(browser, { intent: "preferences", language: "xx", currency: "BTC" });
    expect(response.status).toBe(400);
    expect(browser.cookies.get("currency")).toBeUndefined();
  });
});

describe("bookings", () => {
  it.each(["1", "999999999999999999999", "KS-2027-0001", "not%20a%20booking", "-1", "%00"])(
    "/account/bookings/%s is 404 for a signed-in user",
    async (id) => {
      const { browser } = await newAccount();
      const response = await browser.get(`/account/bookings/${id}`);
      expect(response.status).toBe(404);
    },
  );

  it("is 404 for a random uuid and for another user's id", async () => {
    const { browser } = await newAccount();
    const other = await exported((await newAccount("other")).browser);
    for (const id of [randomUUID(), other.profile.id]) {
      expect((await browser.get(`/account/bookings/${id}`)).status).toBe(404);
    }
  });
});

describe("download my data", () => {
  it("is an attachment holding only the caller's data, without session tokens", async () => {
    const { browser, email } = await newAccount("export");
    const other = await newAccount("other");
    const otherId = (await exported(other.browser)).profile.id;
    const response = await browser.get(
      `/account/data.json?id=${otherId}&userId=${otherId}&user_id=${otherId}&email=${other.email}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="kilele-account-/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile.email).toBe(email);
    expect(data.profile.id).not.toBe(otherId);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(otherId);
    const token = decodeURIComponent(browser.cookies.get(browser.sessionCookie()!)!).split(".")[0]!;
    expect(text).not.toContain(token);
    expect(data.sessions.length).toBeGreaterThan(0);
  });
});

describe("delete my account", () => {
  it("needs the password and the confirmation", async () => {
    const { browser } = await newAccount();
    const wrong = await account(browser, {
      intent: "delete",
      currentPassword: "wrong-password",
      confirm: "on",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("The email or password is incorrect.");
    const unconfirmed = await account(browser, { intent: "delete", currentPassword: PASSWORD });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Please confirm that you want to delete your account");
    expect(await isSignedIn(browser)).toBe(true);
  });

  it("erases the person, ends every session and sends them home", async () => {
    const { browser, email } = await newAccount("leaving");
    const { browser: phone } = await signIn(email);
    const oldCookie = browser.clone();
    await account(browser, { intent: "newsletter", subscribed: "on" });
    const response = await account(browser, { intent: "delete", currentPassword: PASSWORD, confirm: "on" });
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe("/");
    expect(browser.sessionCookie()).toBeUndefined();
    expect(await isSignedIn(oldCookie)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await signIn(email)).response.status).toBe(401);
    // The address is free again: nothing of the person is left on it.
    const again = await register(new TestBrowser(server.url), email);
    expect(again.status).toBe(302);
  });

  it("deletes only the caller, whatever id the body names", async () => {
    const { browser, email } = await newAccount("caller");
    const other = await newAccount("bystander");
    const before = await exported(other.browser);
    const id = before.profile.id;
    // Every test account shares one password: the body is the only thing pointing at the other user.
    const response = await account(browser, {
      intent: "delete",
      currentPassword: PASSWORD,
      confirm: "on",
      id,
      userId: id,
      user_id: id,
      email: other.email,
    });
    expect(response.status).toBe(302);
    expect((await signIn(email)).response.status).toBe(401);
    expect(await isSignedIn(other.browser)).toBe(true);
    expect(await exported(other.browser)).toEqual({ ...before, exportedAt: expect.any(String) });
    expect((await signIn(other.email)).response.status).toBe(302);
  });
});

// The messages of the password, email and deletion forms, in English and in
// German, as the locale files word them. None of these requests changes the account.
describe.each(["en", "de"])("password, email and deletion messages in %s", (language) => {
  let browser: TestBrowser;
  let taken: string;
  beforeAll(async () => {
    ({ browser } = await newAccount(language));
    browser.cookies.set("lang", language);
    taken = (await newAccount("taken")).email;
  });
  const long = "p".repeat(101);

  it.each<[string, () => Record<string, string>, number, string]>([
    [
      "password change, wrong current password",
      () => ({ ...PASSWORD_CHANGE, currentPassword: "not-my-password" }),
      400,
      "errors:invalidCredentials",
    ],
    [
      "password change, no current password",
      () => ({ ...PASSWORD_CHANGE, currentPassword: "" }),
      400,
      "validation:required",
    ],
    [
      "password change, too short",
      () => ({ ...PASSWORD_CHANGE, password: "short1", confirmPassword: "short1" }),
      400,
      "validation:passwordMinLength",
    ],
    [
      "password change, too long",
      () => ({ ...PASSWORD_CHANGE, password: long, confirmPassword: long }),
      400,
      "validation:passwordMaxLength",
    ],
    [
      "password change, not confirmed",
      () => ({ ...PASSWORD_CHANGE, confirmPassword: "Something-else-1" }),
      400,
      "validation:passwordsMustMatch",
    ],
    [
      "email change, invalid address",
      () => ({ intent: "email", email: "not-an-email", currentPassword: PASSWORD }),
      400,
      "validation:invalidEmailFormat",
    ],
    [
      "email change, wrong password",
      () => ({ intent: "email", email: uniqueEmail("new"), currentPassword: "wrong-password" }),
      400,
      "errors:invalidCredentials",
    ],
    [
      "email change, an address another account uses",
      () => ({ intent: "email", email: taken, currentPassword: PASSWORD }),
      409,
      "errors:emailAlreadyRegistered",
    ],
    [
      "deletion, not confirmed",
      () => ({ intent: "delete", currentPassword: PASSWORD }),
      400,
      "account:delete.confirmRequired",
    ],
    [
      "deletion, wrong password",
      () => ({ intent: "delete", currentPassword: "wrong-password", confirm: "on" }),
      400,
      "errors:invalidCredentials",
    ],
    ["deletion, no password", () => ({ intent: "delete", confirm: "on" }), 400, "validation:required"],
  ])("%s: the message", async (_case, fields, status, key) => {
    const response = await account(browser, fields());
    expect(response.status).toBe(status);
    const html = visible(await response.text());
    expect(html).toMatch(rendered(language, key));
    expect(html).toMatch(rendered(language, "account:title"));
  });
});

describe("an account made with Google, which has no password", () => {
  it("offers forms that need no password, and says why", async () => {
    const { browser, email } = await googleAccount();
    const html = visible(await (await browser.get("/account")).text());
    expect(html).not.toContain('name="currentPassword"');
    // No email change form: a password comes first.
    expect(html).not.toContain('name="intent" value="email"');
    expect(html).toMatch(rendered("en", "account:emailChange.needsPasswordText"));
    expect(html).toMatch(rendered("en", "account:security.noPasswordText", { email }));
    expect(html).toMatch(rendered("en", "account:security.sendSetLink"));
    expect(html).toContain('name="confirmEmail"');
    expect(html).toMatch(rendered("en", "account:delete.typeEmailHint", { email }));
  });

  it("deletes the account once its email address is typed out", async () => {
    const { browser, email } = await googleAccount();
    const oldCookie = browser.clone();
    for (const [fields, message] of [
      [{ confirmEmail: uniqueEmail("someone-else"), confirm: "on" }, "account:delete.emailMismatch"],
      [{ confirmEmail: `${email}x`, confirm: "on" }, "account:delete.emailMismatch"],
      [{ currentPassword: PASSWORD, confirm: "on" }, "validation:required"],
      [{ confirmEmail: email }, "account:delete.confirmRequired"],
    ] as const) {
      const refusal = await account(browser, { intent: "delete", ...fields });
      expect(refusal.status).toBe(400);
      expect(visible(await refusal.text())).toMatch(rendered("en", message));
    }
    expect(await isSignedIn(browser)).toBe(true);
    const deleted = await account(browser, { intent: "delete", confirmEmail: ` ${email} `, confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(locationOf(deleted)).toBe("/");
    expect(browser.sessionCookie()).toBeUndefined();
    expect(await isSignedIn(oldCookie)).toBe(false);
  });

  it("does not let a password account be deleted with its email address instead", async () => {
    const { browser, email } = await newAccount();
    const response = await account(browser, { intent: "delete", confirmEmail: email, confirm: "on" });
    expect(response.status).toBe(400);
    expect(visible(await response.text())).toMatch(rendered("en", "validation:required"));
    expect(await isSignedIn(browser)).toBe(true);
  });

  it("sets a password through the emailed link; then both ways of signing in work", async () => {
    const { browser, email } = await googleAccount();
    const moved = await account(browser, {
      intent: "email",
      email: uniqueEmail("moved"),
      currentPassword: "",
    });
    expect(moved.status).toBe(403);
    expect((await exported(browser)).profile.email).toBe(email);

    const asked = await account(browser, { intent: "password" });
    expect(asked.status).toBe(200);
    expect(visible(await asked.text())).toMatch(rendered("en", "account:messages.setPasswordLinkSent"));
    const mail = await waitForMail(smtp.state, email);
    const link = /https?:\/\/[^\s"<>]*\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const set = await new TestBrowser(server.url).post("/reset-password", {
      intent: "reset",
      token: link?.[1] ?? "",
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(set.status).toBe(302);

    const { browser: withPassword, response } = await signIn(email, NEW_PASSWORD);
    expect(response.status).toBe(302);
    const html = await (await withPassword.get("/account")).text();
    expect(html).toContain('name="currentPassword"');
    expect(html).toContain('name="intent" value="email"');
    expect(html).not.toContain('name="confirmEmail"');
    const again = await googleSignIn(email);
    expect(await isSignedIn(again)).toBe(true);
  });
});

describe.each(["en", "de"])("messages to an account without a password in %s", (language) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    ({ browser } = await googleAccount(language));
  });

  it.each<[string, Record<string, string>, number, string]>([
    [
      "deletion, another address typed",
      { intent: "delete", confirmEmail: "someone@example.org", confirm: "on" },
      400,
      "account:delete.emailMismatch",
    ],
    ["deletion, no address typed", { intent: "delete", confirm: "on" }, 400, "validation:required"],
    [
      "deletion, not confirmed",
      { intent: "delete", confirmEmail: "someone@example.org" },
      400,
      "account:delete.confirmRequired",
    ],
    [
      "email change",
      { intent: "email", email: "moved@example.org", currentPassword: "x" },
      403,
      "account:emailChange.needsPassword",
    ],
    ["asking to set a password", { intent: "password" }, 200, "account:messages.setPasswordLinkSent"],
  ])("%s: the message", async (_case, fields, status, key) => {
    const response = await account(browser, fields);
    expect(response.status).toBe(status);
    expect(visible(await response.text())).toMatch(rendered(language, key));
  });
});
