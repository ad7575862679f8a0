import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "#app/domain/content/translations";
import { LANGUAGE_NAMES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";

/**
 * A list row's language badges (issue 16, item 3): DE, FR, ES, ZH, each
 * complete or with its missing fields counted (content-translations.ts `gapCounts`).
 */
export function TranslationBadges({ gaps }: { gaps: Record<TranslatedLanguage, number> }) {
  const { t } = useTranslation("admin-content");
  return (
    <ul className="admin-translation-badges">
      {TRANSLATED_LANGUAGES.map((language) => {
        const missing = gaps[language];
        const name = LANGUAGE_NAMES[language];
        const says =
          missing === 0
            ? t("tabs.badgeComplete", { language: name })
            : t("tabs.badgeMissing", { language: name, count: missing });
        return (
          <li key={language}>
            <abbr
              className={missing === 0 ? "admin-badge admin-badge--ok" : "admin-badge admin-badge--warn"}
              title={says}
            >
              {language.toUpperCase()}
              <span className="sr-only">{says}</span>
            </abbr>
          </li>
        );
      })}
    </ul>
  );
}
