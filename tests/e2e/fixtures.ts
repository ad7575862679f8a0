import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
  if (!isMobile(page)) {
    // The pickers' menus close themselves when they mount: a click before hydration is undone.
    await waitForHydration(page, ".main-bar__pickers .language-picker");
    return page.locator(".main-bar__pickers");
  }
  // A click before React has hydrated the toggle opens nothing (seen on a slow CI machine).
  await waitForHydration(page, ".mobile-menu__toggle");
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
 * The tests that also run at phone size (the `mobile` project runs only
 * these): where the phone's layout or its touch and menu code differ from the
 * desktop's, and the booking flow. Everything else runs at desktop size only:
 * a second width checks nothing new and doubles the run (decision 084).
 */
export const PHONE = { tag: "@phone" } as const;

/** The details of a page-by-page sweep's test: one page of each template (`sample`) runs at phone size too. */
export function phoneSample(path: string, sample: readonly string[]) {
  return sample.includes(path) ? PHONE : {};
}
