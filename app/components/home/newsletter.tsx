import { NewsletterForm } from "#app/components/conversations/newsletter-form";
import { useTranslation } from "#app/i18n/react";
import { Icon } from "./icons";

/** Section 9: the newsletter, with the sign-up form (posts to /newsletter). */
export function Newsletter() {
  const { t } = useTranslation("home");
  return (
    <section className="home-newsletter" id="newsletter" aria-labelledby="newsletter-title">
      <div className="container home-newsletter__inner">
        <span className="home-newsletter__icon">
          <Icon name="mail" size={32} />
        </span>
        <div className="home-newsletter__body">
          <p className="home-eyebrow home-eyebrow--light">{t("newsletter.eyebrow")}</p>
          <h2 id="newsletter-title" className="home-newsletter__title">
            {t("newsletter.title")}
          </h2>
          <p className="home-newsletter__text">{t("newsletter.text")}</p>
        </div>
        <div className="home-newsletter__action">
          <NewsletterForm variant="home" />
        </div>
      </div>
    </section>
  );
}
