import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, isMobile, PHONE, watchPageErrors } from "./fixtures";

const PAGES = [
  { path: "/kilimanjaro", h1: "Climb Mount Kilimanjaro" },
  { path: "/kilimanjaro/kilimanjaro-lemosho-route-8-days", h1: "Kilimanjaro Lemosho Route, 8 Days" },
  { path: "/deals", h1: "Current deals" },
  { path: "/blog", h1: "Stories and advice from the bush" },
  { path: "/blog/choosing-your-kilimanjaro-route", h1: /Choosing Your Kilimanjaro Route/ },
];

test.describe("Kilimanjaro, deals and blog pages", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} renders, hydrates without errors and passes axe`, async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(/ \| Kilele Safaris$/);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test(
    "the route comparison is a labelled region that scrolls sideways on a phone",
    PHONE,
    async ({ page }) => {
      await page.goto("/kilimanjaro");
      const region = page.getByRole("region", { name: "Kilimanjaro routes compared" });
      await expect(region).toBeVisible();
      await expect(region.getByRole("row")).toHaveCount(8);
      const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(overflows).toBe(isMobile(page));
      // Keyboard users can reach it to scroll it.
      await region.focus();
      await expect(region).toBeFocused();
      await region.getByRole("link", { name: "Kilimanjaro Lemosho Route, 8 Days" }).click();
      await expect(page).toHaveURL(/\/kilimanjaro\/kilimanjaro-lemosho-route-8-days$/);
      await expect(
        page.getByRole("img", { name: /Altitude profile: Kilimanjaro Lemosho Route/ }),
      ).toBeVisible();
    },
  );

  test("a route page books its tour and answers questions in place", async ({ page }) => {
    await page.goto("/kilimanjaro/kilimanjaro-machame-route-7-days");
    const book = page.getByRole("main").getByRole("link", { name: "Book Now", exact: true }).first();
    await expect(book).toHaveAttribute("href", /^\/booking\?tour=\d+$/);
    await expect(page.getByRole("link", { name: "Full tour details and dates" })).toHaveAttribute(
      "href",
      "/tours/kilimanjaro-machame-route-7-days",
    );
    const question = page.getByText("Is the Barranco Wall dangerous?");
    const answer = page.getByText(/No technical skills are needed/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });

  test("a deal shows both prices and books with the banner", async ({ page }) => {
    await page.goto("/deals");
    const deal = page.getByRole("article", { name: "Climb Kilimanjaro: 10% off Lemosho" });
    await expect(deal.getByTestId("deal-original-price")).toHaveText("$2,790");
    await expect(deal.getByTestId("deal-price")).toHaveText("$2,511");
    await expect(deal.getByRole("link", { name: "Book this deal" })).toHaveAttribute(
      "href",
      /^\/booking\?tour=\d+&source=promo&banner=\d+$/,
    );
  });

  test("the blog category filter changes the URL and the list", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/blog");
    const filter = page.getByRole("navigation", { name: "Categories" });
    await expect(filter.getByRole("link", { name: /All articles/ })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".post-card")).toHaveCount(6);
    await filter.getByRole("link", { name: /^Kilimanjaro/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=kilimanjaro$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles: Kilimanjaro");
    await expect(page.locator(".post-card")).toHaveCount(2);
    await expect(filter.getByRole("link", { name: /^Kilimanjaro/ })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator(".post-card")).toHaveCount(6);
    expect(errors).toEqual([]);
  });

  test("a post opens from its card and shows its reading time in German", async ({ page }) => {
    await page.goto("/blog?lang=de");
    await page.getByRole("link", { name: "The Kilimanjaro Packing List We Give Our Climbers" }).click();
    await expect(page).toHaveURL(/\/blog\/kilimanjaro-packing-list/);
    await expect(page.getByTestId("reading-time")).toHaveText(/^\d+ Min\. Lesezeit$/);
    await expect(page.getByText(/Veröffentlicht am/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
