import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, watchPageErrors } from "./fixtures";

const TOUR = "/tours/northern-circuit-classic-safari";
const PASSWORD = "correct horse battery";

test.describe("wishlist", () => {
  test("an anonymous heart click signs in, comes back and saves the tour", async ({ page }, testInfo) => {
    const errors = watchPageErrors(page);
    const email = `heart-${testInfo.project.name}-${Date.now()}@example.com`;
    // An account exists already; the visitor is signed out when they find the tour.
    const created = await page.request.post("/register", {
      form: { email, fullName: "Hannah Heart", password: PASSWORD, confirmPassword: PASSWORD },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(created.status());
    await page.context().clearCookies();

    await page.goto(TOUR);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const heart = page.getByRole("button", { name: `Save to wishlist: ${title?.trim()}` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();

    await expect(page).toHaveURL(/\/login\?redirect=/);
    // The address changes a moment before the sign-in page replaces the tour page.
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();

    // Back on the tour page, the heart is pressed.
    await expect(page).toHaveURL(TOUR);
    const saved = page.getByRole("button", { name: `Remove from wishlist: ${title?.trim()}` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");

    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { level: 1, name: "My wishlist" })).toBeVisible();
    const cards = page.getByTestId("wishlist-tours").getByTestId("tour-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("link", { name: title?.trim() ?? "" })).toBeVisible();
    await expect(cards.first().getByTestId("tour-price")).toHaveText(/\$/);
    await expectNoSeriousA11yViolations(page);

    // Removing it with the heart (a fetcher) leaves the empty state.
    await cards
      .first()
      .getByRole("button", { name: /Remove from wishlist/ })
      .click();
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
