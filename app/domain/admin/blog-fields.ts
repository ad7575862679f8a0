import type { TranslationFormValues } from "./tours-fields";

/**
 * The blog editor's limits and form shape (issue 16, item 1), without the
 * validation (blog.ts): the editor's page imports from here so that zod
 * stays out of its JavaScript (decision 045).
 */

export const BLOG_LIMITS = {
  title: 200,
  category: 80,
  tag: 40,
  tags: 20,
  excerpt: 2000,
  content: 50_000,
  imageUrl: 2000,
  authorName: 120,
} as const;

/** Where a post stands: not published, published with a time still to come, or on the site. */
export const BLOG_STATES = ["draft", "scheduled", "published"] as const;
export type BlogState = (typeof BLOG_STATES)[number];

export function blogState(post: { isPublished: boolean; publishedAt: Date | null }, now: Date): BlogState {
  if (!post.isPublished) return "draft";
  return post.publishedAt && post.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** The whole blog form as typed, to fill it again after a refusal. */
export type BlogFormValues = {
  title: string;
  slug: string;
  category: string;
  /** Comma- or line-separated. */
  tags: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  authorName: string;
  /** East Africa Time, YYYY-MM-DDTHH:MM (datetime-local); empty: when it is published. */
  publishedAt: string;
  translations: TranslationFormValues;
};

export const EMPTY_BLOG_POST: BlogFormValues = {
  title: "",
  slug: "",
  category: "",
  tags: "",
  excerpt: "",
  content: "",
  featuredImage: "",
  authorName: "",
  publishedAt: "",
  translations: {},
};
