import { redirect } from "react-router";
import { isHiddenNested, isSlug, type NestedRow, resolveNested } from "#app/domain/catalogue/nesting";
import { renderMarkdown } from "#app/modules/content/markdown.server";
import { notFound } from "#app/modules/http/responses.server";

type Parent = NonNullable<NestedRow["parent"]> & { id: number };
/** The address of a nested page: `destinationPath`, `experiencePath`. */
type PathOf = (page: { slug: string; parentSlug?: string | null }) => string;

/**
 * The start of a nested page's loader (a destination, an experience): the row
 * the URL names, with its parent, when the public may see it there. Ends with
 * a 404 when it may not, and with a 301 to the nested URL when a child is
 * asked for on its own (the query string kept). A hidden row (it or its
 * parent inactive) is shown to staff previewing it, with `preview` set.
 */
export async function findNestedPage<Row extends { isActive: boolean; parent: Parent | null }>(
  asked: {
    slug: string | undefined;
    parentSlug: string | null;
    request: Request;
    staffPreview: () => Promise<boolean>;
  },
  find: (slug: string) => Promise<Row | null>,
  pathOf: PathOf,
): Promise<{ row: Row; parent: NonNullable<Row["parent"]> | null; preview: boolean }> {
  const { slug, parentSlug } = asked;
  if (!isSlug(slug) || (parentSlug !== null && !isSlug(parentSlug))) notFound();
  const row = await find(slug);
  const parent = row?.parent?.id != null ? row.parent : null;
  const nested = row && { isActive: row.isActive, parent };
  const preview = nested !== null && isHiddenNested(nested);
  const showHidden = preview && (await asked.staffPreview());
  const resolution = resolveNested(nested, parentSlug, { showHidden });
  if (!row || resolution.kind === "missing") notFound();
  if (resolution.kind === "redirect") {
    const { search } = new URL(asked.request.url);
    throw redirect(`${pathOf({ slug, parentSlug: resolution.parentSlug })}${search}`, 301);
  }
  return { row, parent, preview };
}

/**
 * What every nested page shows of its row, beside its own fields: its id and
 * slug, its address under its parent, its summary, its description as HTML
 * and its highlights.
 */
export function nestedPageView(
  row: {
    id: number;
    slug: string;
    shortDescription: string | null;
    description: string | null;
    highlights: string[] | null;
  },
  parent: { slug: string } | null,
  pathOf: PathOf,
) {
  return {
    id: row.id,
    slug: row.slug,
    path: pathOf({ slug: row.slug, parentSlug: parent?.slug }),
    shortDescription: row.shortDescription,
    descriptionHtml: renderMarkdown(row.description ?? ""),
    highlights: row.highlights ?? [],
  };
}
