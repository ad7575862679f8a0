import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean };

const PREFIX = "window.__reactRouterManifest=";

/**
 * The built site's route manifest (what the server routes by), read from the
 * client build React Router writes: every route with its id, parent, path and
 * whether it has an action. Tests enumerate routes from here, so a route added
 * later is covered without anyone remembering to list it.
 */
export function builtRoutes(): ManifestRoute[] {
  const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
  const file = readdirSync(assets).find((name) => /^manifest-[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${assets}: build the app first`);
  const source = readFileSync(path.join(assets, file), "utf8").trim();
  if (!source.startsWith(PREFIX)) throw new Error(`Unexpected manifest format in ${file}`);
  const manifest = JSON.parse(source.slice(PREFIX.length).replace(/;$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
  return Object.values(manifest.routes);
}

/**
 * An address that reaches each route with an action: its full path, with
 * every `:param` and `*` filled with `sample`.
 */
export function actionPaths(sample = "sample"): Array<{ id: string; path: string }> {
  const routes = builtRoutes();
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const own = (route.path ?? "").replace(/:[\w-]+\??/g, sample).replace(/\*$/, sample);
    const base = parent ? fullPath(parent) : "";
    return [base, own].filter(Boolean).join("/");
  };
  return routes
    .filter((route) => route.hasAction)
    .map((route) => ({ id: route.id, path: `/${fullPath(route)}`.replace(/\/+/g, "/") }));
}
