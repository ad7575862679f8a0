import { expect, type Page, test } from "@playwright/test";
import { bookToTheReview, payTheDeposit, signUp, TOUR, welcomeCode } from "./booking-wizard";
import { expectNoSeriousA11yViolations, PHONE, watchPageErrors } from "./fixtures";

// The whole booking, as a traveller does it: sign up, subscribe to the
// newsletter for the WELCOME code, open a tour, book 2 adults and 1 child on
// a scheduled departure with the airport transfer, pay the deposit in the
// sandbox, then the mails, the account and the balance. In English and in
// German, at phone size and at desktop size, and without JavaScript.

/** Steps 1 to 4 with the newsletter's `code`, to the sandbox's payment page (the sandbox's only way to pay). */
async function bookToThePayment(page: Page, code: string, { axe = true } = {}) {
  await bookToTheReview(page, { axe });
  await page.locator('input[name="promoCode"]').fill(code);
  await page.locator('button[name="intent"][value="promo"]').click();
  await expect(page.locator(".price-summary")).toContainText(code);
  await payTheDeposit(page, { axe });
  await expect(page).toHaveURL(/\/mock-payment\?payment=\d+/);
  if (axe) await expectNoSeriousA11yViolations(page);
}

for (const language of ["en", "de"] as const) {
  test(
    `books a tour in ${language} and pays the deposit in the sandbox`,
    PHONE,
    async ({ page, context, baseURL }) => {
      test.slow();
      const errors = watchPageErrors(page);
      await context.addCookies([{ name: "lang", value: language, url: baseURL! }]);
      const email = await signUp(page, `booking-${language}`, language);
      const code = await welcomeCode(page, email);

      await page.goto(TOUR);
      await page.locator('a[href^="/booking?tour="]').first().click();
      await bookToThePayment(page, code);

      await page.locator('button[name="outcome"][value="succeed"]').click();
      await expect(page).toHaveURL(/\/booking\/success\?ref=EA[0-9A-Z]{12,13}$/);
      const reference = new URL(page.url()).searchParams.get("ref")!;
      await expect(page.locator("h1")).toHaveText(
        language === "de" ? "Buchung bestätigt" : "Booking confirmed",
      );
      await expect(page.locator(".booking-outcome__reference")).toHaveText(reference);
      await expectNoSeriousA11yViolations(page);
      // The step refused on purpose answers 400, which the browser logs.
      expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    },
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole booking works with plain forms", async ({ page }) => {
    test.slow();
    const email = await signUp(page, "booking-nojs", "en");
    const code = await welcomeCode(page, email);
    await page.goto(TOUR);
    await page.locator('a[href^="/booking?tour="]').first().click();
    await bookToThePayment(page, code, { axe: false });
    await page.locator('button[name="outcome"][value="succeed"]').click();
    await expect(page).toHaveURL(/\/booking\/success\?ref=EA/);
    await expect(page.locator("h1")).toHaveText("Booking confirmed");
  });
});
