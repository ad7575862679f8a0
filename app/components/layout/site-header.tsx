import { Link, NavLink } from "react-router";
import { HeaderSearch } from "#app/components/search/header-search";
import { Dropdown } from "#app/components/ui/dropdown";
import type { RootData } from "#app/domain/root-data";
import { telLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";
import { CurrencyPicker } from "./currency-picker";
import { LanguagePicker } from "./language-picker";
import { MobileMenu } from "./mobile-menu";
import { ABOUT_NAV, MAIN_NAV, TOP_STRIP_NAV } from "./navigation";
import { SiteLogo } from "./site-logo";
import { UserMenu } from "./user-menu";

export function SiteHeader({ data }: { data: RootData }) {
  const { t } = useTranslation("nav");
  const { contact, branding } = data;
  return (
    <header className="site-header">
      <div className="top-strip">
        <div className="container top-strip__inner">
          <ul className="top-strip__phones" aria-label={t("callUs")}>
            {[contact.phonePrimary, contact.phoneSecondary].map((phone) => (
              <li key={phone}>
                <a href={telLink(phone)}>
                  <PhoneIcon />
                  {phone}
                </a>
              </li>
            ))}
          </ul>
          <div className="top-strip__search">
            <HeaderSearch variant="bar" />
          </div>
          <nav aria-label={t("quickLinks")} className="top-strip__nav">
            <ul>
              {TOP_STRIP_NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(item.labelKey)}</Link>
                </li>
              ))}
              <li>
                <Dropdown label={t("about")} align="right">
                  <ul>
                    {ABOUT_NAV.map((item) => (
                      <li key={item.to}>
                        <Link to={item.to} className="dropdown__item">
                          {t(item.labelKey)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Dropdown>
              </li>
              <li>
                <Link to="/contact">{t("contact")}</Link>
              </li>
              <li>
                {data.viewer ? <UserMenu viewer={data.viewer} /> : <Link to="/login">{t("login")}</Link>}
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="container main-bar">
        <SiteLogo branding={branding} logo={data.brandLogos.primary} />
        <nav aria-label={t("mainNavigation")} className="main-nav">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className="main-nav__link">
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="main-bar__actions">
          <div className="main-bar__pickers">
            <LanguagePicker align="right" />
            <CurrencyPicker align="right" />
          </div>
          {data.viewer ? null : (
            <Link to="/register" className="btn btn-ghost main-bar__register">
              {t("register")}
            </Link>
          )}
          <Link to="/tours" className="btn btn-accent main-bar__book">
            {t("bookNow")}
          </Link>
          <MobileMenu data={data} />
        </div>
      </div>
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z" />
    </svg>
  );
}
