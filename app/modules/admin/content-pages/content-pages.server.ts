import { eq } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { contentPages } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { ContentPageInput } from "#app/domain/admin/content-pages";
import { gapCounts } from "#app/domain/admin/content-translations";
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from "#app/domain/content/pages";
import type { TranslatedLanguage } from "#app/domain/content/translations";
import { recordAudit } from "#app/modules/admin/audit.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";

/**
 * The content pages editor's reads and saves (issue 16, item 1): the five
 * pages of the `content_page_slug` enum, each saved over its version with an
 * audit row. The public pages read the row on every request
 * (modules/content/pages.server.ts), so a save shows at once. A page the
 * database has no row for (a site started without the demo content) is
 * written by its first save; none is ever deleted.
 */

export type ContentPageRow = typeof contentPages.$inferSelect;

export type ContentPageListRow = {
  slug: ContentPageSlug;
  /** Null: not written yet (the public page answers 404 until it is). */
  page: { title: string; updatedAt: Date; gaps: Record<TranslatedLanguage, number> } | null;
};

/** The five pages in the enum's order, each with its row when there is one. */
export async function listContentPages(): Promise<ContentPageListRow[]> {
  const rows = await db().select().from(contentPages);
  return CONTENT_PAGE_SLUGS.map((slug) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    return {
      slug,
      page: row
        ? {
            title: row.title,
            updatedAt: row.updatedAt,
            gaps: gapCounts("contentPages", row, row.translations),
          }
        : null,
    };
  });
}

export async function findContentPage(slug: ContentPageSlug): Promise<ContentPageRow | undefined> {
  const [row] = await db().select().from(contentPages).where(eq(contentPages.slug, slug));
  return row;
}

function snapshot(row: ContentPageRow) {
  return {
    slug: row.slug,
    title: row.title,
    metaDescription: row.metaDescription,
    body: row.body,
    translations: row.translations,
  };
}

/**
 * Saves a page over the version its form was loaded with (409 when someone
 * saved first). `version` null: the form was opened while the page had no
 * row, and the save writes it; if someone wrote it meanwhile, that is a
 * conflict too. Library pictures in the Markdown must be usable (alt text).
 */
export async function saveContentPage(
  slug: ContentPageSlug,
  version: number | null,
  input: ContentPageInput,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const images = await requireUsableImages(
      [input.body, ...Object.values(input.translations).map((fields) => String(fields?.body ?? ""))],
      tx,
    );
    if (!images.ok) return images;
    const changes = {
      title: input.title,
      metaDescription: input.metaDescription,
      body: input.body,
      translations: input.translations,
    };
    const [current] = await tx
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(eq(contentPages.slug, slug))
      .for("update");
    if (version === null) {
      if (current) return staleVersion();
      const [row] = await tx
        .insert(contentPages)
        .values({ slug, ...changes })
        .onConflictDoNothing({ target: contentPages.slug })
        .returning();
      if (!row) return staleVersion();
      await recordAudit(tx, {
        actorUserId,
        action: "content_page.create",
        entityType: "content_page",
        entityId: row.id,
        after: snapshot(row),
      });
      return { ok: true };
    }
    if (!current) return fail(404, "admin:form.notFound");
    const saved = await saveVersioned(tx, {
      table: contentPages,
      id: current.id,
      version,
      changes,
      audit: { actorUserId, action: "content_page.update", entityType: "content_page", snapshot },
    });
    return saved.ok ? { ok: true } : saved;
  });
}
