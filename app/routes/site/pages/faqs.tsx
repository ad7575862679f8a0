import "#app/styles/pages.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { faqPageJsonLd, humanizeCategory } from "#app/domain/content/faq-groups";
import { sceneUrl } from "#app/domain/media/images";
import { slugify } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listGeneralFaqs } from "#app/modules/content/pages.server";
import type { Route } from "./+types/faqs";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  const groups = await listGeneralFaqs(context.language);
  return {
    groups,
    messages: messagesFor(context.language, ["pages"]),
    seo: {
      title: t("faqs.metaTitle"),
      description: t("faqs.metaDescription"),
      image: sceneUrl("tented-camp", 3),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { groups } = loaderData;
  const heading = (category: string) =>
    t(`faqs.categories.${category}`, { defaultValue: humanizeCategory(category) });
  return (
    <>
      {groups.length > 0 ? <JsonLd data={faqPageJsonLd(groups)} /> : null}
      <PageHeader
        title={t("faqs.title")}
        eyebrow={t("faqs.eyebrow")}
        lead={t("faqs.lead")}
        crumbs={[{ label: t("breadcrumbs.faqs"), to: "/faqs" }]}
      />
      <div className="container faqs">
        {groups.length === 0 ? (
          <p className="empty-state">{t("faqs.empty")}</p>
        ) : (
          <>
            <nav className="faqs__topics" aria-label={t("faqs.topicsLabel")}>
              <ul>
                {groups.map((group) => (
                  <li key={group.category}>
                    <a href={`#faq-${slugify(group.category)}`} className="faqs__topic">
                      {heading(group.category)}
                      <span className="faqs__topic-count">{group.items.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="faqs__groups">
              {groups.map((group) => (
                <section
                  key={group.category}
                  id={`faq-${slugify(group.category)}`}
                  className="faq-group"
                  aria-labelledby={`faq-${slugify(group.category)}-title`}
                >
                  <h2 id={`faq-${slugify(group.category)}-title`} className="faq-group__title">
                    {heading(group.category)}
                  </h2>
                  <div className="faq-group__items">
                    {group.items.map((item) => (
                      <details key={item.id} className="faq" lang={item.lang}>
                        <summary className="faq__question">
                          <span>{item.question}</span>
                          <svg
                            className="faq__chevron"
                            viewBox="0 0 24 24"
                            width="20"
                            height="20"
                            aria-hidden="true"
                          >
                            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" />
                          </svg>
                        </summary>
                        <div className="faq__answer">
                          {item.answer.split(/\n{2,}/).map((paragraph) => (
                            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                          ))}
                        </div>
                      </details>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </>
        )}
        <section className="pages-help pages-help--wide" aria-labelledby="faqs-more-title">
          <h2 id="faqs-more-title" className="pages-help__title">
            {t("faqs.moreTitle")}
          </h2>
          <p>{t("faqs.moreText")}</p>
          <div className="pages-help__actions">
            <Link to="/contact" className="btn btn-primary">
              {t("faqs.contactButton")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
