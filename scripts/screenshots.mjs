// Pictures of every public page, and a pixel-by-pixel comparison of two sets.
//
//   node scripts/screenshots.mjs take <folder>            (BUILD_DIR=… for another build,
//                                                         SCREENSHOT_RESUME=1 to go on)
//   node scripts/screenshots.mjs compare <before> <after> [<before-again>]
//
// `take` starts the built site on a fresh embedded database and saves a
// full-page picture of every page the sitemap lists, at 375 and 1280 px
// (SCREENSHOT_WIDTHS), in English (SCREENSHOT_LANGUAGES=en,de,… for more),
// with motion reduced and animations stopped so the same page gives the same
// picture. `compare` lists every picture that differs, with the share of
// pixels that changed, and writes a diff image (changed pixels in red) beside
// it. Some pages choose at random (the home page's four destinations): a third
// set, taken again from the same build, marks those as "varies by itself".
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { sitemapPaths, startBuiltServer } from "./lib/built-server.mjs";

const WIDTHS = (process.env.SCREENSHOT_WIDTHS ?? "375,1280").split(",").map(Number);
const LANGUAGES = (process.env.SCREENSHOT_LANGUAGES ?? "en").split(",");
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4330);
// SCREENSHOT_RESUME=1 keeps the pictures a stopped run already took.
const RESUME = process.env.SCREENSHOT_RESUME === "1";

const fileName = (pagePath) => `${pagePath.replace(/[^\w-]+/g, "_").replace(/^_|_$/g, "") || "home"}.png`;
const withLanguage = (pagePath, language) =>
  language === "en" ? pagePath : `${pagePath}${pagePath.includes("?") ? "&" : "?"}lang=${language}`;

/** Loads a page, shows everything on it, and saves its full-page picture. */
async function shoot(page, url, file) {
  await page.goto(url, { waitUntil: "load" });
  // Scroll through the page so lazy pictures load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Parts laid out only near the viewport (content-visibility, decision 018)
  // would be blank in a full-page picture.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
}

async function take(folder) {
  const { base, stop } = await startBuiltServer({ port: PORT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--hide-scrollbars"],
  });
  try {
    const paths = await sitemapPaths(base);
    console.log(`${paths.length} pages × ${WIDTHS.length} widths × ${LANGUAGES.length} languages`);
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        const out = path.join(folder, language, String(width));
        mkdirSync(out, { recursive: true });
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          reducedMotion: "reduce",
          // For the style below that shows the parts laid out only near the viewport.
          bypassCSP: true,
          locale: language,
          timezoneId: "Africa/Dar_es_Salaam",
        });
        const page = await context.newPage();
        // A full-page picture of a long page takes a while on a busy machine.
        page.setDefaultTimeout(90_000);
        for (const pagePath of paths) {
          const file = path.join(out, fileName(pagePath));
          if (RESUME && existsSync(file)) continue;
          // Chromium's capture of a long page now and then stalls on a busy
          // machine: a second try, on a fresh load, gets it.
          for (let attempt = 1; ; attempt++) {
            try {
              await shoot(page, `${base}${withLanguage(pagePath, language)}`, file);
              break;
            } catch (error) {
              if (attempt === 2) throw error;
              console.warn(`${pagePath} at ${width}px: ${error.message.split("\n")[0]}; trying again`);
            }
          }
        }
        await context.close();
        console.log(`${language} ${width}px: done`);
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
}

async function pixels(file) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The share of pixels that differ (1 when the sizes differ), and a diff image's raw pixels. */
async function difference(fileA, fileB) {
  const [a, b] = await Promise.all([pixels(fileA), pixels(fileB)]);
  if (a.width !== b.width || a.height !== b.height) {
    return { share: 1, note: `size ${a.width}×${a.height} → ${b.width}×${b.height}` };
  }
  const diff = Buffer.alloc(a.data.length);
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const same =
      a.data[i] === b.data[i] && a.data[i + 1] === b.data[i + 1] && a.data[i + 2] === b.data[i + 2];
    if (same) {
      // The unchanged page, faded, for orientation.
      const grey = Math.round((a.data[i] + a.data[i + 1] + a.data[i + 2]) / 3 / 4 + 190);
      diff[i] = diff[i + 1] = diff[i + 2] = grey;
    } else {
      changed++;
      diff[i] = 255;
      diff[i + 1] = 0;
      diff[i + 2] = 0;
    }
    diff[i + 3] = 255;
  }
  return { share: changed / (a.width * a.height), changed, diff, width: a.width, height: a.height };
}

function pictures(folder) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".png") && !entry.name.endsWith(".diff.png"))
        found.push(path.relative(folder, full));
    }
  };
  walk(folder);
  return found.sort();
}

async function compare(before, after, beforeAgain) {
  const names = new Set([...pictures(before), ...pictures(after)]);
  const rows = [];
  let same = 0;
  for (const name of names) {
    const [a, b] = [path.join(before, name), path.join(after, name)];
    if (!existsSync(a) || !existsSync(b)) {
      rows.push({ picture: name, changed: existsSync(a) ? "missing after" : "new after" });
      continue;
    }
    const result = await difference(a, b);
    if (result.share === 0) {
      same++;
      continue;
    }
    let varies = "";
    if (beforeAgain && existsSync(path.join(beforeAgain, name))) {
      const again = await difference(a, path.join(beforeAgain, name));
      varies = again.share > 0 ? "varies by itself" : "";
    }
    if (result.diff) {
      await sharp(result.diff, { raw: { width: result.width, height: result.height, channels: 4 } })
        .png()
        .toFile(path.join(after, name.replace(/\.png$/, ".diff.png")));
    }
    rows.push({
      picture: name,
      changed: result.note ?? `${(result.share * 100).toFixed(3)} % (${result.changed} px)`,
      ...(beforeAgain ? { note: varies } : {}),
    });
  }
  console.log(`${names.size} pictures: ${same} identical, ${rows.length} different`);
  if (rows.length > 0) console.table(rows);
  writeFileSync(path.join(after, "comparison.json"), JSON.stringify({ same, different: rows }, null, 2));
  return rows;
}

const [command, ...folders] = process.argv.slice(2);
if (command === "take" && folders.length === 1) {
  await take(folders[0]);
} else if (command === "compare" && (folders.length === 2 || folders.length === 3)) {
  const rows = await compare(folders[0], folders[1], folders[2]);
  const unexplained = rows.filter((row) => row.note !== "varies by itself");
  process.exitCode = unexplained.length > 0 ? 1 : 0;
} else {
  console.error("usage: screenshots.mjs take <folder> | compare <before> <after> [<before-again>]");
  process.exitCode = 2;
}
