// Reports the JavaScript each route loads, in kB gzipped, from the client build.
// Usage: npm run build && npm run perf:bundle   (BUILD_DIR selects another build)
// A route's own JavaScript is its chunk plus the chunks it imports; its initial
// JavaScript adds the client entry and its parent routes (root, layouts): what a
// first visit to that page downloads to hydrate. React Router's manifest file
// counts only with route discovery "initial": in its default "lazy" mode the
// HTML carries the matched routes' part of the manifest and the file is never
// fetched. The brotli column is what the server actually sends (the build
// precompresses at quality 11); the budget is set in gzip.
// Exits non-zero when the home page's initial JavaScript exceeds the budget.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const HOME_ROUTE_ID = "routes/site/home";
export const HOME_BUDGET_KB = 120;

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
 * counted once, sizes in bytes as reported by `sizeOf(url)`.
 */
export function routeBundles(manifest, manifestUrl, sizeOf) {
  const sum = (urls) => [...urls].reduce((total, url) => total + sizeOf(url), 0);
  const entry = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport !== false)
    .map((route) => {
      const own = new Set(routeChunks(route));
      const initial = new Set(manifestUrl ? [manifestUrl, ...entry] : entry);
      const lineage = [];
      for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) lineage.unshift(r);
      for (const r of lineage) for (const url of routeChunks(r)) initial.add(url);
      return {
        id: route.id,
        path:
          lineage
            .map((r) => (r.index ? "" : (r.path ?? "")))
            .filter(Boolean)
            .join("/") || "/",
        ownBytes: sum(own),
        initialBytes: sum(initial),
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

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
  const rows = routeBundles(manifest, fetchedManifest, compressedSize(gzipSync));
  const brotliRows = routeBundles(
    manifest,
    fetchedManifest,
    compressedSize((bytes) =>
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
  );
  console.log("JavaScript per route (kB compressed):");
  console.table(
    rows.map((r, i) => ({
      route: r.id,
      path: `/${r.path}`.replace(/^\/\//, "/"),
      "own kB gzip": kB(r.ownBytes),
      "initial kB gzip": kB(r.initialBytes),
      "initial kB brotli": kB(brotliRows[i].initialBytes),
    })),
  );
  const home = rows.find((r) => r.id === HOME_ROUTE_ID);
  if (!home) {
    console.error(`The home route (${HOME_ROUTE_ID}) is not in the manifest.`);
    process.exit(1);
  }
  const total = kB(home.initialBytes);
  if (total > HOME_BUDGET_KB) {
    console.error(`Home page initial JavaScript: ${total} kB gzipped, over the ${HOME_BUDGET_KB} kB budget.`);
    process.exit(1);
  }
  console.log(`Home page initial JavaScript: ${total} kB gzipped (budget ${HOME_BUDGET_KB} kB).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
