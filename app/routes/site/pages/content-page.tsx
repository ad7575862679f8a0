import type { ReactNode } from "react";
import { Link } from "react-router";
import { InEnglishNote } from "#app/components/content/in-english-note";
import { PageHeader } from "#app/components/layout/page-header";
import { LeadImage } from "#app/components/media/lead-image";
import type { Crumb } from "#app/components/seo/breadcrumbs";
import { useTranslation } from "#app/i18n/react";
import type { ContentPageData } from "./content-page.server";

/** Markdown rendered and sanitised on the server (modules/content/markdown.server). */
export function MarkdownBody({
  html,
  className = "pages-prose",
  lang,
}: {
  html: string;
  className?: string;
  lang?: string;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The body of a content page (insurance, conservation, terms, privacy): the
 * header, an optional picture, the text and a side note pointing to a person.
 */
export function ContentPage({ page, crumbs }: { page: ContentPageData; crumbs?: Crumb[] }) {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader
        title={page.title}
        eyebrow={t(`content.eyebrow.${page.slug}`)}
        lead={page.lead}
        lang={page.textLang}
        crumbs={crumbs ?? [{ label: page.title, to: `/${page.slug}` }]}
      >
        <InEnglishNote show={page.inEnglish} />
        <p className="pages-updated">
          {t("content.updated")} <time dateTime={page.updatedAt}>{page.updatedLabel}</time>
        </p>
      </PageHeader>
      {page.image ? <LeadImage place="banner" src={page.image} /> : null}
      <div className="container pages-layout">
        <MarkdownBody html={page.html} lang={page.textLang} />
        <ContentAside />
      </div>
    </>
  );
}

/** Who to ask: the same note beside every content page. */
export function ContentAside({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <aside className="pages-aside" aria-labelledby="pages-help-title">
      {children}
      <div className="pages-help">
        <h2 id="pages-help-title" className="pages-help__title">
          {t("content.helpTitle")}
        </h2>
        <p>{t("content.helpText")}</p>
        <div className="pages-help__actions">
          <Link to="/contact" className="btn btn-primary">
            {t("content.helpButton")}
          </Link>
          <Link to="/faqs" className="pages-link">
            {t("content.faqLink")}
          </Link>
        </div>
      </div>
    </aside>
  );
}
