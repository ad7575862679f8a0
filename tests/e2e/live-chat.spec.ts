import { createServer, type Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { CHAT_HOST_PORT } from "../../playwright.config";
import { expectNoSeriousA11yViolations, waitForHydration } from "./fixtures";
import { signInAsStaff } from "./staff";

// Issue 17, decision 102: the e2e server has a live chat configured whose
// script comes from a stand-in served here (playwright.config.ts). It is
// asked for only once analytics are accepted and the page is idle, runs
// under the page's real policy, and never in the staff area, sign-in or
// payment pages; reaching one of those from a page that holds it loads that
// page afresh. And the events of issue 17 sent from where they happen (a
// wishlist heart, a comparison and its share link) reach the staff report.

const CHAT = `http://127.0.0.1:${CHAT_HOST_PORT}`;
// What the stand-in serves: a script that says it ran, as Tawk's would draw its widget.
const SCRIPT = "window.__liveChatRuns = (window.__liveChatRuns || 0) + 1;";

async function startChatHost(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "text/javascript",
      "access-control-allow-origin": "*",
      "cache-control": "no-store",
    });
    res.end(SCRIPT);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(CHAT_HOST_PORT, "127.0.0.1", resolve);
  });
  return server;
}

/** The chat script requests this page has made so far. */
function watchChat(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(CHAT)) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** How often the chat's script ran in this document; null while the page is being replaced. */
const chatRuns = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { __liveChatRuns?: number }).__liveChatRuns ?? 0)
    .catch(() => null);
/** Longer than the loader's wait for an idle moment (4 s at most). */
const IDLE = 5_000;

// Every other spec starts with the banner answered "no" (playwright.config.ts): these start without.
test.use({ storageState: { cookies: [], origins: [] } });

test.describe("the live chat", () => {
  // One stand-in on a fixed port, so one test at a time (and desktop only: none is tagged PHONE).
  test.describe.configure({ mode: "serial" });
  let chatHost: Server;
  test.beforeAll(async () => {
    chatHost = await startChatHost();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => chatHost.close(resolve));
  });

  test("loads only after consent, once idle, and never on sign-in, payment or staff pages", async ({
    page,
  }, testInfo) => {
    const chat = watchChat(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Help us improve our site" });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(IDLE);
    expect(chat).toEqual([]);

    await waitForHydration(page, '[data-testid="consent-banner"] button');
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => chat.length, { timeout: 15_000 }).toBe(1);
    expect(chat).toEqual(["/e2echat/default"]);
    // It ran under the page's own Content-Security-Policy.
    await expect.poll(() => chatRuns(page)).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Another public page by a link: the same document, the script not asked for again.
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await page.waitForTimeout(IDLE);
    expect(chat).toHaveLength(1);

    // The header's sign-in link leads to a page the chat must not share: it is loaded afresh, without it.
    await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => chatRuns(page), { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(IDLE);
    expect(chat).toHaveLength(1);

    // The sandbox's payment page and the staff area, opened directly, with consent: never.
    await page.goto("/mock-payment");
    await page.waitForTimeout(IDLE);
    await signInAsStaff(page, "analytics", testInfo);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(IDLE);
    await page.goto("/admin/analytics");
    await page.waitForTimeout(IDLE);
    expect(chat).toHaveLength(1);
    expect(await chatRuns(page)).toBe(0);
  });

  test("goes when analytics are declined again", async ({ page }) => {
    const chat = watchChat(page);
    await page.goto("/about");
    const banner = page.getByRole("region", { name: "Help us improve our site" });
    await waitForHydration(page, '[data-testid="consent-banner"] button');
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => chatRuns(page), { timeout: 15_000 }).toBe(1);

    await page.getByRole("button", { name: "Analytics settings" }).click();
    await banner.getByRole("button", { name: "Decline" }).click();
    // A fresh page without the chat, and it is not asked for again.
    await expect.poll(() => chatRuns(page), { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(IDLE);
    expect(chat).toHaveLength(1);
  });
});

test("a sign-up, a wishlist heart, a date, a booking left, a comparison and its share link reach the staff report", async ({
  page,
  browser,
}, testInfo) => {
  await page.goto("/about");
  const banner = page.getByRole("region", { name: "Help us improve our site" });
  await waitForHydration(page, '[data-testid="consent-banner"] button');
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();

  // A sign-up: the server hands it to the tracker of the next page (the analytics_flash cookie).
  const password = "Serengeti Plains 2027";
  const created = await page.request.post("/register", {
    form: {
      email: `events-${Date.now()}@example.com`,
      fullName: "Eve Events",
      password,
      confirmPassword: password,
    },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(created.status());
  await page.goto("/tours/northern-circuit-classic-safari");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "analytics_flash"))
    .toBe(false);

  // The heart, signed in: saved at once.
  await waitForHydration(page, '[data-testid="wishlist-toggle"]');
  const heart = page.getByTestId("wishlist-toggle").first();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // A booking begun, a date picked, then left for another page unpaid.
  const tourId = await page.locator('form.wishlist-toggle input[name="tourId"]').first().inputValue();
  await page.goto(`/booking?tour=${tourId}`);
  await expect(page).toHaveURL(/draft=\d+/);
  await waitForHydration(page, 'input[name="departure"]');
  await page.locator('input[name="departure"]:not([disabled])').first().check();
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/faqs$/);

  // Two tours compared, and the comparison's link made.
  await page.goto("/compare?tours=1,2");
  await expect(page.getByTestId("compare-table")).toBeVisible();
  await waitForHydration(page, '[data-testid="compare-share"]');
  await page.getByTestId("compare-share").click();
  await expect(page).toHaveURL(/\/compare\/[\w-]+$/);
  // Leaving a page sends what it queued.
  await page.goto("/about");

  const office = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staffPage = await office.newPage();
  await signInAsStaff(staffPage, "analytics", testInfo);
  await expect(async () => {
    await staffPage.goto("/admin/analytics");
    const events = staffPage.getByTestId("analytics-events");
    for (const name of [
      "sign_up",
      "add_to_wishlist",
      "select_date",
      "abandoned_booking",
      "compare_tours",
      "share",
    ]) {
      await expect(events.locator(`tr[data-event="${name}"]`)).toBeVisible({ timeout: 1_000 });
    }
  }).toPass({ timeout: 20_000 });
  await expect(staffPage.getByTestId("analytics-events")).toContainText("Shared");
  await expectNoSeriousA11yViolations(staffPage);
  await office.close();
});
