import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import {
  type TranslatedFieldSpec,
  translatedFieldSpecs,
  translationInputName,
} from "#app/domain/admin/content-translations";
import {
  TRANSLATED_LANGUAGES,
  type TranslatableEntity,
  type TranslatedLanguage,
} from "#app/domain/content/translations";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";

export type TranslationTabField = TranslatedFieldSpec & {
  /** The field's label, in the staff member's language. */
  label: string;
  /** The English text, shown for reference above the translated field. */
  english: string;
};

type Tab = "en" | TranslatedLanguage;
const TABS: readonly Tab[] = ["en", ...TRANSLATED_LANGUAGES];

/**
 * One tab per language, English first (issue 16, item 3): the English fields
 * (`english`, rendered by the editor) in the first panel, each other language's
 * fields in its own, with the English text above each for reference, and the
 * number of missing fields in the tab's label ("Deutsch · 3 missing").
 *
 * Progressive enhancement: the server renders every panel one after another,
 * each under a heading, so the form works without JavaScript; once hydrated,
 * the tab list appears and only the chosen panel shows (WAI-ARIA tabs:
 * arrow keys, Home and End move between tabs). Hidden panels stay in the form,
 * so every language is posted with every save. Inputs are named
 * `${prefix}translations.<lang>.<field>` (content-translations.ts reads them).
 */
export function TranslationTabs({
  id,
  label,
  english,
  fields,
  values,
  missing,
  prefix = "",
}: {
  /** A unique id for this set of tabs on the page ("tour", "day-2"). */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  english: ReactNode;
  fields: readonly TranslationTabField[];
  /** What is typed in each language (lists as one item per line). */
  values: Partial<Record<TranslatedLanguage, Record<string, string>>>;
  /** Per language, the fields missing (content-translations.ts `missingByLanguage`). */
  missing: Record<TranslatedLanguage, readonly string[]>;
  prefix?: string;
}) {
  const { t } = useTranslation("admin-content");
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState<Tab>("en");
  const tabs = useRef(new Map<Tab, HTMLButtonElement | null>());
  useEffect(() => setEnhanced(true), []);

  const tabLabel = (tab: Tab) => {
    if (tab === "en") return LANGUAGE_NAMES.en;
    const count = missing[tab].length;
    return count === 0
      ? t("tabs.complete", { language: LANGUAGE_NAMES[tab] })
      : t("tabs.missing", { language: LANGUAGE_NAMES[tab], count });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(active);
    const next =
      event.key === "ArrowRight"
        ? TABS[(at + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div className={enhanced ? "translation-tabs translation-tabs--enhanced" : "translation-tabs"}>
      {enhanced ? (
        <div role="tablist" aria-label={label} className="translation-tabs__list">
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabs.current.set(tab, element);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-controls={`${id}-panel-${tab}`}
              aria-selected={active === tab}
              tabIndex={active === tab ? 0 : -1}
              className={
                tab !== "en" && missing[tab].length > 0
                  ? "translation-tabs__tab translation-tabs__tab--missing"
                  : "translation-tabs__tab"
              }
              onClick={() => setActive(tab)}
              onKeyDown={onKeyDown}
            >
              {tabLabel(tab)}
            </button>
          ))}
        </div>
      ) : null}
      {TABS.map((tab) => (
        <section
          key={tab}
          id={`${id}-panel-${tab}`}
          className="translation-tabs__panel"
          {...(enhanced
            ? { role: "tabpanel", "aria-labelledby": `${id}-tab-${tab}`, hidden: active !== tab, tabIndex: 0 }
            : { "aria-labelledby": `${id}-heading-${tab}` })}
        >
          {enhanced ? null : (
            <h3 id={`${id}-heading-${tab}`} className="translation-tabs__heading">
              {tabLabel(tab)}
            </h3>
          )}
          {tab === "en" ? (
            english
          ) : (
            <TranslatedFields id={id} language={tab} {...{ fields, values, prefix }} />
          )}
        </section>
      ))}
    </div>
  );
}

function TranslatedFields({
  id,
  language,
  fields,
  values,
  prefix,
}: {
  id: string;
  language: TranslatedLanguage;
  fields: readonly TranslationTabField[];
  values: Partial<Record<TranslatedLanguage, Record<string, string>>>;
  prefix: string;
}) {
  const { t } = useTranslation("admin-content");
  return (
    <div className="translation-tabs__fields">
      {fields.map((field) => {
        const inputId = `${id}-${language}-${field.field}`;
        const name = translationInputName(language, field.field, prefix);
        const value = values[language]?.[field.field] ?? "";
        const hint =
          field.kind === "list"
            ? t("tabs.listHint")
            : field.kind === "markdown"
              ? t("tabs.markdownHint")
              : null;
        return (
          <div key={field.field} className="form-field translation-tabs__field">
            <label htmlFor={inputId}>{field.label}</label>
            <div className="translation-tabs__source" lang="en" id={`${inputId}-en`}>
              <span className="translation-tabs__source-label">{t("tabs.englishText")}:</span>{" "}
              {field.english.trim() === "" ? <em>{t("tabs.noEnglish")}</em> : field.english}
            </div>
            {field.kind === "line" ? (
              <input
                id={inputId}
                name={name}
                // The text typed is in the panel's language; the labels around it are the staff member's.
                lang={LANGUAGE_TAGS[language]}
                defaultValue={value}
                maxLength={field.max}
                aria-describedby={`${inputId}-en`}
              />
            ) : (
              <textarea
                id={inputId}
                name={name}
                lang={LANGUAGE_TAGS[language]}
                defaultValue={value}
                rows={field.kind === "markdown" ? 8 : field.kind === "list" ? 5 : 3}
                maxLength={field.kind === "list" ? undefined : field.max}
                aria-describedby={hint ? `${inputId}-en ${inputId}-hint` : `${inputId}-en`}
              />
            )}
            {hint ? (
              <p id={`${inputId}-hint`} className="form-field__hint">
                {hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The tabs' fields of a table, labelled with the form's own labels, each with its English text. */
export function translationTabFields(
  entity: TranslatableEntity,
  english: Record<string, string>,
  label: (field: string) => string,
): TranslationTabField[] {
  return translatedFieldSpecs(entity).map((spec) => ({
    ...spec,
    label: label(spec.field),
    english: english[spec.field] ?? "",
  }));
}
