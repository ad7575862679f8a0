import { expect, type Page, test } from "@playwright/test";
import { bookToTheReview, PASSWORD, payTheDeposit, signUp, TOUR } from "./booking-wizard";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { allCachedPaths, cachedPaths, waitForWorker } from "./service-worker";

// The trip wallet in Chromium (issue 17, decision 100): a traveller books,
// follows the booking page's link to the wallet, saves it for offline, opens
// the itinerary, voucher and contacts with the network off; another person
// signing in on the device removes the saved trip, and so does sign-out (read
// from Cache Storage). axe on each wallet page, online and from the saved copy.
// Like tests/e2e/offline.spec.ts, this spec allows service workers.
test.use({ serviceWorkers: "allow" });

const TRIPS_CACHE = "kilele-trips-v1";
const PAGES = ["", "/voucher", "/contacts", "/packing"];

/** Books the demo safari and pays the deposit in the sandbox; the booking's reference. */
async function bookATrip(page: Page): Promise<string> {
  await page.goto(TOUR);
  await page.locator('a[href^="/booking?tour="]').first().click();
  await bookToTheReview(page, { axe: false });
  await payTheDeposit(page, { axe: false });
  await expect(page).toHaveURL(/\/mock-payment\?payment=\d+/);
  await page.locator('button[name="outcome"][value="succeed"]').click();
  await expect(page).toHaveURL(/\/booking\/success\?ref=EA[0-9A-Z]{12,13}$/);
  return new URL(page.url()).searchParams.get("ref") ?? "";
}

/** Every cached address of the trip, whichever cache holds it ("cache path"). */
async function tripEntries(page: Page, reference: string) {
  const all = await allCachedPaths(page);
  return Object.entries(all).flatMap(([name, paths]) =>
    paths.filter((path) => path.includes(reference)).map((path) => `${name} ${path}`),
  );
}

/** Presses "Save for offline" (or "Save again") and waits for the time it was saved. */
async function saveForOffline(page: Page) {
  const box = page.getByTestId("trip-save");
  await box.getByRole("button", { name: /^(Save for offline|Save again)$/ }).click();
  await expect(box.getByRole("status")).toContainText("Saved for offline on", { timeout: 30_000 });
}

const wallet = (page: Page) => page.getByRole("navigation", { name: "Trip wallet" });

test("a saved trip opens offline, leaves when someone else signs in, and is gone after sign-out", async ({
  page,
  context,
}) => {
  test.slow();
  const email = await signUp(page, "wallet", "en");
  const reference = await bookATrip(page);
  const paths = PAGES.map((suffix) => `/account/trips/${reference}${suffix}`);

  // From the booking page to the wallet, each of its pages accessible.
  await page.locator('a[href^="/account/bookings/"]').first().click();
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);
  await page.getByRole("link", { name: "Open the trip wallet" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/trips/${reference}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Itinerary" })).toBeVisible();
  // The demo safari's nights are in our lodges, with their phones; its departure has a guide.
  await expect(page.getByTestId("trip-stay").first()).toContainText(/\+255/);
  await expect(page.getByTestId("trip-guide")).toContainText(/\+255/);
  await expectNoSeriousA11yViolations(page);
  for (const name of ["Voucher", "Contacts", "Packing list"]) {
    await wallet(page).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await wallet(page).getByRole("link", { name: "Itinerary" }).click();
  await waitForWorker(page);
  // Nothing of the trip is kept before the traveller asks.
  expect(await tripEntries(page, reference)).toEqual([]);

  await saveForOffline(page);
  const saved = await cachedPaths(page, TRIPS_CACHE);
  expect(saved).toEqual(expect.arrayContaining(paths));
  // Exactly the wallet's pages, the worker's record of them, and the pictures they show.
  for (const path of saved)
    expect(
      paths.includes(path) ||
        path.startsWith("/__sw/trips/") ||
        /\.(?:webp|avif|png|jpe?g|svg)(\?|$)/.test(path),
      path,
    ).toBe(true);
  expect(saved.some((path) => path.startsWith("/media/"))).toBe(true);

  // With no connection: the itinerary, the voucher and the contacts, from the saved copy.
  await context.setOffline(true);
  await page.goto(paths[0] ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Itinerary" })).toBeVisible();
  await expect(page.getByTestId("trip-saved-status")).toContainText(
    "You are offline: this is the copy saved on",
  );
  const picture = page.locator("img.trip-stay__picture").first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await wallet(page).getByRole("link", { name: "Voucher" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Voucher" })).toBeVisible();
  await expect(page.getByTestId("voucher")).toContainText(reference);
  await expect(page.getByTestId("voucher-lead")).toHaveText("Zawadi Swai");
  await wallet(page).getByRole("link", { name: "Contacts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expect(page.getByTestId("trip-emergency")).toContainText("112");
  await expect(page.getByTestId("trip-saved-status")).toContainText("You are offline");
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);

  // Someone else signs in on this device (the traveller's session ran out, no sign-out):
  // the saved trip goes, and offline its address shows the offline page.
  await signUp(page, "wallet-other", "en");
  await page.goto("/account");
  await expect.poll(() => tripEntries(page, reference)).toEqual([]);
  await context.setOffline(true);
  await page.goto(paths[2] ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);

  // The traveller again: saved once more, then signed out from the header's menu.
  const back = await page.request.post("/login", { form: { email, password: PASSWORD }, maxRedirects: 0 });
  expect(back.status()).toBe(302);
  await page.goto(paths[0] ?? "");
  await saveForOffline(page);
  await expect.poll(() => cachedPaths(page, TRIPS_CACHE)).toEqual(expect.arrayContaining(paths));
  await page.locator("summary", { hasText: "Zawadi" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => tripEntries(page, reference)).toEqual([]);
  expect(await page.evaluate((name) => caches.has(name), TRIPS_CACHE)).toBe(false);
  await context.setOffline(true);
  await page.goto(paths[1] ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});
