import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { HeaderSearch } from "#app/components/search/header-search";
import { Dialog } from "#app/components/ui/dialog";
import { StrokeIcon } from "#app/components/ui/stroke-icon";
import { useModalDialog } from "#app/components/ui/use-modal-dialog";
import type { RootData } from "#app/domain/root-data";
import { telLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";
import { CurrencyPicker } from "./currency-picker";
import { LanguagePicker } from "./language-picker";
import { ABOUT_NAV, MAIN_NAV, TOP_STRIP_NAV } from "./navigation";
import { SignOutForm } from "./sign-out-form";
import { userMenuLinks } from "./user-menu";

/**
 * The phone menu: a modal <dialog> (see useModalDialog); a navigation closes it.
 */
export function MobileMenu({ data }: { data: RootData }) {
  const { t } = useTranslation("nav");
  const { dialogRef, toggleRef, open, show, close } = useModalDialog();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => {
    close();
  }, [location.key, close]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={show}
      >
        <StrokeIcon d="M4 7h16M4 12h16M4 17h16" />
        <span className="sr-only">{t("openMenu")}</span>
      </button>
      <Dialog
        dialogRef={dialogRef}
        id="mobile-menu"
        className="mobile-menu"
        label={t("mainNavigation")}
        title={data.branding.companyName}
        titleAs="span"
        closeLabel={t("closeMenu")}
        onClose={close}
      >
        <HeaderSearch variant="menu" />
        <nav aria-label={t("mainNavigation")}>
          <ul className="mobile-menu__main">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mobile-menu__secondary">
            {[
              ...TOP_STRIP_NAV,
              ...ABOUT_NAV,
              { to: "/contact", labelKey: "nav:contact" },
              ...(data.viewer ? userMenuLinks(data.viewer) : [{ to: "/login", labelKey: "nav:login" }]),
            ].map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
            {data.viewer ? (
              <li>
                <SignOutForm className="mobile-menu__sign-out" />
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="mobile-menu__pickers">
          <LanguagePicker />
          <CurrencyPicker />
        </div>
        <div className="mobile-menu__actions">
          {data.viewer ? null : (
            <Link to="/register" className="btn btn-ghost">
              {t("register")}
            </Link>
          )}
          <Link to="/tours" className="btn btn-accent">
            {t("bookNow")}
          </Link>
        </div>
        <ul className="mobile-menu__phones" aria-label={t("callUs")}>
          {[data.contact.phonePrimary, data.contact.phoneSecondary].map((phone) => (
            <li key={phone}>
              <a href={telLink(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
