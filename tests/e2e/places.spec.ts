import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, phoneSample, waitForHydration, watchPageErrors } from "./fixtures";

/** React has taken over this element (its event handlers are live). */
const PAGES = [
  "/destinations",
  "/destinations/tanzania",
  "/destinations/tanzania/serengeti",
  "/experiences",
  "/experiences?category=wildlife",
  "/experiences/game-drives",
  "/experiences/game-drives/night-game-drive",
  "/accommodations",
  "/accommodations?type=camp&location=serengeti",
  "/accommodations/crater-rim-highland-lodge",
];
/** One page of each template for the phone-size run. */
const PHONE_SAMPLE = [
  "/destinations",
  "/destinations/tanzania/serengeti",
  "/experiences/game-drives",
  "/accommodations",
  "/accommodations/crater-rim-highland-lodge",
];

test.describe("destinations, experiences and accommodations", () => {
  for (const path of PAGES) {
    test(
      `${path} has one H1 and no serious accessibility violation`,
      phoneSample(path, PHONE_SAMPLE),
      async ({ page }) => {
        const errors = watchPageErrors(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(/ \| Kilele Safaris$/);
        await expectNoSeriousA11yViolations(page);
        expect(errors).toEqual([]);
      },
    );
  }

  test("from the destination list to a park, a tour and a place to stay", async ({ page }) => {
    await page.goto("/destinations");
    await page.getByRole("link", { name: "Serengeti National Park" }).first().click();
    await expect(page).toHaveURL(/\/destinations\/tanzania\/serengeti$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Serengeti National Park");
    const months = page.getByTestId("month-view");
    await expect(months.locator('[data-best="true"]')).toHaveCount(7);
    await expect(months).toContainText("Best months: Jan – Feb, Jun – Oct");
    await expect(page.locator(".tour-card").first()).toBeVisible();
    // Breadcrumb back to the country.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Tanzania" })
      .click();
    await expect(page).toHaveURL(/\/destinations\/tanzania$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tanzania");
    await page.getByTestId("accommodation-card").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/accommodations\/[a-z0-9-]+$/);
    await expect(page.getByTestId("region-map")).toBeVisible();
  });

  test("a park asked for by its own slug lands on its nested URL", async ({ page }) => {
    await page.goto("/destinations/ngorongoro-crater");
    await expect(page).toHaveURL(/\/destinations\/tanzania\/ngorongoro-crater$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ngorongoro Crater");
  });

  test("experiences: filter by category, then open a nested experience", async ({ page }) => {
    await page.goto("/experiences");
    await expect(page.getByTestId("experience-group")).toHaveCount(6);
    const filters = page.getByRole("navigation", { name: "Filter experiences by category" });
    await filters.getByRole("link", { name: /Wellness/ }).click();
    await expect(page).toHaveURL(/\/experiences\?category=wellness$/);
    await expect(page.getByTestId("experience-group")).toHaveCount(1);
    await expect(page.getByTestId("experience-card")).toHaveCount(2);
    await expect(filters.getByRole("link", { name: /Wellness/ })).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("link", { name: /All/ })).not.toHaveAttribute("aria-current", "page");
    await page.goto("/experiences?category=wildlife");
    await page.getByRole("link", { name: "Night Game Drive" }).click();
    await expect(page).toHaveURL(/\/experiences\/game-drives\/night-game-drive$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Night Game Drive");
  });

  test("accommodation filters change the URL and the results", async ({ page }) => {
    await page.goto("/accommodations");
    await waitForHydration(page, "form.filter-bar");
    const cards = page.getByTestId("accommodation-card");
    const all = await cards.count();
    expect(all).toBeGreaterThan(5);

    await page.getByLabel("Type").selectOption("camp");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/accommodations\?type=camp$/);
    await expect(page.getByTestId("results-count")).toHaveText(/^\d+ places to stay$/);
    const camps = await cards.count();
    expect(camps).toBeGreaterThan(0);
    expect(camps).toBeLessThan(all);
    for (const badge of await cards.locator(".place-card__badge").allTextContents()) {
      expect(badge).toBe("Tented camp");
    }

    await page.getByLabel("Location").selectOption("serengeti");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/accommodations\?type=camp&location=serengeti$/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel("Type")).toHaveValue("camp");
    await expect(page.getByLabel("Location")).toHaveValue("serengeti");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/accommodations$/);
    await expect(cards).toHaveCount(all);
    await expect(page.getByLabel("Type")).toHaveValue("");
  });

  test("accommodation detail: times, rating, the offline map and its link", async ({ page }) => {
    await page.goto("/accommodations/kogatende-river-camp");
    await expect(page.getByTestId("check-in")).toHaveText("12:00");
    await expect(page.getByTestId("check-out")).toHaveText("10:00");
    const map = page.getByTestId("region-map");
    await expect(map).toBeVisible();
    await expect(map.getByTestId("map-marker")).toHaveCount(1);
    await expect(page.getByRole("img", { name: /Kogatende River Camp/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /OpenStreetMap/ })).toHaveAttribute(
      "href",
      /openstreetmap\.org\/\?mlat=-1\.5640&mlon=34\.8880/,
    );
    await expect(page.getByTestId("price-per-night")).toHaveText(/^\$\d/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the accommodation filters still work", async ({ page }) => {
    await page.goto("/accommodations");
    const all = await page.getByTestId("accommodation-card").count();
    await page.getByLabel("Type").selectOption("villa");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/accommodations\?type=villa&location=$/);
    const villas = page.getByTestId("accommodation-card");
    await expect(villas.first()).toBeVisible();
    expect(await villas.count()).toBeLessThan(all);
    for (const badge of await villas.locator(".place-card__badge").allTextContents()) {
      expect(badge).toBe("Villa");
    }
  });
});
