import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationOf, TestBrowser } from "#tests/browser";
import { type RunningServer, startServer } from "#tests/server";
import { PASSWORD, register, uniqueEmail } from "#tests/sign-up";

// Limits on forms that send mail and on current-password checks (issue 11,
// defect 15), and the 429 every limit answers: Retry-After, and the page
// saying in the visitor's language when to try again (defect 9).

let server: RunningServer;
let ip = 0;

const WINDOW_MS = 600_000;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: "loopback",
    MAIL_FORM_WINDOW_MS: String(WINDOW_MS),
    MAIL_FORM_MAX_PER_ADDRESS: "3",
    MAIL_FORM_MAX_PER_EMAIL: "2",
    PASSWORD_CHECK_WINDOW_MS: String(WINDOW_MS),
    PASSWORD_CHECK_MAX_PER_ADDRESS: "4",
    PASSWORD_CHECK_MAX_PER_ACCOUNT: "2",
    NEWSLETTER_WINDOW_MS: String(WINDOW_MS),
    NEWSLETTER_MAX_PER_EMAIL: "1",
    ENQUIRY_WINDOW_MS: String(WINDOW_MS),
    ENQUIRY_MAX_PER_ADDRESS: "1",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A browser from a client address of its own (TRUST_PROXY trusts the loopback proxy). */
function visitor(lang = "en", address = `203.0.113.${++ip}`): TestBrowser {
  const browser = new TestBrowser(server.url, { "x-forwarded-for": address, origin: server.url });
  browser.cookies.set("lang", lang);
  return browser;
}

const IN_TEN_MINUTES: Record<string, string> = {
  en: "Too many attempts. Please try again in 10 minutes.",
  de: "Zu viele Versuche. Bitte versuchen Sie es in 10 Minuten erneut.",
};

/** A refusal by a limit: 429, a Retry-After within the window, and the wait said on the page. */
async function expectLimited(response: Response, lang = "en") {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(WINDOW_MS / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(await response.text()).toContain(IN_TEN_MINUTES[lang]);
}

/** A new account signed in from its own address. */
async function account() {
  const browser = visitor();
  const email = uniqueEmail("limits");
  expect((await register(browser, email)).status).toBe(302);
  return { browser, email };
}

describe("sign-up", () => {
  it("is limited per email address, whichever client sends it", async () => {
    const email = uniqueEmail("signup");
    expect((await register(visitor(), email)).status).toBe(302);
    expect((await register(visitor(), email)).status).toBe(409);
    await expectLimited(await register(visitor(), email));
  });

  it("is limited per client address, whatever the email", async () => {
    const address = "198.51.100.7";
    for (let i = 0; i < 3; i++) {
      expect((await register(visitor("en", address), uniqueEmail("same-address"))).status).toBe(302);
    }
    await expectLimited(await register(visitor("de", address), uniqueEmail("same-address")), "de");
  });
});

describe("password-reset requests", () => {
  const ask = (browser: TestBrowser, email: string) =>
    browser.post("/reset-password", { intent: "request", email });

  it("are limited per email address, in the visitor's language", async () => {
    const { email } = await account();
    expect((await ask(visitor(), email)).status).toBe(200);
    expect((await ask(visitor(), email)).status).toBe(200);
    await expectLimited(await ask(visitor("de"), email), "de");
  });

  it("are limited per client address, and answer alike for addresses without an account", async () => {
    const address = "198.51.100.8";
    for (let i = 0; i < 3; i++) {
      expect((await ask(visitor("en", address), uniqueEmail("nobody"))).status).toBe(200);
    }
    await expectLimited(await ask(visitor("en", address), uniqueEmail("nobody")));
  });
});

describe("current-password checks", () => {
  const post = (browser: TestBrowser, fields: Record<string, string>) => browser.post("/account", fields);

  it("on the email change are limited per account, even with the right password after", async () => {
    const { browser, email } = await account();
    const change = (currentPassword: string) =>
      post(browser, { intent: "email", email: uniqueEmail("moved"), currentPassword });
    expect((await change("wrong-password-1")).status).toBe(400);
    expect((await change("wrong-password-2")).status).toBe(400);
    await expectLimited(await change(PASSWORD));
    const data = await browser.get("/account/data.json");
    expect(((await data.json()) as { profile: { email: string } }).profile.email).toBe(email);
  });

  it("are one count across the delete, password and email forms", async () => {
    const { browser } = await account();
    const deleting = await post(browser, { intent: "delete", currentPassword: "wrong", confirm: "on" });
    expect(deleting.status).toBe(400);
    const changing = await post(browser, {
      intent: "password",
      currentPassword: "wrong",
      password: "a quiet zebra reads maps",
      confirmPassword: "a quiet zebra reads maps",
    });
    expect(changing.status).toBe(400);
    await expectLimited(await post(browser, { intent: "delete", currentPassword: PASSWORD, confirm: "on" }));
    // Still there: the refused deletion deleted nothing.
    expect((await browser.get("/account")).status).toBe(200);
  });

  it("are limited per client address across accounts", async () => {
    const address = "198.51.100.9";
    const browsers = [];
    for (let i = 0; i < 3; i++) {
      const { browser } = await account();
      browsers.push(new TestBrowser(server.url, { "x-forwarded-for": address, origin: server.url }));
      for (const [name, value] of browser.cookies) browsers[i]?.cookies.set(name, value);
    }
    const wrong = (browser: TestBrowser) =>
      post(browser, { intent: "delete", currentPassword: "wrong", confirm: "on" });
    const statuses = [];
    for (const browser of [browsers[0], browsers[0], browsers[1], browsers[1], browsers[2]]) {
      statuses.push((await wrong(browser as TestBrowser)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe("verification mails", () => {
  it("to one address are limited, whichever account asks", async () => {
    const target = uniqueEmail("target");
    const change = async () => {
      const { browser } = await account();
      return browser.post("/account", { intent: "email", email: target, currentPassword: PASSWORD });
    };
    expect((await change()).status).toBe(200);
    expect((await change()).status).toBe(409);
    await expectLimited(await change());
  });
});

describe("newsletter and enquiries", () => {
  it("newsletter: Retry-After and when to try again, for a fetcher and without JavaScript", async () => {
    const email = uniqueEmail("news");
    const first = await visitor().post("/newsletter", { via: "fetcher", email, website: "" });
    expect(first.status).toBe(200);
    const limited = await visitor("de").post("/newsletter", { via: "fetcher", email, website: "" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(((await limited.json()) as { message: string }).message).toBe(IN_TEN_MINUTES.de);

    const browser = visitor("de");
    const plain = await browser.post("/newsletter", {
      email,
      website: "",
      returnTo: "/about",
      form: "footer",
    });
    expect(plain.status).toBe(303);
    const back = locationOf(plain);
    expect(back).toMatch(/^\/about\?newsletter=limited&nlv=footer&retry=\d+$/);
    const page = await (await browser.get(back)).text();
    expect(page).toContain(IN_TEN_MINUTES.de);
  });

  it("enquiry: Retry-After and when to try again, on the page", async () => {
    const browser = visitor();
    const contact = {
      type: "contact",
      fullName: "Neema Kileo",
      email: uniqueEmail("enquiry"),
      phone: "+255 754 000 111",
      subject: "partnership",
      message: "We run a lodge near Karatu. Shall we talk?",
      consent: "on",
      website: "",
    };
    expect((await browser.post("/enquiry", contact)).status).toBe(200);
    const limited = await browser.post("/enquiry", contact);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await limited.text()).toContain(
      "Too many messages from your connection. Please try again in 10 minutes or call us.",
    );
  });
});
