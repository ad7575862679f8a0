import { expect, type Page, test } from "@playwright/test";
import { PHONE } from "./fixtures";

// Issue 11, defect 2: at 375 px /insurance was 512 px wide and the Kilimanjaro
// route pages 544 px: a wide table widened its grid column instead of
// scrolling inside its own region. No public page (the sitemap's list) may be
// wider than a phone or a tablet, in English or in German (longer words).

const WIDTHS = [320, 375, 768];
const LANGUAGES = ["en", "de"];

/** The paths of every page the sitemap lists. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL((m[1] ?? "").replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
  expect(paths.length).toBeGreaterThan(50);
  return [...new Set(paths)];
}

const withLanguage = (path: string, language: string) =>
  language === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;

// A trace of hundreds of page loads costs more than the loads; the failure message lists the pages.
test.use({ trace: "off" });

/** Resources that do not change the layout here (see below), blocked inside the browser. */
const NOT_NEEDED = [
  "*/media/*",
  "*.webp",
  "*.avif",
  "*.jpg",
  "*.jpeg",
  "*.png",
  "*.mp4",
  "*.webm",
  "*.woff2",
  "*.js",
];

test.describe("no page is wider than the screen", () => {
  test.describe.configure({ mode: "parallel" });

  // One test per language; each page is loaded once and laid out at each
  // width in turn (a new viewport re-applies the media queries without asking
  // the server again): a third of the loads of one test per width.
  for (const language of LANGUAGES) {
    test(`every sitemap page at ${WIDTHS.join(", ")} px in ${language}`, async ({ page }, testInfo) => {
      // The sweep sizes its own viewport, so one project runs it. Desktop's
      // has no mobile zoom-out, which would hide a page wider than the screen.
      test.skip(testInfo.project.name !== "desktop", "sized by the test itself");
      // About a minute on two idle cores; far more while the machine is busy.
      test.setTimeout(600_000);
      // Straight to Chromium: a third fewer round trips than page.setViewportSize and page.route.
      const cdp = await page.context().newCDPSession(page);
      // Layout is complete at DOMContentLoaded: the stylesheets hold back the
      // page's last inline script, and no other script runs before the first
      // paint. Pictures (sized by CSS: max-width 100%, aspect ratios), video,
      // fonts (metric-matched fallbacks) and scripts only cost time here.
      await cdp.send("Network.enable");
      await cdp.send("Network.setBlockedURLs", { urls: NOT_NEEDED });
      const tooWide: string[] = [];
      for (const path of await sitemapPaths(page)) {
        const url = withLanguage(path, language);
        const response = await page.goto(url, { waitUntil: "domcontentloaded" });
        expect(response?.status(), url).toBe(200);
        for (const width of WIDTHS) {
          await cdp.send("Emulation.setDeviceMetricsOverride", {
            width,
            height: 800,
            deviceScaleFactor: 1,
            mobile: false,
          });
          const { result } = await cdp.send("Runtime.evaluate", {
            expression: "document.documentElement.scrollWidth",
            returnByValue: true,
          });
          const scrollWidth = Number(result.value);
          if (scrollWidth > width) tooWide.push(`${url} at ${width} px: ${scrollWidth} px wide`);
        }
      }
      expect(tooWide).toEqual([]);
    });
  }
});

test(
  "a Markdown table scrolls inside a named region that the keyboard reaches",
  PHONE,
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "a phone's width");
    await page.goto("/insurance");
    const region = page.getByRole("region", { name: "What your policy should cover" });
    await expect(region.getByRole("table")).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await expect(region).toHaveAttribute("tabindex", "0");
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  },
);
