import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/media/responsive-image";
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
          <p className="home-eyebrow">{t("about.eyebrow")}</p>
          <h2 id="about-title" className="section__title">
            {t("about.title")}
          </h2>
          <p className="home-about__text">{t("about.text")}</p>
          <dl className="home-about__stats">
            {STATS.map((key) => (
              <div key={key} className="home-about__stat" data-testid={`about-stat-${key}`}>
                <dt>{t(`about.stats.${key}`)}</dt>
                <dd>{t(`about.figures.${key}`)}</dd>
              </div>
            ))}
          </dl>
          <div className="home-about__actions">
            <Link to="/tours" className="btn btn-primary btn-lg">
              {t("about.tours")}
            </Link>
            <Link to="/contact" className="btn btn-ghost btn-lg">
              {t("about.contact")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
