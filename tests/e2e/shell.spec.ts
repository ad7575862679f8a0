import { expect, type Page, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  isMobile,
  PHONE,
  pickerScope,
  waitForHydration,
  watchPageErrors,
} from "./fixtures";

test.describe("site shell", () => {
  test("home page renders the shell with real data and no script errors", PHONE, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\| Kilele Safaris$/);
    const phones = page.locator('.top-strip a[href^="tel:"]');
    await expect(phones.first()).toHaveAttribute("href", /^tel:\+\d+$/);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Popular tours" }).getByRole("link")).toHaveCount(5);
    await expect(footer).toContainText("Licensed tour operator");
    await expect(footer).toContainText("Arusha");
    if (!isMobile(page)) {
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      for (const name of ["Home", "Tours", "Destinations", "Kilimanjaro", "Experiences", "Accommodations"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
    }
    await expect(page.locator(".tour-card")).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("the not-found and access-denied pages are accessible", async ({ page }) => {
    const missing = await page.goto("/this/does/not/exist");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const denied = await page.goto("/unauthorized");
    expect(denied?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("switching language renders the site in German and remembers it", PHONE, async ({ page }) => {
    await page.goto("/");
    const scope = await pickerScope(page);
    await scope.locator(".language-picker summary").click();
    await scope.getByRole("link", { name: "Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Wild Tanzania, guided/);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("de");
    await expectNoSeriousA11yViolations(page);
  });

  test("switching currency shows prices in euros with no decimals", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("tour-price").first()).toHaveText(/^\$\d/);
    const scope = await pickerScope(page);
    await scope.locator(".currency-picker summary").click();
    await scope.getByRole("link", { name: /EUR/ }).click();
    if (isMobile(page)) await page.keyboard.press("Escape");
    await expect(page.getByTestId("tour-price").first()).toHaveText(/^€\d{1,3}(,\d{3})*$/);
    await expect(page.getByTestId("toast")).toContainText("Euro");
    // Top-right, then gone on its own after 4 s (the exact timing is unit-tested).
    const box = await page.getByTestId("toast").boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y).toBeLessThan(viewport.height / 4);
    expect(viewport.width - (box!.x + box!.width)).toBeLessThan(40);
    await expect(page.getByTestId("toast")).toBeHidden({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId("tour-price").first()).toHaveText(/^€/);
    expect(await page.evaluate(() => localStorage.getItem("currency"))).toBe("EUR");
  });

  test("the WhatsApp button appears after 2 s with a prefilled wa.me link", async ({ page }) => {
    await page.goto("/");
    const button = page.getByTestId("whatsapp-button");
    await expect(button).toHaveCount(0);
    await expect(button).toBeVisible({ timeout: 15_000 });
    const href = await button.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/255754123456\?text=.+/);
    expect(decodeURIComponent(href!.split("text=")[1]!)).toContain("Kilele Safaris");
    await expect(page.getByRole("note")).toBeVisible();
  });
});

test.describe("scroll position on route change", () => {
  /** Hydrated once the WhatsApp button (an effect, 2 s after start) is on screen. */
  async function gotoHydrated(page: Page, url: string) {
    await page.goto(url);
    await expect(page.getByTestId("whatsapp-button")).toBeVisible({ timeout: 15_000 });
    // Marks this document: still there after a move, the move was client-side.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  }
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  test("a new page starts at the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await footer.getByRole("link", { name: "FAQs", exact: true }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a URL with a hash goes to its target instead of the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await scrollY(page)).toBe(0);
    // No link of the shell carries a hash to another page yet: navigate as a Link would.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/faqs#faqs-more-title"),
    );
    await expect(page).toHaveURL(/\/faqs#faqs-more-title$/);
    await expect(page.locator("#faqs-more-title")).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe("mobile menu", () => {
  test("opens, keeps focus inside and closes with Escape, by keyboard", PHONE, async ({ page }) => {
    test.skip(!isMobile(page), "the menu button shows on narrow screens only");
    await page.goto("/");
    // The menu is a dialog that scripts open: wait until they run.
    await waitForHydration(page, ".mobile-menu__toggle");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a link in the menu navigates and closes it", PHONE, async ({ page }) => {
    test.skip(!isMobile(page), "the menu button shows on narrow screens only");
    await page.goto("/unauthorized");
    await waitForHydration(page, ".mobile-menu__toggle");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
