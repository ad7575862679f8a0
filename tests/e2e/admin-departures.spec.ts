import { expect, test } from "@playwright/test";
import { bookToTheReview, payTheDeposit, signUp } from "./booking-wizard";
import { expectNoSeriousA11yViolations, PHONE } from "./fixtures";
import { signInAsStaff } from "./staff";

// Departures in the staff area (issue 15, item 4), at desktop size and at
// 375 px: a series of departures created and seen on /tour-availability, a
// traveller booking one of them, and its manifest printed.

/** A safari sold July to October only: the dates staff add before July have the calendar to themselves. */
const TOUR_TITLE = "Serengeti to Maasai Mara: Two-Country Migration Safari";

/** The calendar date `days` from today (UTC), YYYY-MM-DD. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test(
  "creates a series seen on /tour-availability and prints a booked departure's manifest",
  PHONE,
  async ({ page, browser }, testInfo) => {
    test.slow();
    await signInAsStaff(page, "departures", testInfo);

    // The list, filtered to the tour (the filter is in the URL).
    await page.goto("/admin/departures");
    await expect(page.locator("h1")).toHaveText("Departures and prices");
    await expectNoSeriousA11yViolations(page);
    const filters = page.getByRole("search");
    await filters.getByLabel("Tour").selectOption({ label: TOUR_TITLE });
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]tour=\d+/);
    const tourId = new URL(page.url()).searchParams.get("tour");

    // A series: Mondays on the desktop, Tuesdays on the phone (the two run at once), ten weeks ahead and more.
    const weekday = testInfo.project.name === "mobile" ? 2 : 1;
    const series = page.getByTestId("series-form");
    await series.getByLabel("First date").fill(inDays(70));
    await series.getByLabel("Last date").fill(inDays(90));
    await series.locator(`#series-weekday-${weekday}`).check();
    await series.getByLabel("Capacity (seats)").fill("6");
    // Sent from the keyboard (Enter in a field submits its form): at 375 px the page's smooth
    // scrolling moves the button while the pointer aims at it.
    await series.getByLabel("Capacity (seats)").press("Enter");
    // A retry finds its dates already there: they are skipped and reported.
    await expect(page.getByRole("status").filter({ hasText: /were added/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The same month as a calendar, and the tour's prices: axe on each.
    await page.goto(`/admin/departures?tour=${tourId}&view=calendar&month=${inDays(70).slice(0, 7)}`);
    await expect(page.getByTestId("departures-calendar")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/admin/departures/tour/${tourId}`);
    await expect(page.getByTestId("price-tiers").or(page.getByText("No group-size prices"))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const dates = Array.from({ length: 21 }, (_, i) => inDays(70 + i)).filter(
      (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === weekday,
    );
    await page.goto(`/tour-availability?tour=${tourId}`);
    for (const date of dates)
      await expect(page.locator(`li[data-departure] time[datetime="${date}"]`)).toBeVisible();
    const departureId = await page
      .locator(`li[data-departure]:has(time[datetime="${dates[0]}"])`)
      .getAttribute("data-departure");

    // A traveller books that date and pays the deposit in the sandbox.
    const traveller = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await signUp(traveller, "departures-manifest", "en");
    await traveller.goto(`/booking?tour=${tourId}`);
    await bookToTheReview(traveller, { axe: false, departureId: Number(departureId) });
    await payTheDeposit(traveller, { axe: false });
    await traveller.locator('button[name="outcome"][value="succeed"]').click();
    await expect(traveller).toHaveURL(/\/booking\/success\?ref=/);
    const reference = new URL(traveller.url()).searchParams.get("ref") ?? "";
    await traveller.close();

    // Its manifest, on screen then printed: the navigation gone, the travellers there.
    await page.goto(`/admin/departures/${departureId}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Manifest" }).first().click();
    const manifest = page.getByTestId("manifest");
    await expect(manifest).toContainText(reference);
    await expect(manifest).toContainText("Zawadi Swai");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".admin-header")).toBeHidden();
    await expect(page.locator(".admin-nav--side")).toBeHidden();
    await expect(page.locator(".admin-nav--menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(manifest).toContainText("Jonas Weber");
    await expect(manifest).toContainText("Lina Weber");
  },
);
