import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react";
import { ADMIN_CONTENT_SECTIONS, ADMIN_SECTIONS } from "./navigation";

function SectionLinks({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="admin-nav__list">
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.key}>
          <NavLink
            to={section.to}
            end={"end" in section ? section.end : false}
            className={({ isActive }) =>
              isActive ? "admin-nav__link admin-nav__link--current" : "admin-nav__link"
            }
          >
            {t(`nav.${section.key}`)}
          </NavLink>
        </li>
      ))}
      <li className="admin-nav__group">
        <span className="admin-nav__group-title" id={`${idPrefix}-content`}>
          {t("nav.contentGroup")}
        </span>
        <ul className="admin-nav__list" aria-labelledby={`${idPrefix}-content`}>
          {ADMIN_CONTENT_SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  isActive ? "admin-nav__link admin-nav__link--current" : "admin-nav__link"
                }
              >
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}

/**
 * The side navigation from 60rem up; below that, a "Menu" disclosure
 * (`<details>`, so it opens without JavaScript) closed by default. Only one of
 * the two is displayed at any width (admin.css), so a screen reader meets one.
 */
export function AdminNav() {
  const { t } = useTranslation("admin");
  const menu = useRef<HTMLDetailsElement>(null);
  // The location's key is new at every navigation, to the same page too.
  const { key } = useLocation();
  const shown = useRef(key);
  // A page chosen from the phone's menu closes it, as a page load would; not at
  // hydration, which may come after the menu was opened.
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    if (menu.current) menu.current.open = false;
  }, [key]);
  return (
    <>
      <nav className="admin-nav admin-nav--side" aria-label={t("nav.label")}>
        <SectionLinks idPrefix="admin-nav-side" />
      </nav>
      <details ref={menu} className="admin-nav admin-nav--menu">
        <summary className="admin-nav__toggle">{t("nav.menu")}</summary>
        <nav aria-label={t("nav.label")}>
          <SectionLinks idPrefix="admin-nav-menu" />
        </nav>
      </details>
    </>
  );
}
