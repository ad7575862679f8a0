import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Rolldown } from "vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { appIcons } from "./scripts/vite-app-icons.ts";
import { precompressAssets } from "./scripts/vite-precompress.ts";
import { copyMigrationsIntoServerBuild } from "./scripts/vite-server-files.ts";

/**
 * React, React DOM and React Router with what they bring along (the scheduler,
 * the cookie parsers): the framework. The client build puts them in one chunk,
 * `framework-<hash>.js`, so `npm run perf:bundle` can tell their share of a
 * page's JavaScript from ours (decision 045), and a deploy that changes only
 * our code leaves the biggest file in the browser's cache.
 */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * Our modules that every page loads, in one chunk, and those that every public
 * page loads, in another, instead of two dozen small chunks: small files
 * compress worse (decision 045). Every page loads the client entry, the root
 * route and one of the two layouts, so "shell" holds what the entry and the
 * root import and what both layouts import; "site-shell" what only the site
 * layout imports, so that /admin does not load the site's header. A module
 * that brings a stylesheet stays where it was, with what imports it, so the
 * stylesheets and their order do not change.
 */
const ENTRY = ["app/entry.client.tsx", "app/root.tsx"];
const SITE_LAYOUT = "app/routes/site/layout.tsx";
const ADMIN_LAYOUT = "app/routes/admin/layout.tsx";

/**
 * The page kit's section pieces and button rows, which many pages use together
 * (the home, Kilimanjaro, about, team): one chunk instead of one small file each.
 */
const PAGE_KIT = /[\\/]app[\\/]components[\\/]ui[\\/](section|call-to-action|link-buttons)\.tsx$/;

/** The chunk groups: the framework first, then the shells, each with its own name. */
function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  let members: Map<string, string> | undefined;
  const shell =
    (name: string): Rolldown.CodeSplittingNameFunction =>
    (id, ctx) => {
      members ??= shellMembers(ctx);
      return members.get(id) === name ? name : null;
    };
  return [
    { name: "framework", test: FRAMEWORK_MODULES, priority: 3 },
    { name: shell("shell"), debugName: "shell", priority: 2 },
    { name: shell("site-shell"), debugName: "site-shell", priority: 1 },
    { name: "page-kit", test: PAGE_KIT, priority: 0 },
  ];
}

function shellMembers(ctx: Rolldown.ChunkingContext): Map<string, string> {
  // The framework and the bundler's helpers (virtual modules, "\0...") have their own places.
  const imports = (moduleId: string) =>
    (ctx.getModuleInfo(moduleId)?.importedIds ?? []).filter(
      (next) => !FRAMEWORK_MODULES.test(next) && !next.startsWith("\0"),
    );
  const reachable = (starts: string[]) => {
    const seen = new Set<string>();
    const stack = starts.map((start) => path.resolve(start));
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...imports(next));
    }
    return seen;
  };
  // The bundler moves a module with everything it imports, so one that leads to
  // a stylesheet stays out, and so does one that leads outside its shell.
  const fits = (shell: Set<string>) => {
    const known = new Map<string, boolean>();
    const check = (moduleId: string): boolean => {
      const seen = known.get(moduleId);
      if (seen !== undefined) return seen;
      known.set(moduleId, true);
      const result = shell.has(moduleId) && !/\.css($|\?)/.test(moduleId) && imports(moduleId).every(check);
      known.set(moduleId, result);
      return result;
    };
    return check;
  };
  const site = reachable([SITE_LAYOUT]);
  const admin = reachable([ADMIN_LAYOUT]);
  const everyPage = new Set([...reachable(ENTRY), ...[...site].filter((m) => admin.has(m))]);
  const publicPages = new Set([...site].filter((m) => !admin.has(m) || everyPage.has(m)));
  const members = new Map<string, string>();
  const inShell = fits(everyPage);
  for (const moduleId of everyPage) if (inShell(moduleId)) members.set(moduleId, "shell");
  const inSiteShell = fits(publicPages);
  for (const moduleId of site)
    if (!members.has(moduleId) && inSiteShell(moduleId)) members.set(moduleId, "site-shell");
  return members;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The production server (Express) is the SSR entry, so one bundle holds the
    // server and the React Router build it serves.
    rolldownOptions: isSsrBuild
      ? { input: "./server/index.ts" }
      : {
          output: {
            codeSplitting: { groups: chunkGroups() },
          },
        },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
    copyMigrationsIntoServerBuild(),
    // The offline app (decision 099): icons and /sw.js for the client build only, never the SSR one.
    ...(isSsrBuild ? [] : [appIcons(), serviceWorker()]),
  ],
}));

/**
 * /sw.js, built by Workbox from app/sw/sw.ts (inject-manifest). Registered by
 * our own small module and the manifest served by the server, so the plugin
 * injects nothing into pages (there is no index.html in server rendering).
 */
function serviceWorker() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "app/sw",
    filename: "sw.ts",
    injectRegister: false,
    manifest: false,
    registerType: "prompt",
    injectManifest: {
      // Only the icons and artwork: hashed build files are cached as they are used.
      globPatterns: ["icons/*.png", "favicon.svg", "logo.svg"],
      rollupFormat: "es",
    },
    devOptions: { enabled: false },
  });
}
