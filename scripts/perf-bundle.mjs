// The JavaScript budget (decision 045), checked on the client build.
// Usage: npm run build && npm run perf:bundle   (BUILD_DIR selects another build)
//
// A page's initial JavaScript is what a first visit downloads to hydrate: the
// client entry, the page's parent routes (root, layouts) and the page's route,
// each with the chunks it imports. React Router's manifest file counts only with
// route discovery "initial": in its default "lazy" mode the HTML carries the
// matched routes' part of the manifest and the file is never fetched.
//
// Two budgets per page, and the script fails when either is passed:
// - our share (everything but the framework chunk, which holds React, React DOM
//   and React Router: see vite.config.ts), gzipped: 30 kB on the home page, the
//   tour list and a tour page, 40 kB on every other page;
// - the whole initial JavaScript as sent (brotli, which the build precompresses
//   at quality 11 and the server prefers): 125 kB on every public page, that is
//   every page outside the signed-in areas /account and /admin.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The client build's chunk of React, React DOM and React Router (vite.config.ts). */
export const FRAMEWORK_CHUNK = /\/framework-[\w-]+\.js$/;

/** Our share of a page's initial JavaScript, kB gzipped. */
export const OURS_BUDGET_KB = 40;
/** The pages a visitor meets first, held to a tighter share. */
export const FRONT_PAGES = ["routes/site/home", "routes/site/tours/index", "routes/site/tours/detail"];
export const FRONT_PAGES_OURS_BUDGET_KB = 30;
/** The whole initial JavaScript of a public page, kB brotli. */
export const TOTAL_BUDGET_KB = 125;
/** First path segments of the signed-in areas: their pages are not public. */
export const SIGNED_IN_AREAS = ["account", "admin"];

/** The manifest React Router writes as `assets/manifest-<hash>.js` (window.__reactRouterManifest=...). */
export function readRouterManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first (npm run build)`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json), manifestUrl: `/assets/${file}` };
}

/** The chunks of one route module: its own chunk, the chunks it imports, split client modules. */
function routeChunks(route) {
  return [
    route.module,
    ...(route.imports ?? []),
    route.clientActionModule,
    route.clientLoaderModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
  ].filter(Boolean);
}

/**
 * For every route: its own chunks and the chunks of a first visit (entry,
 * ancestors, the route, and the manifest when `manifestUrl` is given), each set
 * counted once, sizes in bytes as reported by `sizeOf(url)`. A first visit's
 * bytes are split into the framework's (chunks matching `isFramework`) and ours.
 * A route is a page when no other route has it as parent (layouts are not).
 */
export function routeBundles(
  manifest,
  manifestUrl,
  sizeOf,
  isFramework = (url) => FRAMEWORK_CHUNK.test(url),
) {
  const sum = (urls) => [...urls].reduce((total, url) => total + sizeOf(url), 0);
  const entry = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport !== false)
    .map((route) => {
      const own = new Set(routeChunks(route));
      const initial = new Set(manifestUrl ? [manifestUrl, ...entry] : entry);
      const lineage = [];
      for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) lineage.unshift(r);
      for (const r of lineage) for (const url of routeChunks(r)) initial.add(url);
      const framework = [...initial].filter(isFramework);
      return {
        id: route.id,
        path:
          lineage
            .map((r) => (r.index ? "" : (r.path ?? "")))
            .filter(Boolean)
            .join("/") || "/",
        page: !parents.has(route.id),
        ownBytes: sum(own),
        initialBytes: sum(initial),
        frameworkBytes: sum(framework),
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** A page's limits: our share in kB gzipped, and the whole in kB brotli (null when not public). */
export function pageBudget(row) {
  const area = row.path.split("/").find(Boolean);
  return {
    oursKb: FRONT_PAGES.includes(row.id) ? FRONT_PAGES_OURS_BUDGET_KB : OURS_BUDGET_KB,
    totalKb: SIGNED_IN_AREAS.includes(area) ? null : TOTAL_BUDGET_KB,
  };
}

/**
 * The budgets passed, one sentence each: `gzipRows` and `brotliRows` are
 * routeBundles' rows for the same manifest measured in gzip and in brotli.
 */
export function budgetFailures(gzipRows, brotliRows) {
  const failures = [];
  gzipRows.forEach((row, i) => {
    if (!row.page) return;
    const { oursKb, totalKb } = pageBudget(row);
    const ours = kB(row.initialBytes - row.frameworkBytes);
    if (ours > oursKb)
      failures.push(`/${row.path} (${row.id}): our JavaScript is ${ours} kB gzipped, over ${oursKb} kB`);
    const total = kB(brotliRows[i].initialBytes);
    if (totalKb !== null && total > totalKb)
      failures.push(`/${row.path} (${row.id}): initial JavaScript is ${total} kB brotli, over ${totalKb} kB`);
  });
  return failures.map((line) => line.replace(/^\/\//, "/"));
}

/** React Router's route discovery mode as configured (its default is "lazy"). */
function routeDiscoveryMode() {
  const config = readFileSync(path.resolve("react-router.config.ts"), "utf8");
  return /routeDiscovery:\s*\{[^}]*mode:\s*"initial"/.test(config) ? "initial" : "lazy";
}

function main() {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const { manifest, manifestUrl } = readRouterManifest(clientDir);
  const compressedSize = (compress) => {
    const cache = new Map();
    return (url) => {
      if (!cache.has(url))
        cache.set(url, compress(readFileSync(path.join(clientDir, url.replace(/^\//, "")))).length);
      return cache.get(url);
    };
  };
  const fetchedManifest = routeDiscoveryMode() === "initial" ? manifestUrl : null;
  const gzip = routeBundles(manifest, fetchedManifest, compressedSize(gzipSync));
  const brotli = routeBundles(
    manifest,
    fetchedManifest,
    compressedSize((bytes) =>
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
  );
  if (!gzip.some((r) => r.frameworkBytes > 0)) {
    console.error(`No framework chunk (${FRAMEWORK_CHUNK}) in the build: see vite.config.ts.`);
    process.exit(1);
  }
  console.log("Initial JavaScript per route, kB (ours: everything but React, React DOM and React Router):");
  console.table(
    gzip.map((r, i) => {
      const b = brotli[i];
      const { oursKb, totalKb } = pageBudget(r);
      return {
        route: r.id,
        path: `/${r.path}`.replace(/^\/\//, "/"),
        "ours gz": kB(r.initialBytes - r.frameworkBytes),
        "framework gz": kB(r.frameworkBytes),
        "total gz": kB(r.initialBytes),
        "ours br": kB(b.initialBytes - b.frameworkBytes),
        "framework br": kB(b.frameworkBytes),
        "total br": kB(b.initialBytes),
        budget: r.page ? `ours ${oursKb} gz${totalKb === null ? "" : `, total ${totalKb} br`}` : "(layout)",
      };
    }),
  );
  const failures = budgetFailures(gzip, brotli);
  if (failures.length > 0) {
    console.error(`Over the JavaScript budget (decision 045):\n${failures.map((f) => `  ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Within the JavaScript budget (decision 045): ours at most ${FRONT_PAGES_OURS_BUDGET_KB} kB gzipped on the home page, the tour list and a tour page, ${OURS_BUDGET_KB} kB elsewhere; at most ${TOTAL_BUDGET_KB} kB brotli in all on every public page.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
