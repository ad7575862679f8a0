import "#app/styles/pages.css";
import { PageHeader } from "#app/components/layout/page-header";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { pageMeta } from "#app/components/seo/page-meta";
import { CallToAction } from "#app/components/ui/call-to-action";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listTeamMembers } from "#app/modules/content/pages.server";
import type { Route } from "./+types/team";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  const members = await listTeamMembers(context.language);
  return {
    members,
    messages: messagesFor(context.language, ["pages"]),
    seo: {
      title: t("team.metaTitle"),
      description: t("team.metaDescription"),
      image: members[0]?.photoUrl ?? sceneUrl("maasai-village", 2),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { members } = loaderData;
  return (
    <>
      <PageHeader
        title={t("team.title")}
        eyebrow={t("team.eyebrow")}
        lead={t("team.lead")}
        crumbs={[
          { label: t("breadcrumbs.about"), to: "/about" },
          { label: t("breadcrumbs.team"), to: "/about/team" },
        ]}
      />
      <div className="container team">
        {members.length === 0 ? (
          <p className="empty-state">{t("team.empty")}</p>
        ) : (
          <ul className="team__grid">
            {members.map((member, index) => (
              <li key={member.id}>
                <article className="team-card" aria-labelledby={`team-member-${member.id}`}>
                  <div className="team-card__photo">
                    <ResponsiveImage
                      src={member.photoUrl}
                      alt={t("team.photoAlt", { name: member.name })}
                      width={480}
                      height={480}
                      sizes="(min-width: 1024px) 384px, (min-width: 640px) 45vw, 92vw"
                      priority={index === 0}
                      className="team-card__image"
                    />
                  </div>
                  <div className="team-card__body">
                    <h2 id={`team-member-${member.id}`} className="team-card__name">
                      {member.name}
                    </h2>
                    <p className="team-card__role" lang={member.textLang}>
                      {member.role}
                    </p>
                    {member.bio ? (
                      <p className="team-card__bio" lang={member.textLang}>
                        {member.bio}
                      </p>
                    ) : null}
                    <dl className="team-card__facts">
                      {member.yearsExperience ? (
                        <div>
                          <dt>{t("team.experienceLabel")}</dt>
                          <dd>{t("team.experience", { count: member.yearsExperience })}</dd>
                        </div>
                      ) : null}
                      {member.languages.length > 0 ? (
                        <div>
                          <dt>{t("team.languages")}</dt>
                          <dd>
                            <ul className="team-card__languages">
                              {member.languages.map((language) => (
                                <li key={language}>{language}</li>
                              ))}
                            </ul>
                          </dd>
                        </div>
                      ) : null}
                    </dl>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      <CallToAction
        id="team-cta-title"
        title={t("team.ctaTitle")}
        text={t("team.ctaText")}
        links={[{ to: "/contact", label: t("team.ctaButton") }]}
      />
    </>
  );
}
