import { slugify } from "#app/domain/paths";

/** Posts per page of the blog list. */
export const POSTS_PER_PAGE = 6;

/**
 * The page number from `?page=`: a positive whole number, else page 1.
 * Anything odd (negative, text, huge) is page 1, never an error.
 */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return Math.max(n, 1);
}

export function pageCount(total: number, perPage: number = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/**
 * The page links to show: the first, the last, and the current page with one
 * neighbour each side; gaps become "gap".
 */
export function pageWindow(current: number, total: number): Array<number | "gap"> {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const page of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && page - previous === 2) out.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) out.push("gap");
    out.push(page);
  }
  return out;
}

/** The category slug in `?category=`, matched against the categories that exist. */
export function matchCategory(raw: string | null | undefined, categories: readonly string[]): string | null {
  if (!raw) return null;
  const wanted = raw.trim().toLowerCase();
  return categories.find((category) => slugify(category) === wanted) ?? null;
}

/** The list URL for a category and page; page 1 and "all" leave their parameter out. */
export function blogListHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", slugify(category));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
