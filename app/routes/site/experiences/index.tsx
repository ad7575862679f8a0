import "#app/styles/places.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { ExperienceCard } from "#app/components/places/experience-card";
import { PlaceGrid } from "#app/components/places/place-grid";
import { pageMeta } from "#app/components/seo/page-meta";
import { EXPERIENCE_CATEGORIES, parseExperienceCategory } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listExperiences } from "#app/modules/catalogue/experiences.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const category = parseExperienceCategory(new URL(request.url).searchParams);
  const t = serverT(context.language, "experiences");
  // One small query serves the counts of every category and the groups shown.
  const all = await listExperiences(null);
  const counts = Object.fromEntries(
    EXPERIENCE_CATEGORIES.map((c) => [c, all.filter((e) => e.category === c).length]),
  ) as Record<(typeof EXPERIENCE_CATEGORIES)[number], number>;
  const groups = EXPERIENCE_CATEGORIES.filter((c) => !category || c === category)
    .map((c) => ({ category: c, experiences: all.filter((e) => e.category === c) }))
    .filter((group) => category || group.experiences.length > 0);
  return {
    category,
    total: all.length,
    counts,
    groups,
    messages: messagesFor(context.language, ["experiences"]),
    seo: category
      ? {
          title: t("meta.categoryTitle", { category: t(`categories.${category}`) }),
          description: t(`categoryIntros.${category}`),
        }
      : { title: t("meta.title"), description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("experiences");
  const { category, counts, groups, total } = loaderData;
  return (
    <>
      <PageHeader
        title={category ? t("meta.categoryTitle", { category: t(`categories.${category}`) }) : t("title")}
        crumbs={[
          { label: t("title"), to: "/experiences" },
          ...(category
            ? [{ label: t(`categories.${category}`), to: `/experiences?category=${category}` }]
            : []),
        ]}
        lead={category ? t(`categoryIntros.${category}`) : t("lead")}
      >
        <nav className="places-intro-nav" aria-label={t("filterLabel")}>
          <ul className="chip-list">
            <li>
              <Link to="/experiences" className="chip" aria-current={category ? undefined : "page"}>
                {t("all")} <span className="chip__count">{total}</span>
              </Link>
            </li>
            {EXPERIENCE_CATEGORIES.filter((c) => counts[c] > 0 || c === category).map((c) => (
              <li key={c}>
                <Link
                  to={`/experiences?category=${c}`}
                  className="chip"
                  aria-current={category === c ? "page" : undefined}
                >
                  {t(`categories.${c}`)} <span className="chip__count">{counts[c]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <div className="container">
        {groups.map((group) => (
          <section
            key={group.category}
            id={group.category}
            className="category-block"
            aria-labelledby={`${group.category}-title`}
            data-testid="experience-group"
          >
            <div className="category-block__header">
              <div>
                <h2 id={`${group.category}-title`} className="category-block__title">
                  {t(`categories.${group.category}`)}
                </h2>
                {category ? null : (
                  <p className="category-block__intro">{t(`categoryIntros.${group.category}`)}</p>
                )}
              </div>
              <p className="results-line">{t("count", { count: group.experiences.length })}</p>
            </div>
            {group.experiences.length === 0 ? (
              <p className="empty-state">{t("empty")}</p>
            ) : (
              <PlaceGrid
                items={group.experiences}
                card={(experience) => <ExperienceCard experience={experience} />}
              />
            )}
          </section>
        ))}
        {groups.length === 0 ? <p className="empty-state">{t("empty")}</p> : null}
      </div>
    </>
  );
}
