// Takes the installable app's screenshots (the richer install dialog of
// Chrome and Edge shows them) from the built site's home page, one narrow
// (a phone, portrait) and one wide (a desktop), into public/app-screenshots/.
// They are artwork kept in the repository, like the logo: run this again after
// the home page changes its look, and commit the pictures.
// Usage: npm run build && npm run app:screenshots
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { MANIFEST_SCREENSHOTS } from "../app/domain/offline/app-screenshots.ts";
import { startBuiltServer } from "./lib/built-server.mjs";

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4330);
const OUT = path.join("public", "app-screenshots");

const { base, stop } = await startBuiltServer({ port: PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const shot of MANIFEST_SCREENSHOTS) {
    const [width, height] = shot.sizes.split("x").map(Number);
    const scale = shot.form_factor === "narrow" ? 2 : 1;
    const context = await browser.newContext({
      viewport: { width: width / scale, height: height / scale },
      deviceScaleFactor: scale,
      isMobile: shot.form_factor === "narrow",
      serviceWorkers: "block",
      // Answered, so the consent banner is not in the picture.
      storageState: {
        cookies: [{ name: "analytics_consent", value: "denied", url: base }],
        origins: [],
      },
    });
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    const png = await page.screenshot({ type: "png" });
    const file = path.join("public", shot.src);
    await sharp(png).resize(width, height).webp({ quality: 78 }).toFile(file);
    console.log(`${file} (${shot.sizes})`);
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
