import { and, asc, count, desc, eq, isNotNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/index";
import type { PostCardData } from "#app/domain/content/blog";
import { POSTS_PER_PAGE } from "#app/domain/content/pagination";
import { localize, type Translations } from "#app/domain/content/translations";
import { formatLongDate } from "#app/domain/dates";
import type { Language } from "#app/i18n/config";
import { readingTimeMinutes } from "#app/modules/content/markdown.server";
import { translatedFields } from "#app/modules/content/translated-columns.server";

/** What the public may read: published, with a publication time that has come. */
function published(now: Date): SQL {
  return and(
    eq(blogPosts.isPublished, true),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
  ) as SQL;
}

export type BlogPostCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  category: string;
  authorName: string;
  publishedAt: Date;
  readingMinutes: number;
  /** The card's title and excerpt in the other languages (decision 089). */
  cardTranslations: Translations | null;
};

const CARD_TEXT_FIELDS = ["title", "excerpt"] as const;

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  category: blogPosts.category,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  tags: blogPosts.tags,
  content: blogPosts.content,
  cardTranslations: translatedFields(blogPosts.translations, CARD_TEXT_FIELDS),
};

type CardRow = Omit<BlogPostCard, "publishedAt" | "readingMinutes"> & {
  publishedAt: Date | null;
  tags: string[];
  content: string;
};

// The body is read only to time it; it does not travel to the page.
function toCard({ content, tags: _tags, publishedAt, ...row }: CardRow): BlogPostCard {
  return { ...row, publishedAt: publishedAt ?? new Date(0), readingMinutes: readingTimeMinutes(content) };
}

/** Categories that have published posts, with how many, alphabetically. */
export function listBlogCategories(now = new Date()): Promise<Array<{ category: string; posts: number }>> {
  return db()
    .select({ category: blogPosts.category, posts: count() })
    .from(blogPosts)
    .where(published(now))
    .groupBy(blogPosts.category)
    .orderBy(asc(blogPosts.category));
}

/** One page of published posts, newest first, optionally in one category. */
export async function listPublishedPosts(options: {
  category: string | null;
  page: number;
  perPage?: number;
  now?: Date;
}): Promise<{ posts: BlogPostCard[]; total: number }> {
  const perPage = options.perPage ?? POSTS_PER_PAGE;
  const where = and(
    published(options.now ?? new Date()),
    options.category ? eq(blogPosts.category, options.category) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db()
      .select(cardColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(perPage)
      .offset((options.page - 1) * perPage),
    db().select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts: rows.map(toCard), total: totals?.total ?? 0 };
}

/** A published post by slug, or null (drafts and future posts look like unknown ones). */
export async function getPublishedPost(slug: string, now = new Date()) {
  const [post] = await db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      featuredImage: blogPosts.featuredImage,
      category: blogPosts.category,
      tags: blogPosts.tags,
      authorName: blogPosts.authorName,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      translations: blogPosts.translations,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published(now)))
    .limit(1);
  if (!post?.publishedAt) return null;
  return { ...post, publishedAt: post.publishedAt };
}

/**
 * Posts related to `post`: same category or a shared tag, ranked by how much
 * they share (the category counts as two tags), then newest first.
 */
export async function listRelatedPosts(
  post: { id: number; category: string; tags: string[] },
  limit = 3,
  now = new Date(),
): Promise<BlogPostCard[]> {
  const tags = post.tags.filter(Boolean);
  const sharesTag =
    tags.length > 0
      ? sql`${blogPosts.tags} ?| array[${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[]`
      : undefined;
  const rows = await db()
    .select(cardColumns)
    .from(blogPosts)
    .where(
      and(published(now), ne(blogPosts.id, post.id), or(eq(blogPosts.category, post.category), sharesTag)),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(50);
  const wanted = new Set(tags.map((t) => t.toLowerCase()));
  const score = (row: CardRow) =>
    (row.category === post.category ? 2 : 0) + row.tags.filter((t) => wanted.has(t.toLowerCase())).length;
  return rows
    .map((row, order) => ({ row, order, score: score(row) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ row }) => toCard(row));
}

/** A card as the page needs it: dates as ISO text and in the page language, formatted here once. */
export function toPostCardData(post: BlogPostCard, language: Language): PostCardData {
  const text = localize(
    { title: post.title, excerpt: post.excerpt },
    post.cardTranslations,
    CARD_TEXT_FIELDS,
    language,
  );
  return {
    id: post.id,
    slug: post.slug,
    title: text.value.title,
    excerpt: text.value.excerpt,
    textLang: text.lang,
    featuredImage: post.featuredImage,
    category: post.category,
    authorName: post.authorName,
    readingMinutes: post.readingMinutes,
    publishedAt: post.publishedAt.toISOString(),
    publishedLabel: formatLongDate(post.publishedAt, language),
  };
}
