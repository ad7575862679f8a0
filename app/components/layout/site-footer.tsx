import { Link } from "react-router";
import { openAnalyticsSettings } from "#app/components/analytics/analytics-consent";
import { NewsletterForm } from "#app/components/conversations/newsletter-form";
import { tourPath } from "#app/domain/catalogue/tour";
import type { RootData } from "#app/domain/root-data";
import { telLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";
import { FOOTER_COMPANY_NAV, FOOTER_SUPPORT_NAV, type NavItem } from "./navigation";
import { SiteLogo } from "./site-logo";

export function SiteFooter({ data }: { data: RootData }) {
  const { t } = useTranslation("footer");
  const { contact, branding, footer } = data;
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <FooterNewsletter />
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <SiteLogo branding={branding} logo={data.brandLogos.onDark} onDark />
          <p>{branding.tagline}</p>
          <p className="site-footer__licence">{t("licensed", { licence: contact.licence })}</p>
        </div>
        <FooterColumn title={t("popularTours")} id="footer-tours">
          {footer.popularTours.length === 0 ? (
            <li>{t("noPopularTours")}</li>
          ) : (
            footer.popularTours.map((tour) => (
              <li key={tour.id}>
                <Link to={tourPath(tour)}>{tour.title}</Link>
              </li>
            ))
          )}
        </FooterColumn>
        <FooterColumn title={t("destinations")} id="footer-destinations">
          {footer.destinations.map((destination) => (
            <li key={destination.slug}>
              <Link to={`/destinations/${destination.slug}`}>{destination.name}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterLinks title={t("company")} id="footer-company" items={FOOTER_COMPANY_NAV} />
        <FooterLinks title={t("support")} id="footer-support" items={FOOTER_SUPPORT_NAV} />
        <div className="site-footer__contact">
          <h2 className="site-footer__title">{t("getInTouch")}</h2>
          <address>
            <p>
              <span className="site-footer__label">{t("officeAddress")}: </span>
              {contact.address}
            </p>
            <p>
              <a href={telLink(contact.phonePrimary)}>{contact.phonePrimary}</a>
              <br />
              <a href={telLink(contact.phoneSecondary)}>{contact.phoneSecondary}</a>
            </p>
            <p>
              <span className="site-footer__label">{t("emailUs")}: </span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>{t("officeHours")}</p>
          </address>
        </div>
      </div>
      <div className="container site-footer__trust">
        <h2 className="sr-only">{t("trustBadges")}</h2>
        <ul>
          {(["licensed", "tato", "kpap", "securePayments"] as const).map((badge) => (
            <li key={badge} className="trust-badge">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" />
                <path d="M8.5 12l2.5 2.5 4.5-5" />
              </svg>
              {t(`badges.${badge}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="container site-footer__bottom">
        <p>{t("copyright", { year, company: branding.companyName })}</p>
        <p>
          <button type="button" className="site-footer__settings" onClick={openAnalyticsSettings}>
            {t("analytics.settings")}
          </button>
        </p>
      </div>
    </footer>
  );
}

function FooterNewsletter() {
  const { t } = useTranslation("newsletter");
  return (
    <section className="container site-footer__newsletter" aria-labelledby="footer-newsletter-title">
      <div>
        <h2 className="site-footer__title" id="footer-newsletter-title">
          {t("title")}
        </h2>
        <p>{t("lead")}</p>
      </div>
      <NewsletterForm variant="footer" />
    </section>
  );
}

function FooterColumn(props: { title: string; id: string; children: React.ReactNode }) {
  return (
    <nav aria-labelledby={props.id}>
      <h2 className="site-footer__title" id={props.id}>
        {props.title}
      </h2>
      <ul className="site-footer__links">{props.children}</ul>
    </nav>
  );
}

function FooterLinks(props: { title: string; id: string; items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <FooterColumn title={props.title} id={props.id}>
      {props.items.map((item) => (
        <li key={item.to}>
          <Link to={item.to}>{t(item.labelKey)}</Link>
        </li>
      ))}
    </FooterColumn>
  );
}
