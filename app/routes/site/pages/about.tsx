import "#app/styles/pages.css";
import { PageHeader } from "#app/components/layout/page-header";
import { useRootData } from "#app/components/layout/root-data";
import { Avatar } from "#app/components/media/avatar";
import { LeadImage } from "#app/components/media/lead-image";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { CallToAction } from "#app/components/ui/call-to-action";
import { Section, SectionTitle } from "#app/components/ui/section";
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

/** The licence and memberships, each a mark and its `about.<key>Title` / `about.<key>Text` words. */
const CREDENTIALS = [
  { mark: "TTB", key: "licence" },
  { mark: "TATO", key: "tato" },
  { mark: "KPAP", key: "kpap" },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  const [story, team] = await Promise.all([
    loadContentPageData("story", context.language),
    listTeamMembers(context.language),
  ]);
  return {
    // Without a story row the page still tells who we are: values, licence, team.
    story: story?.data ?? null,
    team: team
      .slice(0, 4)
      .map(({ id, name, role, photoUrl, textLang }) => ({ id, name, role, photoUrl, textLang })),
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
      <LeadImage place="banner" src={story?.image ?? sceneUrl("acacia-sunset", 3)} />

      <div className="container pages-layout">
        {story ? (
          <MarkdownBody html={story.html} lang={story.textLang} />
        ) : (
          <p className="pages-prose">{t("about.lead")}</p>
        )}
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

      <Section
        heading={{ id: "about-values-title", title: t("about.valuesTitle"), subtitle: t("about.valuesLead") }}
        header="row"
        width="inner"
        className="about-values"
      >
        <ul className="about-values__grid">
          {VALUES.map((value) => (
            <li key={value} className="about-value">
              <ValueIcon name={value} />
              <h3 className="about-value__title">{t(`about.values.${value}.title`)}</h3>
              <p className="about-value__text">{t(`about.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section about-credentials" aria-labelledby="about-credentials-title">
        <div className="container about-credentials__inner">
          <div>
            <SectionTitle
              id="about-credentials-title"
              title={t("about.credentialsTitle")}
              subtitle={t("about.credentialsLead")}
            />
          </div>
          <ul className="about-credentials__list">
            {CREDENTIALS.map(({ mark, key }) => (
              <li key={key} className="about-credential">
                <span className="about-credential__mark" aria-hidden="true">
                  {mark}
                </span>
                <div>
                  <h3 className="about-credential__title">{t(`about.${key}Title`)}</h3>
                  <p>{t(`about.${key}Text`, { licence: root?.contact.licence ?? "" })}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {team.length > 0 ? (
        <Section
          heading={{
            id: "about-team-title",
            title: t("about.teamTitle"),
            subtitle: t("about.teamLead", { count: teamSize }),
          }}
          header="row"
          link={{ to: "/about/team", label: t("about.teamLink"), plain: true }}
          width="inner"
          className="about-team"
        >
          <ul className="about-team__list">
            {team.map((member) => (
              <li key={member.id} className="about-team__member">
                <Avatar name={member.name} url={member.photoUrl} size={96} />
                <p className="about-team__name">{member.name}</p>
                <p className="about-team__role" lang={member.textLang}>
                  {member.role}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CallToAction
        id="about-cta-title"
        title={t("about.ctaTitle")}
        text={t("about.ctaText")}
        links={[
          { to: "/tours", label: t("about.ctaTours") },
          { to: "/contact", label: t("about.ctaContact") },
        ]}
      />
    </>
  );
}
