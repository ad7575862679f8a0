export const FRAMEWORK_CHUNK: RegExp;
export const OURS_BUDGET_KB: number;
export const FRONT_PAGES: string[];
export const FRONT_PAGES_OURS_BUDGET_KB: number;
export const TOTAL_BUDGET_KB: number;
export const SIGNED_IN_AREAS: string[];

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

export type RouteBundle = {
  id: string;
  path: string;
  /** No other route has it as parent: a page, not a layout. */
  page: boolean;
  ownBytes: number;
  initialBytes: number;
  /** The part of initialBytes in framework chunks. */
  frameworkBytes: number;
};

export function readRouterManifest(clientDir: string): { manifest: RouterManifest; manifestUrl: string };

export function routeBundles(
  manifest: RouterManifest,
  /** The manifest file's URL when a first visit fetches it (route discovery "initial"), else null. */
  manifestUrl: string | null,
  sizeOf: (url: string) => number,
  /** Whether a chunk is the framework's; by default its name matches FRAMEWORK_CHUNK. */
  isFramework?: (url: string) => boolean,
): RouteBundle[];

/** A page's limits: our share in kB gzipped, the whole in kB brotli (null on signed-in pages). */
export function pageBudget(row: { id: string; path: string }): { oursKb: number; totalKb: number | null };

/** One sentence per budget passed; rows from routeBundles in gzip and in brotli, same order. */
export function budgetFailures(gzipRows: RouteBundle[], brotliRows: RouteBundle[]): string[];
