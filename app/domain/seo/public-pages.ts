import type { ContentPageSlug } from "../content/pages";

/**
 * Every public page that is not a content item, once: the HTML sitemap and
 * /sitemap.xml both list these. Search, comparison, sign-in,
 * booking, account, wishlist and admin pages are left out on purpose (private,
 * per visitor, or not built yet); add a page here when it goes live.
 */
export type PublicPageGroup = "explore" | "company" | "help";

export type PublicPage = {
  path: string;
  /** Key in the `pages` namespace, under `sitemap.pages`. */
  labelKey: string;
  group: PublicPageGroup;
  /** A page whose text is a content_pages row: its updated_at is the page's last change. */
  contentSlug?: ContentPageSlug;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", labelKey: "home", group: "explore" },
  { path: "/tours", labelKey: "tours", group: "explore" },
  { path: "/tour-availability", labelKey: "availability", group: "explore" },
  { path: "/destinations", labelKey: "destinations", group: "explore" },
  { path: "/kilimanjaro", labelKey: "kilimanjaro", group: "explore" },
  { path: "/experiences", labelKey: "experiences", group: "explore" },
  { path: "/accommodations", labelKey: "accommodations", group: "explore" },
  { path: "/deals", labelKey: "deals", group: "explore" },
  { path: "/blog", labelKey: "blog", group: "explore" },
  { path: "/about", labelKey: "about", group: "company", contentSlug: "story" },
  { path: "/about/team", labelKey: "team", group: "company" },
  { path: "/reviews", labelKey: "reviews", group: "company" },
  { path: "/testimonials", labelKey: "testimonials", group: "company" },
  { path: "/conservation", labelKey: "conservation", group: "company", contentSlug: "conservation" },
  { path: "/contact", labelKey: "contact", group: "help" },
  { path: "/faqs", labelKey: "faqs", group: "help" },
  { path: "/insurance", labelKey: "insurance", group: "help", contentSlug: "insurance" },
  { path: "/terms", labelKey: "terms", group: "help", contentSlug: "terms" },
  { path: "/privacy", labelKey: "privacy", group: "help", contentSlug: "privacy" },
  { path: "/sitemap", labelKey: "sitemap", group: "help" },
];

export const PUBLIC_PAGE_GROUPS: readonly PublicPageGroup[] = ["explore", "company", "help"];
