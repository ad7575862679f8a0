import { expect, type Page, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  isMobile,
  PHONE,
  waitForHydration,
  watchPageErrors,
} from "./fixtures";

const TOUR = "/tours/northern-circuit-classic-safari";

/** On phones the filters sit behind a disclosure; open it. */
async function openFilters(page: Page) {
  if (!isMobile(page)) return;
  await page.locator(".tour-filters__summary").click();
  await expect(page.getByLabel("Type of trip")).toBeVisible();
}

async function cardHrefs(page: Page) {
  return page
    .getByTestId("tour-results")
    .locator(".tour-card__link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

async function cardPrices(page: Page) {
  const texts = await page.getByTestId("tour-results").getByTestId("tour-price").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, "")));
}

test.describe("tour list", () => {
  test("filters and sorting change the URL and the results", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/tours");
    await expect(page.getByRole("heading", { level: 1, name: "Find your Tanzania adventure" })).toBeVisible();
    const before = await cardHrefs(page);
    expect(before).toHaveLength(9);

    // A choice made before hydration is lost: the list follows the select's "change", handled once hydrated.
    await waitForHydration(page, "#filter-category");
    await openFilters(page);
    await page.getByLabel("Type of trip").selectOption("kilimanjaro");
    await expect(page).toHaveURL(/\/tours\?category=kilimanjaro$/);
    await expect(page.locator("#results-title")).toHaveText("7 tours");
    const climbs = await cardHrefs(page);
    expect(climbs).toHaveLength(7);
    for (const href of climbs) expect(href).toMatch(/^\/tours\/kilimanjaro-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kilimanjaro tours");

    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/category=kilimanjaro&sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length === 7 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);

    await page.getByLabel("Maximum").fill("2400");
    await expect(page).toHaveURL(/maxPrice=2400&cur=USD/);
    await expect.poll(async () => (await cardPrices(page)).every((price) => price <= 2400)).toBe(true);
    expect((await cardHrefs(page)).length).toBeLessThan(7);

    await page.getByRole("link", { name: "Clear all filters" }).first().click();
    await expect(page).toHaveURL(/\/tours\?sort=price-asc$/);
    await expect.poll(() => cardHrefs(page).then((hrefs) => hrefs.length)).toBe(9);
    expect(errors).toEqual([]);
  });

  test("pagination and the empty state work, and the list is accessible", async ({ page }) => {
    await page.goto("/tours");
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole("navigation", { name: "Pages of tours" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/tours\?page=2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.goto("/tours?category=beach&duration=10%2B");
    await expect(page.getByTestId("tours-empty")).toContainText("No tours match these filters");
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("tours-empty").getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByTestId("tour-results").locator(".tour-card")).toHaveCount(9);
  });
});

test.describe("tour list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form", async ({ page }) => {
    await page.goto("/tours");
    await openFilters(page);
    await page.getByLabel("Type of trip").selectOption("beach");
    await page.getByRole("button", { name: "Show tours" }).click();
    await expect(page).toHaveURL(/category=beach/);
    // The address changes before the new page has arrived: wait for its cards.
    await expect(page.getByTestId("tour-results").locator(".tour-card__link").first()).toBeVisible();
    const hrefs = await cardHrefs(page);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/zanzibar/);
  });
});

test.describe("tour page", () => {
  test("shows the tour in German with prices in euros", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
    const errors = watchPageErrors(page);
    await page.goto(`${TOUR}?lang=de`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // The demo content has this tour in German (decision 089).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Klassische Northern-Circuit-Safari");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "de");
    await expect(page.getByTestId("tour-from-price")).toHaveText(/^3\.174\s€$/);
    await expect(page.getByTestId("price-table")).toContainText("€");
    await expect(page.getByRole("heading", { name: "Tag für Tag" })).toBeVisible();
    await expect(page.getByTestId("book-now")).toHaveText("Jetzt buchen");
    await expect(page.getByTestId("book-now")).toHaveAttribute("href", /^\/booking\?tour=\d+$/);
    const firstDeparture = page.getByTestId("departures").locator(".departure").first();
    await expect(firstDeparture).toContainText("€");
    await expect(firstDeparture.locator("[data-availability]")).toHaveText(
      /Verfügbar|Wenige Plätze|Ausgebucht|Geschlossen|Auf Anfrage/,
    );
    expect(errors).toEqual([]);
  });

  test("is accessible, opens itinerary days and links related tours by slug", PHONE, async ({ page }) => {
    await page.goto(TOUR);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const day2 = page.getByTestId("itinerary").locator("summary").nth(1);
    await day2.click();
    await expect(page.getByTestId("itinerary").locator("details").nth(1)).toHaveAttribute("open", "");
    const related = page.locator(".tour-related .tour-card__link");
    await expect(related.first()).toHaveAttribute("href", /^\/tours\/[a-z0-9-]+$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("an id answers with the slug page", async ({ page }) => {
    await page.goto(TOUR);
    const href = await page.getByTestId("book-now").getAttribute("href");
    const id = /tour=(\d+)/.exec(href ?? "")?.[1];
    await page.goto(`/tours/${id}`);
    await expect(page).toHaveURL(new RegExp(`${TOUR}$`));
  });
});
