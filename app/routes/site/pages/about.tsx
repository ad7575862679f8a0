import "#app/styles/pages.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { useRootData } from "#app/components/layout/root-data";
import { Avatar } from "#app/components/media/avatar";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { sceneUrl } from "#app/domain/media/images";
import { organizationJsonLd } from "#app/domain/seo/organization";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listTeamMembers } from "#app/modules/content/pages.server";
import type { Route } from "./+types/about";
import { MarkdownBody } from "./content-page";
import { loadContentPageData } from "./content-page.server";

/** The figures of the home page's about block (spec section 2). */
const STATS = [
  { value: "500+", key: "travellers" },
  { value: "20+", key: "years" },
  { value: "98%", key: "returnRate" },
] as const;

const VALUES = ["safety", "smallGroups", "fairPay", "local"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  const [story, team] = await Promise.all([
    loadContentPageData("story", context.language),
    listTeamMembers(),
  ]);
  return {
    // Without a story row the page still tells who we are: values, licence, team.
    story: story?.data ?? null,
    team: team.slice(0, 4).map(({ id, name, role, photoUrl }) => ({ id, name, role, photoUrl })),
    teamSize: team.length,
    messages: messagesFor(context.language, ["pages"]),
    seo: {
      title: story?.data.title ?? t("about.title"),
      description: story?.description ?? t("about.metaDescription"),
      image: story?.data.image ?? sceneUrl("acacia-sunset", 3),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

function ValueIcon({ name }: { name: (typeof VALUES)[number] }) {
  const paths: Record<(typeof VALUES)[number], string> = {
    safety:
      "M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1.2 13.6l5.7-5.7-1.4-1.4-4.3 4.3-2.1-2.1-1.4 1.4 3.5 3.5z",
    smallGroups:
      "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 19c0-3 3-5 6-5s6 2 6 5v1H2v-1zm12.5 1v-1c0-1.6-.6-3-1.6-4 1-.6 2-.9 3.1-.9 3 0 6 2 6 5v1h-7.5z",
    fairPay: "M12 21s-8-4.6-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.4-8 11-8 11z",
    local:
      "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  };
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className="about-value__icon">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const root = useRootData();
  const { story, team, teamSize } = loaderData;
  const title = story?.title ?? t("about.title");
  return (
    <>
      {root ? <JsonLd data={organizationJsonLd(root)} /> : null}
      <PageHeader
        title={title}
        eyebrow={t("about.eyebrow")}
        lead={story?.lead ?? t("about.lead")}
        crumbs={[{ label: title, to: "/about" }]}
      />
      <div className="container">
        <ResponsiveImage
          src={story?.image ?? sceneUrl("acacia-sunset", 3)}
          alt=""
          width={1280}
          height={480}
          sizes="(min-width: 1280px) 1248px, 100vw"
          priority
          className="pages-banner"
        />
      </div>

      <div className="container pages-layout">
        {story ? <MarkdownBody html={story.html} /> : <p className="pages-prose">{t("about.lead")}</p>}
        <aside className="pages-aside" aria-labelledby="about-glance-title">
          <div className="about-glance">
            <h2 id="about-glance-title" className="about-glance__title">
              {t("about.glanceTitle")}
            </h2>
            <dl className="about-glance__stats">
              {STATS.map((stat) => (
                <div key={stat.key} className="about-glance__stat">
                  <dt>{t(`about.stats.${stat.key}`)}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>

      <section className="section about-values" aria-labelledby="about-values-title">
        <div className="container">
          <div className="section__header">
            <div>
              <h2 id="about-values-title" className="section__title">
                {t("about.valuesTitle")}
              </h2>
              <p className="section__subtitle">{t("about.valuesLead")}</p>
            </div>
          </div>
          <ul className="about-values__grid">
            {VALUES.map((value) => (
              <li key={value} className="about-value">
                <ValueIcon name={value} />
                <h3 className="about-value__title">{t(`about.values.${value}.title`)}</h3>
                <p className="about-value__text">{t(`about.values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section about-credentials" aria-labelledby="about-credentials-title">
        <div className="container about-credentials__inner">
          <div>
            <h2 id="about-credentials-title" className="section__title">
              {t("about.credentialsTitle")}
            </h2>
            <p className="section__subtitle">{t("about.credentialsLead")}</p>
          </div>
          <ul className="about-credentials__list">
            <li className="about-credential">
              <span className="about-credential__mark" aria-hidden="true">
                TTB
              </span>
              <div>
                <h3 className="about-credential__title">{t("about.licenceTitle")}</h3>
                <p>{t("about.licenceText", { licence: root?.contact.licence ?? "" })}</p>
              </div>
            </li>
            <li className="about-credential">
              <span className="about-credential__mark" aria-hidden="true">
                TATO
              </span>
              <div>
                <h3 className="about-credential__title">{t("about.tatoTitle")}</h3>
                <p>{t("about.tatoText")}</p>
              </div>
            </li>
            <li className="about-credential">
              <span className="about-credential__mark" aria-hidden="true">
                KPAP
              </span>
              <div>
                <h3 className="about-credential__title">{t("about.kpapTitle")}</h3>
                <p>{t("about.kpapText")}</p>
              </div>
            </li>
          </ul>
        </div>
      </section>

      {team.length > 0 ? (
        <section className="section about-team" aria-labelledby="about-team-title">
          <div className="container">
            <div className="section__header">
              <div>
                <h2 id="about-team-title" className="section__title">
                  {t("about.teamTitle")}
                </h2>
                <p className="section__subtitle">{t("about.teamLead", { count: teamSize })}</p>
              </div>
              <Link to="/about/team" className="section__link">
                {t("about.teamLink")} <span aria-hidden="true">→</span>
              </Link>
            </div>
            <ul className="about-team__list">
              {team.map((member) => (
                <li key={member.id} className="about-team__member">
                  <Avatar name={member.name} url={member.photoUrl} size={96} />
                  <p className="about-team__name">{member.name}</p>
                  <p className="about-team__role">{member.role}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="cta" aria-labelledby="about-cta-title">
        <div className="container cta__inner">
          <h2 id="about-cta-title" className="cta__title">
            {t("about.ctaTitle")}
          </h2>
          <p className="cta__text">{t("about.ctaText")}</p>
          <div className="cta__actions">
            <Link to="/tours" className="btn btn-accent btn-lg">
              {t("about.ctaTours")}
            </Link>
            <Link to="/contact" className="btn btn-light btn-lg">
              {t("about.ctaContact")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
