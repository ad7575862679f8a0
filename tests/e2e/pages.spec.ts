import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, phoneSample, watchPageErrors } from "./fixtures";

const PAGES = [
  "/about",
  "/about/team",
  "/contact",
  "/reviews",
  "/reviews?page=2",
  "/testimonials",
  "/faqs",
  "/insurance",
  "/conservation",
  "/terms",
  "/privacy",
  "/sitemap",
];
/** One page of each template for the phone-size run. */
const PHONE_SAMPLE = ["/about", "/contact", "/reviews", "/faqs", "/terms"];

test.describe("content pages", () => {
  for (const path of PAGES) {
    test(
      `${path} has one H1, no script errors and no serious accessibility violation`,
      phoneSample(path, PHONE_SAMPLE),
      async ({ page }) => {
        const errors = watchPageErrors(page);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page).toHaveTitle(/ \| Kilele Safaris$/);
        await expectNoSeriousA11yViolations(page);
        expect(errors).toEqual([]);
      },
    );
  }

  test("the German contact page is accessible and says the office hours in German", async ({ page }) => {
    await page.goto("/contact?lang=de");
    // The footer says the office hours too, so the contact card is found by its test id.
    await expect(page.getByTestId("office-hours")).toHaveText("Montag bis Freitag 9:00 bis 18:00 Uhr EAT");
    await expect(page.getByRole("contentinfo")).toContainText("Montag bis Freitag 9:00 bis 18:00 Uhr EAT");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("FAQ accordions", () => {
  test("open and close with the keyboard alone", async ({ page }) => {
    await page.goto("/faqs");
    const topics = page.getByRole("navigation", { name: "Question topics" }).getByRole("link");
    await topics.last().focus();
    // The first question is the next stop after the topic links.
    await page.keyboard.press("Tab");
    const first = page.locator("details.faq").first();
    const question = first.locator("summary");
    await expect(question).toBeFocused();
    await expect(first).not.toHaveAttribute("open", /.*/);
    const answer = first.locator(".faq__answer");
    await expect(answer).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();

    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open", /.*/);
    await expect(answer).toBeHidden();

    // On to the next question, which opens on its own.
    await page.keyboard.press("Tab");
    const second = page.locator("details.faq").nth(1);
    await expect(second.locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(second.locator(".faq__answer")).toBeVisible();
    await expect(first.locator(".faq__answer")).toBeHidden();
  });

  test("a topic link jumps to its questions", async ({ page }) => {
    await page.goto("/faqs");
    await page
      .getByRole("navigation", { name: "Question topics" })
      .getByRole("link", { name: /Visas/ })
      .click();
    await expect(page).toHaveURL(/#faq-visas$/);
    await expect(page.getByRole("heading", { level: 2, name: "Visas and entry" })).toBeInViewport();
  });
});

test.describe("contact", () => {
  test("offers tap-to-call, WhatsApp, email and a map that needs no network", async ({ page }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
    });
    await page.goto("/contact");
    await expect(page.getByTestId("office-hours")).toHaveText("Monday to Friday 9:00 to 18:00 EAT");
    await expect(page.getByRole("main").getByRole("link", { name: "+255 754 123 456" })).toHaveAttribute(
      "href",
      "tel:+255754123456",
    );
    await expect(page.getByTestId("contact-whatsapp")).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/255754123456\?text=/,
    );
    await expect(page.getByRole("img", { name: /Map of Arusha/ })).toBeVisible();
    await expect(page.getByTestId("office-marker")).toBeVisible();
    // The contact form and the tailor-made request (tests/e2e/conversations.spec.ts).
    await expect(page.locator("main form")).toHaveCount(2);
    expect(external).toEqual([]);
  });
});

test.describe("sitemap.xml", () => {
  test("is well-formed XML for a browser's own parser", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    await page.goto("/sitemap");
    const result = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        urls: doc.getElementsByTagNameNS(ns, "url").length,
        links: doc.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length,
      };
    }, xml);
    expect(result.error).toBe(false);
    expect(result.urls).toBeGreaterThan(50);
    expect(result.links).toBe(result.urls * 6);
  });
});
