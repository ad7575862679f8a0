import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from "#app/domain/content/pages";
import { PUBLIC_PAGES } from "#app/domain/seo/public-pages";
import { TRANSLATION_LIMITS } from "./content-translations";
import type { TranslationFormValues } from "./tours-fields";

/**
 * The content pages editor's limits and form shape (issue 16, item 1),
 * without the validation (content-pages.ts), so that zod stays out of the
 * page's JavaScript (decision 045). The five pages are fixed by the database
 * enum (Our story, insurance, conservation, terms, privacy): staff edit
 * them, never add or delete one.
 */

export const CONTENT_PAGE_LIMITS = {
  title: 200,
  /** The search result's summary and the page's lead: a sentence or two. */
  metaDescription: 300,
  body: TRANSLATION_LIMITS.markdown,
} as const;

export type ContentPageFormValues = {
  title: string;
  metaDescription: string;
  body: string;
  translations: TranslationFormValues;
};

export const EMPTY_CONTENT_PAGE: ContentPageFormValues = {
  title: "",
  metaDescription: "",
  body: "",
  translations: {},
};

export function isContentPageSlug(value: unknown): value is ContentPageSlug {
  return typeof value === "string" && (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}

/** Where the site shows a page (Our story is /about), from the public pages' own list. */
export function contentPagePath(slug: ContentPageSlug): string {
  return PUBLIC_PAGES.find((page) => page.contentSlug === slug)?.path ?? `/${slug}`;
}

/** The page's name in the `pages` namespace (`sitemap.pages.<key>`), as the site's sitemap names it. */
export function contentPageLabelKey(slug: ContentPageSlug): string {
  return PUBLIC_PAGES.find((page) => page.contentSlug === slug)?.labelKey ?? slug;
}
