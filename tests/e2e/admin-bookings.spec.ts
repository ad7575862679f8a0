import { expect, type Page, test } from "@playwright/test";
import { bookToTheReview, payTheDeposit, signUp } from "./booking-wizard";
import { expectNoSeriousA11yViolations, PHONE } from "./fixtures";
import { readMail } from "./mail";
import { signInAsStaff } from "./staff";

// The office's bookings (issue 15, item 3) at desktop and phone size: a
// traveller books through the site, then a member of staff confirms a request (the traveller gets the payment link),
// records a bank transfer that pays a balance, and refunds part of the
// cancelled booking. The traveller's part done, the same browser signs in
// as the office. axe on the list and the booking's page.

/** The staff's list searched for the traveller's address, then the booking's page. */
async function openBooking(office: Page, email: string) {
  await office.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const link = office.getByTestId("bookings").locator('a[href^="/admin/bookings/EA"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(office.locator("h1")).toHaveText(/^EA[0-9A-Z]{12,13}$/);
}

test(
  "confirms a booking request and the traveller gets the payment link",
  PHONE,
  async ({ page }, testInfo) => {
    test.slow();
    const email = await signUp(page, "office-request", "en");
    // A departure sold on request: the wizard ends in "Send booking request", not Pay.
    await page.goto("/tour-availability");
    const onRequest = page.locator('li.departure[data-availability="on_request"] a[href^="/booking?tour="]');
    const count = await onRequest.count();
    // The demo content always sells some dates on request (app/db/seed/seed.test.ts): never skip the acceptance flow.
    expect(count, "departures on request on /tour-availability").toBeGreaterThan(0);
    await onRequest.nth(Math.floor(Math.random() * count)).click();
    await bookToTheReview(page, { axe: false, keepDeparture: true });
    await page.locator('input[name="terms"]').check();
    await page.locator('button[name="intent"][value="request"]').click();
    await expect(page.getByRole("heading", { name: "Booking request sent" })).toBeVisible();

    // The traveller is done: the same browser signs in as the office.
    await signInAsStaff(page, "bookings", testInfo);
    const office = page;
    await office.goto("/admin/bookings?status=requested");
    await expectNoSeriousA11yViolations(office);
    await openBooking(office, email);
    await expectNoSeriousA11yViolations(office);
    await office.getByRole("button", { name: "Confirm and send the payment link" }).click();
    await expect(office.getByRole("status").filter({ hasText: "The request is confirmed" })).toBeVisible();

    const mail = await readMail(email, /step=4/, /Your date is confirmed/);
    expect(mail.text).toMatch(/\/booking\?draft=\d+&step=4/);
  },
);

test(
  "records a bank transfer that pays the balance, then refunds part of the cancelled booking",
  PHONE,
  async ({ page }, testInfo) => {
    test.slow();
    const email = await signUp(page, "office-transfer", "en");
    await page.goto("/tours/northern-circuit-classic-safari");
    await page.locator('a[href^="/booking?tour="]').first().click();
    await bookToTheReview(page, { axe: false });
    await payTheDeposit(page, { axe: false });
    await expect(page).toHaveURL(/\/mock-payment\?payment=\d+/);
    await page.locator('button[name="outcome"][value="succeed"]').click();
    await expect(page).toHaveURL(/\/booking\/success\?ref=EA/);

    // The traveller is done: the same browser signs in as the office.
    await signInAsStaff(page, "bookings", testInfo);
    const office = page;
    await openBooking(office, email);
    await expect(office.locator(".admin-page-header .admin-badge")).toHaveText("Deposit paid");

    // The bank transfer of the balance: the amount due is filled in.
    const transfer = office.locator('form[data-action="offlinePayment"]');
    await transfer.getByLabel("Bank or receipt reference").fill(`CRDB-${Date.now()}`);
    await transfer.getByRole("button", { name: "Record the payment" }).click();
    await expect(office.getByRole("status").filter({ hasText: "The payment is recorded" })).toBeVisible();
    await expect(office.locator(".admin-page-header .admin-badge")).toHaveText("Paid");
    await expect(office.getByTestId("booking-payments")).toContainText("Bank transfer");

    // Cancelled, then part of the money given back, the scale shown beside the form.
    const cancel = office.locator('form[data-action="cancel"]');
    await cancel.getByLabel("Reason").fill("The traveller cannot travel");
    await cancel.getByRole("button", { name: "Cancel the booking" }).click();
    await expect(office.locator(".admin-page-header .admin-badge")).toHaveText("Cancelled");
    await expect(
      office.getByRole("table", { name: "Share of the total kept, by days before departure" }),
    ).toBeVisible();
    const refund = office.locator('form[data-action="refund"]');
    await refund.getByLabel("Amount to refund (USD)").fill("150.00");
    await refund.getByLabel("Reason (kept on the refund)").fill("Goodwill for the cancellation");
    await refund.getByRole("button", { name: "Issue the refund" }).click();
    await expect(
      office.getByRole("status").filter({ hasText: "The refund of $150.00 is issued" }),
    ).toBeVisible();
    await expect(office.getByTestId("booking-payments")).toContainText("Refunded");
    await expectNoSeriousA11yViolations(office);

    await readMail(email, /refund/i);
  },
);
