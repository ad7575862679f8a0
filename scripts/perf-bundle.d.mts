export const HOME_ROUTE_ID: string;
export const HOME_BUDGET_KB: number;

type RouteEntry = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};

export type RouterManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, RouteEntry>;
};

export function readRouterManifest(clientDir: string): { manifest: RouterManifest; manifestUrl: string };

export function routeBundles(
  manifest: RouterManifest,
  /** The manifest file's URL when a first visit fetches it (route discovery "initial"), else null. */
  manifestUrl: string | null,
  sizeOf: (url: string) => number,
): Array<{ id: string; path: string; ownBytes: number; initialBytes: number }>;
