import type { Language } from "#app/i18n/config";
/** A blog post as the cards of the blog, the home page and related posts show it. */
export type PostCardData = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  /** The language of the title and excerpt (decision 089). */
  textLang: Language;
  featuredImage: string | null;
  category: string;
  authorName: string;
  readingMinutes: number;
  /** ISO timestamp and the date already formatted in the page language. */
  publishedAt: string;
  publishedLabel: string;
};
