import { locationOf, TestBrowser } from "./browser";

// Signing up and in through the real forms, shared by the integration tests.

/** The password of every account the integration tests create. */
export const PASSWORD = "correct horse battery";

let counter = 0;

/** An address no other account of this test run has. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.org`;
}

/** Posts the /register form from `browser`; `fields` replace or add to the defaults. */
export function register(browser: TestBrowser, email: string, fields: Record<string, string> = {}) {
  return browser.post("/register", {
    email,
    fullName: "Test Traveller",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...fields,
  });
}

/** Posts the /login form from `browser`. */
export function logIn(browser: TestBrowser, email: string, password = PASSWORD) {
  return browser.post("/login", { email, password });
}

/**
 * A new account, signed in in a browser of its own. Throws unless the server answered 302 with a
 * session cookie.
 */
export async function signedUp(
  baseUrl: string,
  email: string,
  options: { fullName?: string; headers?: Record<string, string> } = {},
): Promise<TestBrowser> {
  const browser = new TestBrowser(baseUrl, options.headers);
  const response = await register(
    browser,
    email,
    options.fullName === undefined ? {} : { fullName: options.fullName },
  );
  if (response.status !== 302) {
    throw new Error(
      `sign-up of ${email} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
    );
  }
  if (!browser.sessionCookie()) throw new Error(`sign-up of ${email} set no session cookie`);
  return browser;
}

/** Signs a new user up and returns the Cookie header their browser would send. */
export async function signUp(baseUrl: string, email: string, fullName?: string): Promise<string> {
  return (await signedUp(baseUrl, email, { fullName, headers: { origin: baseUrl } })).cookieHeader();
}

/** A new browser that posted the sign-in form, and the server's answer. */
export async function signedIn(baseUrl: string, email: string, password = PASSWORD) {
  const browser = new TestBrowser(baseUrl);
  const response = await logIn(browser, email, password);
  return { browser, response };
}

/**
 * Whether the server sees this browser as signed in: /account answers 200 to
 * a session and sends anyone else to sign in. Any other answer is an error.
 */
export async function isSignedIn(browser: TestBrowser): Promise<boolean> {
  const response = await browser.get("/account");
  await response.body?.cancel();
  if (response.status === 200) return true;
  if (response.status === 302 && locationOf(response).startsWith("/login?")) return false;
  throw new Error(`GET /account answered ${response.status} ${response.headers.get("location") ?? ""}`);
}
