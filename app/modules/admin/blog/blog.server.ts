import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { BlogPostInput } from "#app/domain/admin/blog";
import type { BlogState } from "#app/domain/admin/blog-fields";
import { missingByLanguage } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { slugify } from "#app/domain/content/slugs";
import type { TranslatedLanguage } from "#app/domain/content/translations";
import { blogPostPath } from "#app/domain/paths";
import { recordAudit } from "#app/modules/admin/audit.server";
import { redirectOldSlug } from "#app/modules/admin/content/redirects.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import { isUniqueViolation, resolveSlug, slugTakenFailure } from "#app/modules/admin/content/slugs.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";

/**
 * The blog editor's reads and saves (issue 16, item 1), on the content
 * editors' kit (decision 091): every save over the version the form was
 * loaded with, with an audit row; a post visitors could read whose slug
 * changes leaves a 301 behind. A post shows on the site once it is published
 * and its publication time has come (blog.server.ts `published(now)`), so a
 * time in the future schedules it. The main picture comes from the media
 * library (domain/admin/blog.ts `readFeaturedImage`) and must be usable there.
 */

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogFilters = { category: string; state: BlogState };

const SORTS = {
  title: blogPosts.title,
  category: blogPosts.category,
  published: blogPosts.publishedAt,
  updated: blogPosts.updatedAt,
} as const;

function stateCondition(state: BlogState, now: Date): SQL {
  if (state === "draft") return eq(blogPosts.isPublished, false);
  if (state === "scheduled")
    return and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, now)) as SQL;
  return and(
    eq(blogPosts.isPublished, true),
    or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)),
  ) as SQL;
}

function listConditions(query: ListQuery<BlogFilters>, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    conditions.push(
      sql`(${contains(blogPosts.title, query.q)} or ${contains(blogPosts.slug, query.q)} or ${contains(blogPosts.authorName, query.q)})`,
    );
  }
  if (query.filters.category) conditions.push(eq(blogPosts.category, query.filters.category));
  if (query.filters.state) conditions.push(stateCondition(query.filters.state, now));
  return conditions.length ? and(...conditions) : undefined;
}

export function blogTranslationGaps(post: BlogPostRow): Record<TranslatedLanguage, number> {
  const missing = missingByLanguage("blogPosts", post, post.translations);
  return Object.fromEntries(
    Object.entries(missing).map(([language, fields]) => [language, fields.length]),
  ) as Record<TranslatedLanguage, number>;
}

