/**
 * Destinations and experiences nest two levels: a child lives at
 * /{section}/{parentSlug}/{childSlug}. What a request for a slug should get:
 * the page, a permanent redirect to the nested URL (a child asked for on its
 * own), or a 404 (unknown, hidden, hidden parent, or under the wrong parent).
 */
export type NestedRow = {
  isActive: boolean;
  parent: { slug: string; isActive: boolean } | null;
};

export type NestedResolution =
  | { kind: "show" }
  | { kind: "redirect"; parentSlug: string }
  | { kind: "missing" };

/** Whether the public cannot see a row: it, or its parent, is inactive. */
export function isHiddenNested(row: NestedRow): boolean {
  return !row.isActive || (row.parent !== null && !row.parent.isActive);
}

/**
 * `showHidden`: staff previewing (`?preview=1`) see an inactive row, or one
 * under an inactive parent, where the public gets a 404; the address rules
 * are the same.
 */
export function resolveNested(
  row: NestedRow | null,
  requestedParentSlug: string | null,
  { showHidden = false }: { showHidden?: boolean } = {},
): NestedResolution {
  if (!row || (isHiddenNested(row) && !showHidden)) return { kind: "missing" };
  if (requestedParentSlug === null) {
    return row.parent ? { kind: "redirect", parentSlug: row.parent.slug } : { kind: "show" };
  }
  return row.parent?.slug === requestedParentSlug ? { kind: "show" } : { kind: "missing" };
}

/** A slug as the routes accept it; anything else cannot exist, so no query is made. */
export function isSlug(value: string | undefined): value is string {
  return typeof value === "string" && value.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}
