import { z } from "zod";
import { cleanMarkdown } from "#app/domain/content/clean-markdown";
import { readSlug } from "#app/domain/content/slugs";
import type { Translations } from "#app/domain/content/translations";
import { parseSceneUrl, sceneUrl } from "#app/domain/media/images";
import { libraryImageUrl, parseLibraryImageUrl } from "#app/domain/media/upload";
import { BLOG_LIMITS, type BlogFormValues } from "./blog-fields";
import { type FormReader, readTranslations, translationsForForm } from "./content-translations";
import { officeLocalToUtc, utcToOfficeLocal } from "./office-datetime";
import { isPhotoPick, pickedPhotoUrl } from "./single-photo";

/**
 * The blog editor's form (issue 16, item 1): what was typed
 * (`readBlogValues`) and what is saved (`validateBlogPost`), with a message
 * key beside each refused field (`admin-content:errors.*`). The content is
 * Markdown, cleaned on save (clean-markdown.ts); the publish time is typed in
 * East Africa Time and stored as a UTC instant (office-datetime.ts).
 */

const msg = (key: string) => `admin-content:errors.${key}`;

export type BlogPostInput = {
  title: string;
  /** Null: make one from the title (or keep the one it has). */
  slug: string | null;
  category: string;
  tags: string[];
  excerpt: string | null;
  content: string;
  featuredImage: string | null;
  authorName: string;
  /** Null: set when the post is published. */
  publishedAt: Date | null;
  translations: Translations;
};

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The whole form as typed, each field cut to (twice) its length: what the page shows again after a refusal. */
export function readBlogValues(read: FormReader): BlogFormValues {
  return {
    title: text(read, "title", BLOG_LIMITS.title * 2),
    slug: text(read, "slug", 400),
    category: text(read, "category", BLOG_LIMITS.category * 2),
    tags: text(read, "tags", (BLOG_LIMITS.tag + 2) * BLOG_LIMITS.tags * 2),
    excerpt: text(read, "excerpt", BLOG_LIMITS.excerpt * 2),
    content: text(read, "content", BLOG_LIMITS.content + 1),
    featuredImage: text(read, "featuredImage", BLOG_LIMITS.imageUrl * 2),
    authorName: text(read, "authorName", BLOG_LIMITS.authorName * 2),
    publishedAt: text(read, "publishedAt", 40),
    translations: translationsForForm(readTranslations(read, "blogPosts")),
  };
}

/** Tags typed separated by commas or lines: trimmed, empty and repeated ones (any case) dropped. */
export function readTags(value: string): { ok: true; tags: string[] } | { ok: false; error: string } {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of value.split(/[,\n\r]+/)) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag === "" || seen.has(tag.toLowerCase())) continue;
    if (tag.length > BLOG_LIMITS.tag) return { ok: false, error: msg("tagTooLong") };
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  if (tags.length > BLOG_LIMITS.tags) return { ok: false, error: msg("tooManyTags") };
  return { ok: true, tags };
}

/**
 * The post's main picture: none, a media library picture at its address on
 * this site (as the picker gives it, `/media/library/{key}/{width}.{format}`),
 * or one of the drawn scenes (the demo posts', `/media/scenes/…`). Anything
 * else is refused: an outside address, another path of this site, a library
 * address written any other way. Whether the library picture exists and has
 * its English alt text is the save's to check (requireUsableImages).
 */
export function readFeaturedImage(value: string): { ok: true; url: string | null } | { ok: false } {
  const url = value.trim();
  if (url === "") return { ok: true, url: null };
  if (url.length > BLOG_LIMITS.imageUrl) return { ok: false };
  const scene = parseSceneUrl(url);
  if (scene && sceneUrl(scene.scene, scene.variant) === url) return { ok: true, url };
  const library = parseLibraryImageUrl(url);
  if (library && libraryImageUrl(library.key, library.width, library.format) === url) {
    return { ok: true, url };
  }
  return { ok: false };
}

/** The Markdown as stored: line ends made \n, trimmed, capped, cleaned. */
export function blogMarkdown(value: string): string {
  return cleanMarkdown(value.replace(/\r\n?/g, "\n").trim().slice(0, BLOG_LIMITS.content));
}

const required = (max: number, key: string) =>
  z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length > 0, { message: msg(key) })
    .refine((value) => value.length <= max, { message: msg("tooLong") });

const scalarSchema = z.object({
  title: required(BLOG_LIMITS.title, "titleRequired"),
  category: required(BLOG_LIMITS.category, "blogCategoryRequired"),
  authorName: required(BLOG_LIMITS.authorName, "authorRequired"),
  excerpt: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length <= BLOG_LIMITS.excerpt, { message: msg("tooLong") })
    .transform((value) => (value === "" ? null : value)),
});

/**
 * What is saved from the typed form, or the message of each refused field.
 * The translations come from the form as read (`read`), cleaned and capped
 * by content-translations.ts (the content Markdown cleaned too).
 */
export function validateBlogPost(
  values: BlogFormValues,
  read: FormReader,
): { ok: true; input: BlogPostInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const scalars = scalarSchema.safeParse(values);
  if (!scalars.success) {
    for (const issue of scalars.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  const slug = readSlug(values.slug);
  if (!slug.ok) errors.slug = msg(slug.error === "tooLong" ? "slugTooLong" : "slugInvalid");
  const tags = readTags(values.tags);
  if (!tags.ok) errors.tags = tags.error;
  const image = readFeaturedImage(values.featuredImage);
  if (!image.ok) errors.featuredImage = msg("featuredImage");
  if (values.content.length > BLOG_LIMITS.content) errors.content = msg("tooLong");
  const content = blogMarkdown(values.content);
  if (content === "" && !errors.content) errors.content = msg("contentRequired");
  let publishedAt: Date | null = null;
  if (values.publishedAt.trim() !== "") {
    publishedAt = officeLocalToUtc(values.publishedAt);
    if (!publishedAt) errors.publishedAt = msg("publishedAt");
  }
  if (!scalars.success || !slug.ok || !tags.ok || !image.ok || Object.keys(errors).length > 0) {
    return { ok: false, fieldErrors: errors };
  }
  return {
    ok: true,
    input: {
      ...scalars.data,
      slug: slug.slug,
      tags: tags.tags,
      content,
      featuredImage: image.url,
      publishedAt,
      translations: readTranslations(read, "blogPosts"),
    },
  };
}

/**
 * The posted form (the Preview button aside, which the server renders): the
 * media library picker's choice (`intent=addImage`: the form comes back with
 * it as the main picture, nothing saved), or the input to save, or the
 * refused fields. What was typed comes back in every case.
 */
export function readBlogPostForm(read: FormReader) {
  const values = readBlogValues(read);
  if (isPhotoPick(read("intent"))) {
    const picked = pickedPhotoUrl(read("pickImage"));
    return { kind: "picked" as const, values: picked ? { ...values, featuredImage: picked } : values };
  }
  const parsed = validateBlogPost(values, read);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}

/** A saved post as the form shows it (tags one line, the time in East Africa Time). */
export function blogFormValues(post: {
  title: string;
  slug: string;
  category: string;
  tags: string[];
  excerpt: string | null;
  content: string;
  featuredImage: string | null;
  authorName: string;
  publishedAt: Date | null;
  translations: Translations;
}): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    tags: post.tags.join(", "),
    excerpt: post.excerpt ?? "",
    content: post.content,
    featuredImage: post.featuredImage ?? "",
    authorName: post.authorName,
    publishedAt: post.publishedAt ? utcToOfficeLocal(post.publishedAt) : "",
    translations: translationsForForm(post.translations),
  };
}
