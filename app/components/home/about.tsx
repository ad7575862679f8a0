import { ResponsiveImage } from "#app/components/media/responsive-image";
import { LinkButtons } from "#app/components/ui/link-buttons";
import { SectionTitle } from "#app/components/ui/section";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";

const STATS = ["travelers", "years", "returnRate"] as const;

/** Section 2: who we are, three figures (500+ travellers, 20+ years, 98% return rate), two ways on. */
export function About() {
  const { t } = useTranslation("home");
  return (
    <section className="section home-about" aria-labelledby="about-title">
      <div className="container home-about__grid">
        <div className="home-about__media">
          <ResponsiveImage
            src={sceneUrl("acacia-sunset", 3)}
            alt=""
            width={800}
            height={1000}
            sizes="(min-width: 1024px) 520px, 100vw"
            className="home-about__image"
          />
        </div>
        <div className="home-about__body">
          <SectionTitle id="about-title" eyebrow={t("about.eyebrow")} title={t("about.title")} />
          <p className="home-about__text">{t("about.text")}</p>
          <dl className="home-about__stats">
            {STATS.map((key) => (
              <div key={key} className="home-about__stat" data-testid={`about-stat-${key}`}>
                <dt>{t(`about.stats.${key}`)}</dt>
                <dd>{t(`about.figures.${key}`)}</dd>
              </div>
            ))}
          </dl>
          <LinkButtons
            links={[
              { to: "/tours", label: t("about.tours") },
              { to: "/contact", label: t("about.contact") },
            ]}
            large
            className="home-about__actions"
          />
        </div>
      </div>
    </section>
  );
}
