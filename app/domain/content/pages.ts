/** The operator's written pages, one row each (the database enum `content_page_slug` is built from this list). */
export const CONTENT_PAGE_SLUGS = ["story", "insurance", "conservation", "terms", "privacy"] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
