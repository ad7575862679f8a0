import { expect, type Page, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  isMobile,
  PHONE,
  waitForHydration,
  watchPageErrors,
} from "./fixtures";

/** The header search box: in the top strip on a desktop, in the menu on a phone. */
async function headerSearch(page: Page) {
  await waitForHydration(page, ".header-search__input");
  if (!isMobile(page)) return page.locator(".top-strip").getByRole("combobox", { name: "Search" });
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog.getByRole("combobox", { name: "Search" });
}

/**
 * Resolves once every request the page started before this call has been
 * seen: the page sends one more of its own, and the browser reports requests
 * in the order the page sends them. For a request that must not come.
 */
async function requestsSoFarSeen(page: Page) {
  const marker = `/healthz?marker=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => {
    void fetch(url).catch(() => {});
  }, marker);
  await seen;
}

/** Resolves once the page has run what it had queued and drawn two frames since. */
async function pageSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

test.describe("header search", () => {
  test(
    "finds with a typo, moves with the arrow keys and opens a result with Enter",
    PHONE,
    async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto("/");
      const box = await headerSearch(page);
      await box.click();
      await box.pressSequentially("serengti");
      const listbox = page.getByRole("listbox", { name: "Search" });
      await expect(listbox.getByRole("option").first()).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(listbox.getByRole("group", { name: "Destinations" })).toContainText(
        "Serengeti National Park",
      );

      await box.press("ArrowDown");
      await box.press("ArrowDown");
      await box.press("ArrowUp");
      const first = listbox.getByRole("option").first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
      const title = (await first.textContent()) ?? "";
      expect(title).toContain("Serengeti");

      await box.press("Enter");
      await expect(page).toHaveURL(/\/tours\/serengeti/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      expect(errors).toEqual([]);
    },
  );

  test("offers 'View all results' from 10 results, Escape closes the list", async ({ page }) => {
    await page.goto("/");
    const box = await headerSearch(page);
    await box.fill("safari");
    const viewAll = page.getByRole("option", { name: "View all results" });
    await expect(viewAll).toBeVisible();
    expect(
      await page.getByRole("listbox", { name: "Search" }).getByRole("option").count(),
    ).toBeLessThanOrEqual(13);
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("ArrowUp");
    await expect(viewAll).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=safari$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Results for "safari"');
  });

  test("asks only from 2 characters, once the typing pauses for 300 ms", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/search") asked.push(url.searchParams.get("q") ?? "");
    });
    // The page's clock, paused: no pause in the typing has passed until the test says so.
    await page.clock.install();
    await page.goto("/");
    const box = await headerSearch(page);
    await box.click();
    await page.clock.pauseAt(Date.now() + 60_000);

    await box.pressSequentially("s");
    await page.clock.runFor(1_000);
    await box.pressSequentially("erengeti");
    await page.clock.runFor(299);
    // Both waits are only for a request that must not come.
    await requestsSoFarSeen(page);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => asked).toEqual(["serengeti"]);
    const listbox = page.getByRole("listbox", { name: "Search" });
    await expect(listbox.getByRole("option").first()).toBeVisible();

    // Back to one character: the list closes and nothing is asked.
    await box.fill("s");
    await page.clock.runFor(1_000);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await requestsSoFarSeen(page);
    expect(asked).toEqual(["serengeti"]);
  });

  test("a slow answer never replaces a newer one", async ({ page }) => {
    let releaseStale = () => {};
    const staleReleased = new Promise<void>((resolve) => {
      releaseStale = resolve;
    });
    await page.route("**/api/search?*", async (route) => {
      if (new URL(route.request().url()).searchParams.get("q") !== "serengeti") return route.continue();
      // The real answer, held back until the newer one is on screen.
      const response = await route.fetch();
      await staleReleased;
      await route.fulfill({ response }).catch(() => {
        // The page gave up on it (the search aborts older requests): nothing to deliver.
      });
    });
    await page.goto("/");
    const box = await headerSearch(page);
    const staleRequest = page.waitForRequest((r) => r.url().includes("q=serengeti"));
    await box.fill("serengeti");
    const stale = await staleRequest;
    await box.fill("zanzibar");
    const listbox = page.getByRole("listbox", { name: "Search" });
    await expect(listbox.getByRole("group", { name: "Destinations" })).toContainText("Zanzibar");

    const staleDone = Promise.race([
      stale.response().then((response) => response?.finished()),
      page.waitForEvent("requestfailed"),
    ]);
    releaseStale();
    await staleDone;
    // The page has had its turn to use the stale answer, if it were going to.
    await pageSettled(page);
    await expect(listbox.getByRole("group", { name: "Destinations" })).toContainText("Zanzibar");
    await expect(listbox).not.toContainText("Serengeti");
    await expect(box).toHaveValue("zanzibar");
  });

  test("offers no 'View all results' under 10 results", async ({ page }) => {
    await page.goto("/");
    const box = await headerSearch(page);
    // 9 results in the demo content, 8 of them shown (3 at most per type).
    await box.fill("manyara");
    const listbox = page.getByRole("listbox", { name: "Search" });
    await expect(listbox.getByRole("option")).toHaveCount(8);
    await expect(listbox.getByRole("option", { name: "View all results" })).toHaveCount(0);
    await expect(page.getByRole("option", { name: "View all results" })).toHaveCount(0);
  });

  test("says so when nothing is found", async ({ page }) => {
    await page.goto("/");
    const box = await headerSearch(page);
    await box.fill("xyzzyqwv");
    // The form around this box (the other header search is hidden at this size).
    const popup = box.locator("xpath=ancestor::form");
    await expect(popup.getByText('No results found for "xyzzyqwv"')).toBeVisible();
    await expect(popup.getByText("Try different keywords or browse our categories")).toBeVisible();
  });
});

test.describe("the /search page", () => {
  test("groups the results by type with counts, and passes axe", async ({ page }) => {
    await page.goto("/search?q=serengeti");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Results for "serengeti"');
    await expect(page.getByRole("heading", { level: 2, name: /^Destinations \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Serengeti National Park/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("shows the empty state and passes axe", async ({ page }) => {
    await page.goto("/search?q=xyzzyqwv");
    await expect(page.getByText('No results found for "xyzzyqwv"')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the open header list passes axe", PHONE, async ({ page }) => {
    await page.goto("/");
    const box = await headerSearch(page);
    await box.fill("kilimanjar");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header search is a plain form to /search", async ({ page }) => {
    test.skip(isMobile(page), "the phone menu needs JavaScript; /search itself works without it");
    await page.goto("/");
    const box = page.locator(".top-strip").getByRole("combobox", { name: "Search" });
    await box.fill("zanzibar");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=zanzibar$/);
    await expect(page.getByRole("link", { name: /Stone Town/ }).first()).toBeVisible();
  });
});
