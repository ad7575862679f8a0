import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./fixtures";
import { signInAsStaff } from "./staff";

// Issue 17's acceptance (decision 098): before consent no analytics request
// leaves the page; after Accept a page view arrives in the database (read
// back on /admin/analytics); the banner is axe clean.

// Every other spec starts with the banner answered (playwright.config.ts): these start without.
test.use({ storageState: { cookies: [], origins: [] } });

test("analytics wait for consent, then a page view reaches the staff report", async ({
  page,
  browser,
}, testInfo) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") beacons.push(request.postData() ?? "");
  });

  await page.goto("/");
  const banner = page.getByRole("region", { name: "Help us improve our site" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Accept" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Decline" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A route change and a search, and longer than the sender's interval: still nothing sent.
  await waitForHydration(page, '[data-testid="consent-banner"] button');
  await page.goto("/search?q=serengeti");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await page.waitForTimeout(6_000);
  expect(beacons).toEqual([]);

  // Accept, with the keyboard: the banner goes and the page view of /faqs is sent.
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/events");
  await waitForHydration(page, '[data-testid="consent-banner"] button');
  await banner.getByRole("button", { name: "Accept" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  const body = JSON.parse((await sent).postData() ?? "{}") as {
    clientId: string;
    events: { name: string; path: string }[];
  };
  expect(body.clientId).toMatch(/^[a-f0-9]{32}$/);
  expect(body.events).toContainEqual(expect.objectContaining({ name: "page_view", path: "/faqs" }));

  // The footer link brings the banner back, saying analytics are on.
  await page.getByRole("button", { name: "Analytics settings" }).click();
  await expect(banner).toContainText("Analytics are currently on.");

  // Staff see it on /admin/analytics (a context of their own).
  const office = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staffPage = await office.newPage();
  await signInAsStaff(staffPage, "analytics", testInfo);
  await expect(async () => {
    await staffPage.goto("/admin/analytics");
    await expect(staffPage.getByTestId("analytics-pages")).toContainText("/faqs", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(staffPage);
  await office.close();
});

test("with Global Privacy Control the banner says analytics are off and nothing is sent", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "Sec-GPC": "1" },
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") beacons.push(request.url());
  });
  await page.goto("/about");
  const banner = page.getByRole("region", { name: "Help us improve our site" });
  await expect(banner).toContainText("analytics are off and nothing is sent");
  await expect(banner.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await waitForHydration(page, '[data-testid="consent-banner"] button');
  await banner.getByRole("button", { name: "OK" }).click();
  await expect(banner).toBeHidden();
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await page.waitForTimeout(6_000);
  expect(beacons).toEqual([]);
  await context.close();
});
