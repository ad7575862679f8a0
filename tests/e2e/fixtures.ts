import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo, test } from "@playwright/test";

/** Fails on any serious or critical accessibility violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Where the language and currency pickers live: the header, or the mobile menu on phones. */
export async function pickerScope(page: Page) {
  if (!isMobile(page)) return page.locator(".main-bar__pickers");
  await page.getByRole("button", { name: /menu|Menü|menú|菜单/i }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Collects Content-Security-Policy violations and page errors for the test to assert on. */
export function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Resolves once React has hydrated the element matching `selector` (its handlers are live). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/**
 * Page-by-page sweeps check every page at desktop size; at phone size the same
 * templates only reflow, so one page of each (`sample`) is enough there.
 */
export function sampleAtPhoneSize(testInfo: TestInfo, path: string, sample: readonly string[]) {
  test.skip(testInfo.project.name === "mobile" && !sample.includes(path), "sampled at phone size");
}
