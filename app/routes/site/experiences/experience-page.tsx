import "#app/styles/places.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { ExperienceCard, useFormatHours } from "#app/components/places/experience-card";
import { PlacePage } from "#app/components/places/place-page";
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

      <PlacePage
        image={experience.image}
        overview={{ title: t("overview"), html: experience.descriptionHtml }}
        highlights={{ title: t("highlights"), items: experience.highlights }}
        facts={{
          title: t("atAGlance"),
          content: (
            <>
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
            </>
          ),
        }}
      />

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
