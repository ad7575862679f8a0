import { redirect } from "react-router";
import { isSlug, type NestedRow, resolveNested } from "#app/domain/catalogue/nesting";
import { notFound } from "#app/modules/http/responses.server";

type Parent = NonNullable<NestedRow["parent"]> & { id: number };

/**
 * The start of a nested page's loader (a destination, an experience): the row
 * the URL names, with its parent, when the public may see it there. Ends with
 * a 404 when it may not, and with a 301 to the nested URL when a child is
 * asked for on its own (the query string kept).
 */
export async function findNestedPage<Row extends { isActive: boolean; parent: Parent | null }>(
  asked: { slug: string | undefined; parentSlug: string | null; request: Request },
  find: (slug: string) => Promise<Row | null>,
  pathOf: (page: { slug: string; parentSlug: string }) => string,
): Promise<{ row: Row; parent: NonNullable<Row["parent"]> | null }> {
  const { slug, parentSlug } = asked;
  if (!isSlug(slug) || (parentSlug !== null && !isSlug(parentSlug))) notFound();
  const row = await find(slug);
  const parent = row?.parent?.id != null ? row.parent : null;
  const resolution = resolveNested(row && { isActive: row.isActive, parent }, parentSlug);
  if (!row || resolution.kind === "missing") notFound();
  if (resolution.kind === "redirect") {
    const { search } = new URL(asked.request.url);
    throw redirect(`${pathOf({ slug, parentSlug: resolution.parentSlug })}${search}`, 301);
  }
  return { row, parent };
}
