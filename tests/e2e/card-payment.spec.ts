import { createRequire } from "node:module";
import { expect } from "@playwright/test";
import { bookToTheReview, payTheDeposit, signUp, TOUR } from "./booking-wizard";
import { expectNoSeriousA11yViolations, watchPageErrors } from "./fixtures";
import { test } from "./stripe-site";

// The English texts the page shows, from its locale files (Playwright loads JSON through require).
const require = createRequire(import.meta.url);
const account: typeof import("../../app/i18n/locales/en/account.json") = require("../../app/i18n/locales/en/account.json");
const booking: typeof import("../../app/i18n/locales/en/booking.json") = require("../../app/i18n/locales/en/booking.json");

// Issue 14: the traveller chooses Card, pays on Stripe's Checkout (the
// stand-in's page: tests/stripe-stand-in.ts), comes back to the booking
// confirmed and sees it so in the account. The confirmation is the webhook's
// work (POST /webhooks/stripe, signed), not the browser's return. At desktop
// size only: the wizard at phone size is booking.spec.ts's.

test("pays the deposit by card through Stripe Checkout and sees the booking confirmed", async ({
  page,
  stripeSite,
}) => {
  test.slow();
  const errors = watchPageErrors(page);
  await signUp(page, "card", "en");
  await page.goto(TOUR);
  await page.locator('a[href^="/booking?tour="]').first().click();
  await bookToTheReview(page);

  // Step 4: with Stripe configured, Card is the way to pay, a real one: no sandbox and no "test payment" note.
  const methods = page.locator('input[name="paymentMethod"]');
  await expect(methods).toHaveCount(1);
  const card = page.locator("label", { has: page.locator('input[name="paymentMethod"][value="card"]') });
  await expect(card).toContainText(booking.review.methods.card.label);
  await expect(card).toContainText(booking.review.methods.card.hint);
  await expect(page.locator("main")).not.toContainText(booking.review.methodTest);
  const depositOffer = await page
    .locator("label", { has: page.locator('input[name="paymentChoice"][value="deposit"]') })
    .textContent();
  await payTheDeposit(page, { method: "card" });

  // Stripe's hosted page (the stand-in's, not ours: no axe here), for this booking's deposit.
  await expect(page).toHaveURL(new RegExp(`^${stripeSite.standIn.url}/c/pay/cs_test_\\w+$`));
  const session = stripeSite.standIn.session(new URL(page.url()).pathname.split("/").at(-1)!);
  expect(session).toMatchObject({ status: "open", currency: "usd", locale: "en" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Pay \$[\d,]+\.\d\d$/);
  // Checkout asks for the deposit step 4 offered, to the cent.
  const deposit = (await heading.textContent())?.replace("Pay ", "") ?? "";
  expect(depositOffer).toContain(deposit);
  await page.getByRole("button", { name: "Pay" }).click();

  // Back on the site, the booking confirmed by the webhook that came before.
  await expect(page).toHaveURL(/\/booking\/success\?ref=EA[0-9A-Z]{12,13}$/);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  expect(session.metadata.bookingReference).toBe(reference);
  await expect(page.locator("h1")).toHaveText(booking.outcome.confirmedTitle);
  await expect(page.locator(".booking-outcome__reference")).toHaveText(reference);
  await expect(page.locator(".booking-outcome")).toContainText(deposit);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/account");
  const booked = page.getByTestId("account-booking").filter({ hasText: reference });
  await expect(booked.getByTestId("booking-status")).toHaveText(account.bookings.status.confirmed);
  // The step refused on purpose answers 400, which the browser logs.
  expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Pay's redirect to the provider is followed by the browser itself: the
  // Content-Security-Policy's form-action must allow the provider's pages.
  test("pays by card through Checkout with plain forms", async ({ page, stripeSite }) => {
    test.slow();
    await signUp(page, "card-nojs", "en");
    await page.goto(TOUR);
    await page.locator('a[href^="/booking?tour="]').first().click();
    // axe runs in the page: without JavaScript there is nothing to run it (the markup is the same).
    await bookToTheReview(page, { axe: false });
    await payTheDeposit(page, { method: "card", axe: false });
    await expect(page).toHaveURL(new RegExp(`^${stripeSite.standIn.url}/c/pay/cs_test_\\w+$`));
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/booking\/success\?ref=EA[0-9A-Z]{12,13}$/);
    await expect(page.locator("h1")).toHaveText(booking.outcome.confirmedTitle);
  });
});
