import { expect, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  isMobile,
  PHONE,
  waitForHydration,
  watchPageErrors,
} from "./fixtures";

test.describe("comparison", () => {
  test("add 4 tours, the fifth is refused, compare and share the link", PHONE, async ({ page, browser }) => {
    // Many steps, two pages checked with axe and a second browser.
    test.slow();
    const errors = watchPageErrors(page);
    await page.goto("/tours");
    await waitForHydration(page, '[data-testid="compare-toggle"]');
    const cards = page.getByTestId("tour-card");
    const titles: string[] = [];
    for (let i = 0; i < 5; i++) {
      titles.push(((await cards.nth(i).getByRole("heading").textContent()) ?? "").trim());
    }

    const tray = page.getByTestId("compare-tray");
    await expect(tray).toBeHidden();
    for (const [index, title] of titles.slice(0, 4).entries()) {
      const toggle = cards.getByRole("button", { name: `Add to comparison: ${title}` });
      await toggle.click();
      await expect(
        page.getByTestId("toast").filter({ hasText: `${title} added to comparison` }),
      ).toBeVisible();
      await expect(cards.getByRole("button", { name: `Remove from comparison: ${title}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const compare = tray.getByRole("button", { name: "Compare", exact: true });
      // One tour: nothing to compare yet.
      if (index === 0) await expect(compare).toBeDisabled();
      else await expect(compare).toBeEnabled();
    }
    await expect(tray).toContainText("Maximum reached");

    const fifth = cards.getByRole("button", { name: `Add to comparison: ${titles[4]}` });
    await fifth.click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Maximum 4 tours can be compared" }),
    ).toBeVisible();
    await expect(fifth).toHaveAttribute("aria-pressed", "false");

    // The selection survives a reload (local storage).
    await page.reload();
    await expect(tray).toContainText("4 of 4 tours selected");
    // Each chosen tour can be taken out from the tray, on a phone too.
    for (const title of titles.slice(0, 4)) {
      await expect(tray.getByRole("button", { name: `Remove from comparison: ${title}` })).toBeVisible();
    }

    await tray.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?tours=\d+,\d+,\d+,\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Compare tours" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(titles.slice(0, 4));
    await expect(table.getByRole("rowheader", { name: "Price from" })).toBeVisible();
    // Readable on a phone: the table scrolls sideways in its own region, the page does not.
    const sizes = await page.evaluate(() => {
      const region = document.querySelector("table")?.parentElement;
      return {
        pageScroll: document.documentElement.scrollWidth,
        pageWidth: document.documentElement.clientWidth,
        regionOverflow: region ? getComputedStyle(region).overflowX : "",
        regionScroll: region?.scrollWidth ?? 0,
        regionWidth: region?.clientWidth ?? 0,
      };
    });
    expect(sizes.pageScroll).toBeLessThanOrEqual(sizes.pageWidth);
    expect(["auto", "scroll"]).toContain(sizes.regionOverflow);
    if (isMobile(page)) expect(sizes.regionScroll).toBeGreaterThan(sizes.regionWidth);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Share this comparison" }).click();
    await expect(page).toHaveURL(/\/compare\/[A-Za-z0-9_-]{10,}$/);
    await expect(page.getByRole("textbox", { name: "Link to this comparison" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const shared = page.url();

    // Someone else opens the link: a fresh browser with nothing stored.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(shared);
    await expect(visitor.getByRole("table").getByRole("columnheader")).toHaveText(titles.slice(0, 4));
    await expect(visitor.getByTestId("compare-tray")).toBeHidden();
    await other.close();

    // Clearing empties and hides the tray.
    await page.getByTestId("compare-tray").getByRole("button", { name: "Clear" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Comparison cleared" })).toBeVisible();
    await expect(page.getByTestId("compare-tray")).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("the toggle on a tour page adds the tour and takes it out again", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/tours/northern-circuit-classic-safari");
    const title = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
    await waitForHydration(page, '.tour-hero__toggles [data-testid="compare-toggle"]');
    const toggles = page.locator(".tour-hero__toggles");
    const tray = page.getByTestId("compare-tray");
    await expect(tray).toBeHidden();

    await toggles.getByRole("button", { name: `Add to comparison: ${title}` }).click();
    await expect(page.getByTestId("toast").filter({ hasText: `${title} added to comparison` })).toBeVisible();
    const remove = toggles.getByRole("button", { name: `Remove from comparison: ${title}` });
    await expect(remove).toHaveAttribute("aria-pressed", "true");
    await expect(tray).toContainText("1 of 4 tours selected");
    await expect(tray.getByRole("button", { name: "Compare", exact: true })).toBeDisabled();

    await remove.click();
    await expect(page.getByTestId("toast").filter({ hasText: "Tour removed from comparison" })).toBeVisible();
    await expect(toggles.getByRole("button", { name: `Add to comparison: ${title}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(tray).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("a link with too few tours explains how to add some", async ({ page }) => {
    await page.goto("/compare?tours=abc");
    await expect(page.getByTestId("compare-empty")).toContainText("Choose at least 2 tours to compare");
    await expect(page.getByRole("link", { name: "Browse tours" })).toBeVisible();
  });
});

test.describe("tour availability", () => {
  test("filters by tour and links a date to booking", async ({ page }) => {
    // A month of departures for every tour, checked twice with axe.
    test.slow();
    const errors = watchPageErrors(page);
    await page.goto("/tour-availability");
    await expect(page.getByRole("heading", { level: 1, name: "Tour availability" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const select = page.getByLabel("Tour", { exact: true });
    const option = select.locator("option").nth(1);
    const value = (await option.getAttribute("value")) ?? "";
    const title = ((await option.textContent()) ?? "").trim();
    await select.selectOption(value);
    await page.getByLabel("Travellers").fill("2");
    await page.getByRole("button", { name: "Show dates" }).click();
    await expect(page).toHaveURL(new RegExp(`tour=${value}.*travellers=2`));
    await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(title);
    const book = page.getByRole("link", { name: /^Book this date/ }).first();
    await expect(book).toHaveAttribute("href", new RegExp(`^/booking\\?tour=${value}&departure=\\d+$`));
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
