import { Link, useLocation } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { Dropdown } from "#app/components/ui/dropdown";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { localizedHref } from "#app/i18n/urls";

/** Links to `?lang=xx`: they work without JavaScript, and the server remembers the choice. */
export function LanguagePicker({ align }: { align?: "left" | "right" }) {
  const { t } = useTranslation("nav");
  const { language } = usePreferences();
  const { pathname, search } = useLocation();
  return (
    <Dropdown
      align={align}
      className="language-picker"
      ariaLabel={`${t("language")}: ${LANGUAGE_NAMES[language]}`}
      label={
        <>
          <GlobeIcon />
          <span className="uppercase">{language}</span>
        </>
      }
    >
      <p className="dropdown__heading" id="language-picker-heading">
        {t("chooseLanguage")}
      </p>
      <ul aria-labelledby="language-picker-heading">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={localizedHref(pathname, search, lang)}
              hrefLang={LANGUAGE_TAGS[lang]}
              lang={LANGUAGE_TAGS[lang]}
              aria-current={lang === language ? "true" : undefined}
              className="dropdown__item"
              preventScrollReset
            >
              {LANGUAGE_NAMES[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}
