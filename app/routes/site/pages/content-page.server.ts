import type { ContentPageSlug } from "#app/domain/content/pages";
import { localizeEntity } from "#app/domain/content/translations";
import { formatLongDate } from "#app/domain/dates";
import { sceneUrl } from "#app/domain/media/images";
import type { Language } from "#app/i18n/config";
import { messagesFor } from "#app/i18n/resources.server";
import { markdownToText, renderMarkdown } from "#app/modules/content/markdown.server";
import { getContentPage } from "#app/modules/content/pages.server";
import { notFound } from "#app/modules/http/responses.server";

/** The picture at the top of a content page; the legal pages have none. */
const PAGE_IMAGES: Partial<Record<ContentPageSlug, string>> = {
  story: sceneUrl("acacia-sunset", 3),
  insurance: sceneUrl("mountain-forest", 4),
  conservation: sceneUrl("elephants", 5),
};

export type ContentPageData = {
  slug: ContentPageSlug;
  title: string;
  /** The language of the title, lead and text: the page's, or English with a note (decision 089). */
  textLang: Language;
  inEnglish: boolean;
  lead: string | null;
  html: string;
  image: string | null;
  updatedAt: string;
  updatedLabel: string;
};

/** A content page rendered for the visitor: sanitised HTML from its Markdown, the date of its last change. */
export async function loadContentPageData(slug: ContentPageSlug, language: Language) {
  const stored = await getContentPage(slug);
  if (!stored) return null;
  const text = localizeEntity("contentPages", stored, stored.translations, language);
  const page = text.value;
  const data: ContentPageData = {
    slug,
    title: page.title,
    textLang: text.lang,
    inEnglish: text.fellBack,
    lead: page.metaDescription,
    html: renderMarkdown(page.body),
    image: PAGE_IMAGES[slug] ?? null,
    updatedAt: page.updatedAt.toISOString(),
    updatedLabel: formatLongDate(page.updatedAt, language),
  };
  return { data, description: page.metaDescription ?? markdownToText(page.body).slice(0, 160) };
}

/** The loader of /insurance, /conservation, /terms and /privacy: a page that is not written is a 404. */
export async function loadContentPage(slug: ContentPageSlug, language: Language) {
  const loaded = await loadContentPageData(slug, language);
  if (!loaded) notFound();
  return {
    page: loaded.data,
    messages: messagesFor(language, ["pages"]),
    seo: { title: loaded.data.title, description: loaded.description, image: loaded.data.image ?? undefined },
  };
}
