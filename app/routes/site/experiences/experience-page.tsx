import "#app/styles/places.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { ExperienceCard, useFormatHours } from "#app/components/places/experience-card";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { useTranslation } from "#app/i18n/react";
import type { ExperienceLoaderData } from "./experience.server";

/** An experience's page, shared by /experiences/{slug} and /experiences/{parent}/{child}. */
export function ExperiencePage({ data }: { data: ExperienceLoaderData }) {
  const { t } = useTranslation(["experiences", "common"]);
  const formatPrice = useFormatPrice();
  const formatHours = useFormatHours();
  const { experience, children, related } = data;
  const categoryName = t(`categories.${experience.category}`);
  const crumbs = [
    { label: t("title"), to: "/experiences" },
    ...(experience.parent ? [{ label: experience.parent.title, to: experience.parent.path }] : []),
    { label: experience.title, to: experience.path },
  ];
  return (
    <>
      <PageHeader
        title={experience.title}
        crumbs={crumbs}
        eyebrow={experience.parent ? t("partOf", { title: experience.parent.title }) : categoryName}
        lead={experience.shortDescription}
      />

      <div className="container">
        <div className="place-hero">
          <ResponsiveImage
            src={experience.image}
            alt=""
            width={1600}
            height={900}
            sizes="(min-width: 1280px) 1232px, 100vw"
            priority
            className="place-hero__image"
          />
        </div>

        <div className="place-layout">
          <div className="place-layout__main">
            {experience.descriptionHtml ? (
              <section aria-labelledby="overview-title">
                <h2 id="overview-title" className="place-section__title">
                  {t("overview")}
                </h2>
                <div
                  className="place-prose"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server
                  dangerouslySetInnerHTML={{ __html: experience.descriptionHtml }}
                />
              </section>
            ) : null}

            {experience.highlights.length > 0 ? (
              <section aria-labelledby="highlights-title">
                <h2 id="highlights-title" className="place-section__title">
                  {t("highlights")}
                </h2>
                <ul className="highlight-list">
                  {experience.highlights.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>

          <aside className="place-layout__aside" aria-labelledby="facts-title">
            <div className="facts-card">
              <h2 id="facts-title" className="facts-card__title">
                {t("atAGlance")}
              </h2>
              <dl className="facts-card__list">
                <div className="facts-card__row">
                  <dt>{t("category")}</dt>
                  <dd>
                    <Link to={`/experiences?category=${experience.category}`}>{categoryName}</Link>
                  </dd>
                </div>
                {experience.durationHours ? (
                  <div className="facts-card__row">
                    <dt>{t("duration")}</dt>
                    <dd>{formatHours(experience.durationHours)}</dd>
                  </div>
                ) : null}
                {experience.parent ? (
                  <div className="facts-card__row">
                    <dt>{t("parentLabel")}</dt>
                    <dd>
                      <Link to={experience.parent.path}>{experience.parent.title}</Link>
                    </dd>
                  </div>
                ) : null}
              </dl>
              {experience.priceFrom ? (
                <p className="facts-card__price">
                  {t("common:from")}
                  <strong data-testid="experience-price">{formatPrice(experience.priceFrom)}</strong>
                  {t("common:perPerson")}
                </p>
              ) : null}
              <div className="facts-card__actions">
                <Link to="/contact" className="btn btn-primary">
                  {t("enquire")}
                </Link>
                <Link to="/tours" className="btn btn-ghost">
                  {t("browseTours")}
                </Link>
              </div>
            </div>
          </aside>
        </div>
      </div>

      {children.length > 0 ? (
        <section className="section section--sand" aria-labelledby="children-title">
          <div className="container">
            <div className="section__header">
              <h2 id="children-title" className="section__title">
                {t("more", { title: experience.title })}
              </h2>
            </div>
            <ul className="place-grid">
              {children.map((child) => (
                <li key={child.id}>
                  <ExperienceCard experience={child} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {related.length > 0 ? (
        <section className="section container" aria-labelledby="related-title">
          <div className="section__header">
            <h2 id="related-title" className="section__title">
              {t("related")}
            </h2>
          </div>
          <ul className="place-grid">
            {related.map((item) => (
              <li key={item.id}>
                <ExperienceCard experience={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="container">
        <section className="plan-callout" aria-labelledby="plan-title">
          <div>
            <h2 id="plan-title" className="plan-callout__title">
              {t("enquireTitle", { title: experience.title })}
            </h2>
            <p className="plan-callout__text">{t("enquireText")}</p>
          </div>
          <Link to="/contact" className="btn btn-accent btn-lg">
            {t("enquire")}
          </Link>
        </section>
      </div>
    </>
  );
}
