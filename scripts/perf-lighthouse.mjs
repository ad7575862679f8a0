// Prints Lighthouse's mobile scores for key pages of the built site.
// Usage: npm run perf:lighthouse [-- /path /other-path]
// Without paths: the home page, the tour list and one tour page (the issue's acceptance pages).
// Starts the built server on a fresh embedded database, runs Lighthouse in
// Debian's Chromium (no download), prints a table, and stops the server.
// Simulated throttling replays the page's real load, so one run varies by a
// few points with what else the machine is doing: each page is measured
// LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
// score is reported, as Lighthouse's own guidance on variability advises.
// LIGHTHOUSE_REPORTS=<folder> also keeps every run's full JSON report there.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./lib/built-server.mjs";

// Not 4190: fetch refuses the ManageSieve port ("bad port").
const PORT = Number(process.env.PERF_PORT ?? 4320);
const DEFAULT_PATHS = ["/", "/tours", "/tours/serengeti-great-migration-safari"];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const { base, stop } = await startBuiltServer({ port: PORT });
let chrome;
try {
  // Warm the server and its image cache so the first audit is not a cold start:
  // pictures are drawn once, then served from memory and DATA_DIR (as in production).
  const pictures = new Set();
  for (const p of paths) {
    const html = await fetch(`${base}${p}`).then((r) => r.text());
    for (const [url] of html.matchAll(/\/media\/[\w./-]+\.(?:webp|jpg|avif|png)/g)) pictures.add(url);
  }
  for (const url of pictures) await fetch(`${base}${url}`).then((r) => r.arrayBuffer());
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // The first audit in a fresh browser pays for its start-up: run one, unreported.
  await lighthouse(`${base}${paths[0]}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const rows = [];
  for (const p of paths) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const { lhr } = await lighthouse(`${base}${p}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = `${p.replace(/[^\w-]+/g, "_").replace(/^_|_$/g, "") || "home"}.${run}.json`;
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
      }
      runs.push(lhr);
    }
    const performanceOf = (lhr) => lhr.categories.performance?.score ?? 0;
    runs.sort((a, b) => performanceOf(a) - performanceOf(b));
    const result = { lhr: runs[Math.floor(runs.length / 2)] };
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({
      page: p,
      performance: score("performance"),
      runs: runs.map((lhr) => Math.round(performanceOf(lhr) * 100)).join(" "),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: result.lhr.audits["largest-contentful-paint"]?.displayValue,
      TBT: result.lhr.audits["total-blocking-time"]?.displayValue,
      CLS: result.lhr.audits["cumulative-layout-shift"]?.displayValue,
    });
    const failing = Object.values(result.lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "notApplicable",
      )
      .map((a) => {
        // Name the elements at fault, so an accessibility failure says where it is.
        // Insight audits may hold an object of checks here instead of a list of items.
        const items = Array.isArray(a.details?.items) ? a.details.items : [];
        const nodes = items.map((item) => item.node?.selector).filter(Boolean);
        return `  - ${a.id}: ${a.title}${nodes.length > 0 ? ` (${nodes.slice(0, 3).join(", ")})` : ""}`;
      });
    if (failing.length > 0) console.log(`Audits below 90 on ${p}:\n${failing.join("\n")}`);
  }
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${RUNS} runs:`);
  console.table(rows);
} finally {
  await chrome?.kill();
  await stop();
}
