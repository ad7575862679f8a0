import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, expect, test } from "@playwright/test";

// Issue 11, defect 20: the scripts start after the first paint (decision 018),
// and a tab opened in the background never paints, so it never gets an
// animation frame: its page stayed inert. A timer fallback starts them there.
//
// Playwright's own browsers can't show this: every page Playwright drives has
// focus emulation on, which keeps it "visible" (frames keep coming) even in a
// background tab. So this test starts Chromium itself and attaches with
// `noDefaults`, which leaves the browser's real tab visibility alone: the
// first tab is hidden, with no frames, while the second is in front.

type OwnChromium = { browser: Browser; close(): Promise<void> };

async function launchChromiumWithRealTabs(): Promise<OwnChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "kilele-background-tab-"));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--window-size=1280,800",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 20_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true });
  return {
    browser,
    async close() {
      // Closed from inside, Chromium ends its helper processes and lets go of the profile.
      const session = await browser.newBrowserCDPSession().catch(() => undefined);
      await session?.send("Browser.close").catch(() => undefined);
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

test("a page opened in a background tab is interactive when brought forward", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "runs one browser of its own; once is enough");
  // A browser of its own to start, and a page that waits a second before its scripts.
  test.setTimeout(90_000);
  const own = await launchChromiumWithRealTabs();
  try {
    const context = own.browser.contexts()[0]!;
    // Counts the animation frames each page gets, from its first script on.
    await context.addInitScript(() => {
      const counter = window as unknown as { __frames: number };
      counter.__frames = 0;
      requestAnimationFrame(function tick() {
        counter.__frames += 1;
        requestAnimationFrame(tick);
      });
    });
    const background = await context.newPage();
    const front = await context.newPage();
    await front.goto(`${baseURL}/about`);
    await background.goto(`${baseURL}/`, { waitUntil: "domcontentloaded" });

    // Hidden, and no frame comes: what a background tab really is.
    expect(await background.evaluate(() => document.visibilityState)).toBe("hidden");
    // Hydrated while still hidden. Polled by timer: polling by frame would wait forever.
    await background.waitForFunction(
      () => {
        const picker = document.querySelector(".main-bar__pickers .currency-picker");
        return !!picker && Object.keys(picker).some((key) => key.startsWith("__reactFiber"));
      },
      undefined,
      { polling: 250, timeout: 15_000 },
    );
    expect(
      await background.evaluate(() => ({
        visibility: document.visibilityState,
        frames: (window as unknown as { __frames: number }).__frames,
      })),
    ).toEqual({ visibility: "hidden", frames: 0 });

    // Brought forward, it answers at once: a currency change is handled by the
    // page's scripts (a toast says so), not by loading another page.
    await background.bringToFront();
    expect(await background.evaluate(() => document.visibilityState)).toBe("visible");
    const pickers = background.locator(".main-bar__pickers");
    await pickers.locator(".currency-picker summary").click();
    await pickers.getByRole("link", { name: /EUR/ }).click();
    await expect(background.getByTestId("toast")).toContainText("Euro");
    await expect(background.getByTestId("tour-price").first()).toHaveText(/^€/);
  } finally {
    await own.close();
  }
});
