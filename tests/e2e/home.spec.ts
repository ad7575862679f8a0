import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  isMobile,
  PHONE,
  waitForHydration,
  watchPageErrors,
} from "./fixtures";

/** React has taken over this element (its event handlers are live). */
/** The label ("x of y") of the slide that shows. */
function activeSlide(carousel: Locator, testId: string) {
  return carousel.locator(`[data-testid="${testId}"][data-active="true"]`);
}

/** Moves the mouse and focus out of a carousel, so its rotation may run. */
async function leave(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * A quick horizontal swipe (well within 300 ms): real touch input on a phone;
 * on a desktop, the pointer events of a mouse drag, sent in one go so a busy
 * test machine cannot stretch the gesture past the time limit.
 */
async function swipe(page: Page, target: Locator, direction: "left" | "right") {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width * (direction === "left" ? 0.75 : 0.25);
  const to = from + (direction === "left" ? -140 : 140);
  if (isMobile(page)) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: to, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    return;
  }
  await target.evaluate(
    (element, { from, to, y }) => {
      const init = { bubbles: true, isPrimary: true, pointerId: 1, pointerType: "mouse", clientY: y };
      element.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: from, buttons: 1 }));
      element.dispatchEvent(
        new PointerEvent("pointermove", { ...init, clientX: (from + to) / 2, buttons: 1 }),
      );
      element.dispatchEvent(new PointerEvent("pointerup", { ...init, clientX: to }));
    },
    { from, to, y },
  );
}

async function destinationNames(grid: Locator): Promise<string[]> {
  return grid.locator(".dest-tile__link").allTextContents();
}

