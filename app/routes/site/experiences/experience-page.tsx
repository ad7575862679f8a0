import "#app/styles/places.css";
import { Link } from "react-router";
import { InEnglishNote } from "#app/components/content/in-english-note";
import { PreviewBanner } from "#app/components/content/preview-banner";
import { PageHeader } from "#app/components/layout/page-header";
import { ExperienceCard, useFormatHours } from "#app/components/places/experience-card";
import { FactsPrice } from "#app/components/places/facts-price";
import { ListSection } from "#app/components/places/list-section";
import { PlaceGrid } from "#app/components/places/place-grid";
import { PlacePage } from "#app/components/places/place-page";
import { PlanCallout } from "#app/components/places/plan-callout";
import { useTranslation } from "#app/i18n/react";
import type { ExperienceLoaderData } from "./experience.server";

/** An experience's page, shared by /experiences/{slug} and /experiences/{parent}/{child}. */
export function ExperiencePage({ data }: { data: ExperienceLoaderData }) {
  const { t } = useTranslation(["experiences", "common"]);
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
      <PreviewBanner text={data.previewBanner} />
      <PageHeader
        title={experience.title}
        crumbs={crumbs}
        eyebrow={experience.parent ? t("partOf", { title: experience.parent.title }) : categoryName}
        lead={experience.shortDescription}
        lang={experience.textLang}
      >
        <InEnglishNote show={experience.inEnglish} />
      </PageHeader>

      <PlacePage
        image={experience.image}
        overview={{ title: t("overview"), html: experience.descriptionHtml }}
        highlights={{ title: t("highlights"), items: experience.highlights }}
        lang={experience.textLang}
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
                <FactsPrice
                  cents={experience.priceFrom}
                  unit={t("common:perPerson")}
                  testId="experience-price"
                />
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
        <ListSection id="children-title" title={t("more", { title: experience.title })} band>
          <PlaceGrid items={children} card={(child) => <ExperienceCard experience={child} />} />
        </ListSection>
      ) : null}

      {related.length > 0 ? (
        <ListSection id="related-title" title={t("related")}>
          <PlaceGrid items={related} card={(item) => <ExperienceCard experience={item} />} />
        </ListSection>
      ) : null}

      <PlanCallout
        title={t("enquireTitle", { title: experience.title })}
        text={t("enquireText")}
        action={t("enquire")}
      />
    </>
  );
}
