import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./fixtures";
import { cachedPaths, waitForWorker } from "./service-worker";

// The offline app (issue 17, decision 099) in Chromium: /sw.js registers,
// visited pages open with the network off, an unvisited one shows /offline,
// the connection notices and the prompts appear and pass axe. The other specs
// block service workers (playwright.config.ts); this one allows them.
test.use({ serviceWorkers: "allow" });
// One at a time: the last test changes /sw.js (a new deployment) for everyone.
test.describe.configure({ mode: "serial" });

const SERVICE_WORKER_FILE = path.resolve(process.env.BUILD_DIR ?? "build", "client", "sw.js");

const PAGES_CACHE = "kilele-pages-v1";
const OFFLINE_CACHE = "kilele-offline-v1";

test("visited pages, the offline page and its list open without a network", async ({ page, context }) => {
  await page.goto("/");
  await waitForWorker(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(
    /\/$/,
  );
  // The worker keeps the offline page in every language, and the first page the visitor saw.
  await expect
    .poll(() => cachedPaths(page, OFFLINE_CACHE))
    .toEqual(
      expect.arrayContaining([
        "/offline?lang=en",
        "/offline?lang=de",
        "/offline?lang=fr",
        "/offline?lang=es",
        "/offline?lang=zh",
      ]),
    );
  await expect.poll(() => cachedPaths(page, PAGES_CACHE)).toContain("/");

  const tour = await page.locator('main a[href^="/tours/"]').first().getAttribute("href");
  expect(tour).toBeTruthy();
  const tourPath = tour as string;
  await page.goto(tourPath);
  const tourHeading = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(tourHeading).not.toBe("");
  await expect.poll(() => cachedPaths(page, PAGES_CACHE)).toContain(tourPath);
  // Never kept: a page the rule forbids.
  await page.goto("/login");
  expect(await cachedPaths(page, PAGES_CACHE)).not.toContain("/login");

  await context.setOffline(true);

  await page.goto("/");
  await expect(page.locator("main#main")).toBeVisible();
  await expect(page.locator(".offline-page")).toHaveCount(0);

  await page.goto(tourPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tourHeading);

  await page.goto("/offline");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  // The list of what is available offline, read from the cache once the page runs.
  await expect(page.getByTestId("offline-pages").locator(`a[href="${tourPath}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An unvisited page, and a page never kept: the offline page in the page's language.
  await page.goto("/about/team");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/about/team");
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await page.goto("/faqs?lang=de");
  await expect(page.getByRole("heading", { level: 1, name: "Sie sind offline" })).toBeVisible();

  await context.setOffline(false);
});

// Lighthouse 12 dropped its PWA audits; its "installable manifest" audit asked
// Chromium these same two questions, which still decide whether the browser
// offers to install the site. Asked in a profile on disk: Playwright's usual
// contexts are off the record, where Chromium never offers to install.
test("Chromium finds the site installable: a valid manifest, icons and a worker", async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), "kilele-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as {
      url: string;
      errors: { message: string }[];
      data: string;
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data).screenshots).toHaveLength(2);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the connection notices come and go", async ({ page, context }) => {
  await page.goto("/");
  await waitForWorker(page);
  const notice = page.locator(".offline-app__notice");
  await expect(notice).toHaveAttribute("role", "status");
  await context.setOffline(true);
  await expect(notice).toHaveText("You are offline. Pages you have already opened are still available.");
  // Shown for 5 s, then gone.
  await expect(notice).toHaveText("", { timeout: 8000 });
  await context.setOffline(false);
  await expect(notice).toHaveText("You are back online.");
});

test("the install prompt follows the browser's event and remembers 'Not now'", async ({ page }) => {
  await page.goto("/?lang=fr");
  await waitForWorker(page);
  await waitForHydration(page, ".offline-app__notice");
  const fireInstallEvent = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(event);
    });
  await fireInstallEvent();
  const prompt = page.getByRole("dialog", { name: /Installer l’application/ });
  // Not at once: 5 s after the event.
  await page.waitForTimeout(2000);
  await expect(prompt).toHaveCount(0);
  await expect(prompt).toBeVisible({ timeout: 6000 });
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole("button", { name: "Pas maintenant" }).focus();
  await page.keyboard.press("Enter");
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("kilele.install-dismissed-at"))).toMatch(/^\d+$/);

  await page.reload();
  await waitForHydration(page, ".offline-app__notice");
  await fireInstallEvent();
  await page.waitForTimeout(6000);
  await expect(prompt).toHaveCount(0);
});

test("a new worker shows the update prompt; 'Update Now' activates it and reloads once", async ({ page }) => {
  await page.goto("/");
  await waitForWorker(page);
  await waitForHydration(page, ".offline-app__notice");
  const first = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  // A new deployment: the same worker with different bytes (put back afterwards).
  const original = readFileSync(SERVICE_WORKER_FILE, "utf8");
  writeFileSync(SERVICE_WORKER_FILE, `${original}\n// next deployment ${Date.now()}\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  } finally {
    writeFileSync(SERVICE_WORKER_FILE, original);
  }
  const prompt = page.getByRole("dialog", { name: "A new version of the site is ready." });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  await prompt.getByRole("button", { name: "Update Now" }).click();
  // Reloaded: the marker is gone, and the new worker controls the page with none waiting.
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)
        // Asked while the page reloads: not known yet, ask again.
        .catch(() => true),
    )
    .toBe(false);
  await waitForWorker(page);
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), url: registration?.active?.scriptURL };
  });
  expect(after).toEqual({ waiting: false, url: first });
  await expect(prompt).toHaveCount(0);
});