test.describe("home page", () => {
  test(
    "every section streams in, with no script or CSP error and no serious axe violation",
    PHONE,
    async ({ page }) => {
      const errors = watchPageErrors(page);
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const name of [
        "Seasonal offers",
        "Featured tours",
        "Where we travel",
        "Why travel with Kilele Safaris",
        "What our travellers say",
        "Stories from the field",
        "Safari notes, once a month",
        "Travel with confidence",
        "Ready for your African adventure?",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      }
      await expect(page.locator(".tour-card")).toHaveCount(3);
      await expect(page.getByTestId("home-destination")).toHaveCount(4);
      await expect(page.getByTestId("testimonial-slide")).toHaveCount(4);
      await expect(page.locator(".post-card")).toHaveCount(3);
      await expect(page.getByTestId("section-loading")).toHaveCount(0);
      await expect(page.getByTestId("section-error")).toHaveCount(0);
      // The hero's still image loads first; no video is configured in the demo.
      const hero = page.locator(".hero__image");
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("loading", "eager");
      await expect(page.getByTestId("hero-video")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    },
  );

  test("banner dots choose a slide and the rotation wraps from the last to the first", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByTestId("banner-carousel");
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await waitForHydration(page, '[data-testid="banner-carousel"]');
    const dots = carousel.getByRole("group", { name: "Choose an offer" }).getByRole("button");
    const count = await dots.count();
    expect(count).toBe(5);
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", `1 of ${count}`);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    await dots.nth(2).click();
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", `3 of ${count}`);
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(dots.first()).not.toHaveAttribute("aria-current", "true");

    // Rotation waits while the pointer or focus is inside...
    await page.clock.runFor(7000);
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", `3 of ${count}`);

    // ...and moves on, wrapping around, once they have left.
    await dots.last().click();
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", `${count} of ${count}`);
    await leave(page);
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(6100);
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", `1 of ${count}`);
    await page.clock.runFor(6100);
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", `2 of ${count}`);

    // The pause button stops it.
    await carousel.getByTestId("banner-pause").click();
    await leave(page);
    await page.clock.runFor(13_000);
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", `2 of ${count}`);
    expect(errors).toEqual([]);
  });

  test("banner rotation pauses on hover alone and on keyboard focus alone", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByTestId("banner-carousel");
    await waitForHydration(page, '[data-testid="banner-carousel"]');
    const slide = () => activeSlide(carousel, "banner-slide");
    const nothingFocused = () => page.evaluate(() => document.activeElement === document.body);
    await leave(page);
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await expect(slide()).toHaveAttribute("aria-label", "1 of 5");

    if (!isMobile(page)) {
      // The mouse inside, focus nowhere: the slide stays for well over two rotation periods.
      await carousel.scrollIntoViewIfNeeded();
      const box = (await carousel.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 20);
      expect(await nothingFocused()).toBe(true);
      await expect(carousel).toHaveAttribute("data-rotating", "false");
      await page.clock.runFor(13_000);
      await expect(slide()).toHaveAttribute("aria-label", "1 of 5");
      expect(await nothingFocused()).toBe(true);
      // Once the mouse leaves, it moves on.
      await page.mouse.move(1, 1);
      await expect(carousel).toHaveAttribute("data-rotating", "true");
      await page.clock.runFor(6100);
      await expect(slide()).toHaveAttribute("aria-label", "2 of 5");
    }

    // Focus inside (from the keyboard), the mouse outside: it waits as well.
    const before = await slide().getAttribute("aria-label");
    await page.mouse.move(1, 1);
    await carousel.getByTestId("banner-pause").focus();
    await expect(carousel.getByTestId("banner-pause")).toBeFocused();
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(13_000);
    await expect(slide()).toHaveAttribute("aria-label", before!);
    // Focus leaves the carousel: rotation resumes.
    await leave(page);
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(6100);
    await expect(slide()).not.toHaveAttribute("aria-label", before!);
  });

  test("the primary banner button books the banner's tour", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByTestId("banner-carousel");
    await waitForHydration(page, '[data-testid="banner-carousel"]');
    const primary = activeSlide(carousel, "banner-slide").getByTestId("banner-primary");
    const href = await primary.getAttribute("href");
    const url = new URL(href!, "http://x");
    expect(url.pathname).toBe("/booking");
    expect(url.searchParams.get("tour")).toMatch(/^\d+$/);
    expect(url.searchParams.get("source")).toBe("promo");
    expect(url.searchParams.get("banner")).toMatch(/^\d+$/);
    expect(url.searchParams.get("title")).toBe("Witness the Great Migration");
    expect(url.searchParams.get("price")).toBe("495000");
    // Booking needs a signed-in traveller: an anonymous visitor signs in first and keeps the offer.
    await primary.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get("redirect") ?? "";
    expect(redirect).toMatch(
      /^\/booking\?tour=\d+&source=promo&banner=\d+&title=Witness\+the\+Great\+Migration&price=495000$/,
    );
    // The second button asks about the offer.
    await page.goBack();
    await expect(
      activeSlide(page.getByTestId("banner-carousel"), "banner-slide").getByRole("link", {
        name: "Ask about this offer",
      }),
    ).toHaveAttribute("href", "/contact");
  });

  test("banners do not rotate for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByTestId("banner-carousel");
    await waitForHydration(page, '[data-testid="banner-carousel"]');
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await expect(carousel.getByTestId("banner-pause")).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(activeSlide(carousel, "banner-slide")).toHaveAttribute("aria-label", "1 of 5");
  });

  test(
    "testimonials move with the arrows, the dots, the keyboard and a swipe, wrapping around",
    PHONE,
    async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto("/");
      const carousel = page.getByTestId("testimonial-carousel");
      await carousel.scrollIntoViewIfNeeded();
      await waitForHydration(page, '[data-testid="testimonial-carousel"]');
      const current = () => activeSlide(carousel, "testimonial-slide");
      const next = carousel.getByRole("button", { name: "Next testimonial" });
      const previous = carousel.getByRole("button", { name: "Previous testimonial" });
      const dots = carousel.getByRole("group", { name: "Choose a testimonial" }).getByRole("button");
      await expect(dots).toHaveCount(4);
      await expect(current()).toHaveAttribute("aria-label", "1 of 4");

      await previous.click();
      await expect(current()).toHaveAttribute("aria-label", "4 of 4");
      await expect(dots.last()).toHaveAttribute("aria-current", "true");
      await next.click();
      await expect(current()).toHaveAttribute("aria-label", "1 of 4");
      await next.click();
      await expect(current()).toHaveAttribute("aria-label", "2 of 4");

      await dots.nth(2).click();
      await expect(current()).toHaveAttribute("aria-label", "3 of 4");

      // Keyboard: the buttons take Enter, the arrow keys move while focus is inside.
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(current()).toHaveAttribute("aria-label", "4 of 4");
      await page.keyboard.press("ArrowRight");
      await expect(current()).toHaveAttribute("aria-label", "1 of 4");
      await page.keyboard.press("ArrowLeft");
      await expect(current()).toHaveAttribute("aria-label", "4 of 4");

      const viewport = carousel.getByTestId("testimonial-viewport");
      await swipe(page, viewport, "left");
      await expect(current()).toHaveAttribute("aria-label", "1 of 4");
      await swipe(page, viewport, "right");
      await expect(current()).toHaveAttribute("aria-label", "4 of 4");
      await swipe(page, viewport, "right");
      await expect(current()).toHaveAttribute("aria-label", "3 of 4");
      await expect(current()).toBeVisible();
      expect(errors).toEqual([]);
    },
  );

  test("4 of the destinations show and are reshuffled every 5 s, unless paused", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.clock.install();
    await page.goto("/");
    const grid = page.getByTestId("home-destinations");
    await grid.scrollIntoViewIfNeeded();
    await waitForHydration(page, '[data-testid="home-destinations"]');
    await leave(page);
    await expect(grid).toHaveAttribute("data-shuffling", "true");
    const first = await destinationNames(grid);
    expect(first).toHaveLength(4);
    for (const link of await grid.locator(".dest-tile__link").all()) {
      await expect(link).toHaveAttribute("href", /^\/destinations\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
    }

    await page.clock.runFor(5100);
    await expect.poll(() => destinationNames(grid)).not.toEqual(first);
    const second = await destinationNames(grid);
    expect(second).toHaveLength(4);
    expect(new Set(second).size).toBe(4);

    await page.getByTestId("destinations-pause").click();
    await leave(page);
    await expect(grid).toHaveAttribute("data-shuffling", "false");
    await page.clock.runFor(15_000);
    expect(await destinationNames(grid)).toEqual(second);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("renders in German", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/?lang=de");
    await expect(page.getByRole("heading", { level: 2, name: "Saisonangebote" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Das sagen unsere Gäste" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Nächster Erfahrungsbericht" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