/** One page of posts for the list, with each one's missing translations counted. */
export async function listBlogPosts(query: ListQuery<BlogFilters>, now = new Date()) {
  const where = listConditions(query, now);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? blogPosts.updatedAt;
  const order = query.dir === "asc" ? asc(column) : sql`${column} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(order, desc(blogPosts.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(blogPosts).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({ ...row, gaps: blogTranslationGaps(row) })),
  };
}

/** Every category posts use, for the list's filter and the form's suggestions. */
export async function blogCategories(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .orderBy(asc(blogPosts.category));
  return rows.map((row) => row.category);
}

export async function findBlogPost(id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** What the audit log keeps of a post. */
function snapshot(row: BlogPostRow) {
  return {
    title: row.title,
    slug: row.slug,
    category: row.category,
    tags: row.tags,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.featuredImage,
    authorName: row.authorName,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    translations: row.translations,
  };
}

function columns(input: BlogPostInput) {
  return {
    title: input.title,
    category: input.category,
    tags: input.tags,
    excerpt: input.excerpt,
    content: input.content,
    featuredImage: input.featuredImage,
    authorName: input.authorName,
    publishedAt: input.publishedAt,
    translations: input.translations,
  };
}

/** Visitors could read it at `now`: published, and its time has come. */
export function isPublic(post: Pick<BlogPostRow, "isPublished" | "publishedAt">, now = new Date()): boolean {
  return post.isPublished && post.publishedAt !== null && post.publishedAt.getTime() <= now.getTime();
}

const SLUG_CONSTRAINT = "blog_posts_slug_unique";

/**
 * Every library picture a post names must exist with its English alt text
 * (decision 090): the main picture refused beside its field, one written
 * into the text (excerpt, Markdown, translations) above the form. Inside the
 * saving transaction, so the pictures cannot be deleted under the save.
 */
async function checkPictures(tx: Executor, input: BlogPostInput): Promise<ActionResult> {
  const featured = await requireUsableImages([input.featuredImage], tx);
  if (!featured.ok) return { ...featured, field: "featuredImage" };
  return requireUsableImages([input.excerpt, input.content, JSON.stringify(input.translations)], tx);
}

/** Creates a post as a draft (staff publish it when it is ready), with an audit row. */
export async function createBlogPost(
  input: BlogPostInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
      const pictures = await checkPictures(tx, input);
      if (!pictures.ok) return pictures;
      const slug = await resolveSlug(tx, blogPosts, {
        typed: input.slug,
        generated: slugify(input.title, "post"),
      });
      if (!slug.ok) return slug;
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columns(input), slug: slug.slug, isPublished: false })
        .returning();
      if (!row) throw new Error("blog post insert returned nothing");
      await recordAudit(tx, {
        actorUserId,
        action: "blog.create",
        entityType: "blog_post",
        entityId: row.id,
        after: snapshot(row),
      });
      return { ok: true, id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT))
      return slugTakenFailure(input.slug ?? slugify(input.title));
    throw error;
  }
}

/**
 * Saves the whole form over `version`: 409 when someone saved first, the slug
 * refused beside its field when another post has it, and a 301 from the old
 * address when a post visitors could read changed its slug.
 */
export async function updateBlogPost(
  id: number,
  version: number,
  input: BlogPostInput,
  actorUserId: string,
  now = new Date(),
): Promise<ActionResult<{ redirected: boolean }>> {
  try {
    return await contentTransaction(async (tx, after): Promise<ActionResult<{ redirected: boolean }>> => {
      const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      const pictures = await checkPictures(tx, input);
      if (!pictures.ok) return pictures;
      const slug = await resolveSlug(tx, blogPosts, {
        typed: input.slug,
        // Left empty: keep the slug it has rather than make a new address.
        generated: current.slug,
        exceptId: id,
      });
      if (!slug.ok) return slug;
      const saved = await saveVersioned(tx, {
        table: blogPosts,
        id,
        version,
        changes: { ...columns(input), slug: slug.slug },
        audit: { actorUserId, action: "blog.update", entityType: "blog_post", snapshot },
      });
      if (!saved.ok) return saved;
      let redirected = false;
      if (isPublic(saved.before, now) && saved.before.slug !== saved.after.slug) {
        const moved = await redirectOldSlug(
          tx,
          blogPostPath(saved.before),
          blogPostPath(saved.after),
          actorUserId,
        );
        if (moved.changed) after.reloadRedirects();
        redirected = moved.changed;
      }
      return { ok: true, redirected };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return slugTakenFailure(input.slug ?? "");
    throw error;
  }
}

/**
 * Publishes (a post without a publication time gets `now`; one with a time
 * to come is scheduled) or unpublishes, over `version`, with its audit row.
 */
export async function setBlogPostPublished(
  id: number,
  version: number,
  publish: boolean,
  actorUserId: string,
  now = new Date(),
): Promise<ActionResult<{ scheduled: boolean }>> {
  return contentTransaction(async (tx): Promise<ActionResult<{ scheduled: boolean }>> => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!current) return fail(404, "admin:form.notFound");
    const saved = await saveVersioned(tx, {
      table: blogPosts,
      id,
      version,
      changes: publish
        ? { isPublished: true, publishedAt: current.publishedAt ?? now }
        : { isPublished: false },
      audit: {
        actorUserId,
        action: publish ? "blog.publish" : "blog.unpublish",
        entityType: "blog_post",
        snapshot: (row) => ({
          isPublished: row.isPublished,
          publishedAt: row.publishedAt?.toISOString() ?? null,
        }),
      },
    });
    if (!saved.ok) return saved;
    const at = saved.after.publishedAt;
    return { ok: true, scheduled: publish && at !== null && at.getTime() > now.getTime() };
  });
}

/** Deletes a post over `version` (staff content: nothing a customer made points at it), audited. */
export async function deleteBlogPost(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!current) return fail(404, "admin:form.notFound");
    if (current.version !== version) return staleVersion();
    await tx.delete(blogPosts).where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)));
    await recordAudit(tx, {
      actorUserId,
      action: "blog.delete",
      entityType: "blog_post",
      entityId: id,
      before: snapshot(current),
      after: null,
    });
    return { ok: true };
  });
}
