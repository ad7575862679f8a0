import type { z } from "zod";

/**
 * What a staff list shows, read from its URL: search text, filters, sort and
 * page. Everything lives in the query string, so a filtered list can be
 * bookmarked and shared (issue 15, the frame). A value the list does not know
 * (a typed-in `status=bogus`, `page=-3`) is dropped, not refused: the list
 * opens without it rather than as an error page.
 */
export type ListQuery<F extends Record<string, unknown>> = {
  q: string;
  sort: string;
  dir: "asc" | "desc";
  page: number;
  filters: Partial<F>;
};

export type ListSpec<F extends Record<string, unknown>> = {
  /** The columns a list may be sorted by; the first entry of the URL's `sort` must be one. */
  sorts: readonly string[];
  defaultSort: string;
  defaultDir: "asc" | "desc";
  /** One schema per filter: a value it refuses is left out. */
  filters: { [K in keyof F]: z.ZodType<F[K]> };
};

export const LIST_PAGE_SIZE = 25;
/** Search text longer than this is cut: nobody types more into a staff search box. */
export const LIST_SEARCH_MAX = 200;
/** No list pages further than this (25 × 2,000 = 50,000 rows; the CSV has them all). */
const MAX_PAGE = 2000;

export function readListQuery<F extends Record<string, unknown>>(
  params: URLSearchParams,
  spec: ListSpec<F>,
): ListQuery<F> {
  const sort = params.get("sort") ?? "";
  const dir = params.get("dir");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const filters: Partial<F> = {};
  for (const key of Object.keys(spec.filters) as Array<keyof F & string>) {
    const raw = params.get(key);
    if (raw === null || raw === "") continue;
    const parsed = spec.filters[key].safeParse(raw.slice(0, LIST_SEARCH_MAX));
    if (parsed.success) filters[key] = parsed.data;
  }
  return {
    q: (params.get("q") ?? "").trim().slice(0, LIST_SEARCH_MAX),
    sort: spec.sorts.includes(sort) ? sort : spec.defaultSort,
    dir: dir === "asc" || dir === "desc" ? dir : spec.defaultDir,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    filters,
  };
}

/** The query string of a list with some values changed; a new search, filter or sort starts at page 1. */
export function listSearch<F extends Record<string, unknown>>(
  query: ListQuery<F>,
  changes: Partial<{ q: string; sort: string; dir: "asc" | "desc"; page: number }> & {
    filters?: Partial<Record<keyof F, unknown>>;
  } = {},
): string {
  const next = new URLSearchParams();
  const q = changes.q ?? query.q;
  if (q) next.set("q", q);
  for (const [key, value] of Object.entries({ ...query.filters, ...changes.filters })) {
    if (value !== undefined && value !== null && value !== "") next.set(key, String(value));
  }
  const sort = changes.sort ?? query.sort;
  next.set("sort", sort);
  next.set("dir", changes.dir ?? query.dir);
  const resets = changes.q !== undefined || changes.filters !== undefined || changes.sort !== undefined;
  const page = changes.page ?? (resets ? 1 : query.page);
  if (page > 1) next.set("page", String(page));
  return `?${next.toString()}`;
}

/** The direction a column's header link asks for: the other one when it is the current sort. */
export function nextDirection(
  query: ListQuery<Record<string, unknown>>,
  column: string,
  first: "asc" | "desc" = "asc",
) {
  if (query.sort !== column) return first;
  return query.dir === "asc" ? "desc" : "asc";
}

export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The `offset` of a page, for SQL. */
export function pageOffset(page: number, size = LIST_PAGE_SIZE): number {
  return (page - 1) * size;
}
