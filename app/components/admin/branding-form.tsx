import "#app/styles/admin-content.css";
import "#app/styles/admin-branding.css";
import { Form } from "react-router";
import { Field, FormStatus, SelectField } from "#app/components/ui/form";
import { brandingMissing, brandingTranslationValues, type ContrastWarning } from "#app/domain/admin/branding";
import {
  BRANDING_COLOR_KEYS,
  BRANDING_FONT_KEYS,
  BRANDING_FONTS,
  BRANDING_TEXT_KEYS,
  BRANDING_TEXT_LIMITS,
  type BrandingFormValues,
} from "#app/domain/admin/branding-fields";
import { hexColor } from "#app/domain/css-values";
import { LANGUAGE_NAMES, type Language } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { TranslationTabs } from "./translation-tabs";

type Errors = Record<string, string>;

/**
 * The site branding editor's one form (issue 16, item 1): the company's name,
 * the logo's text and the tagline in five languages (the translation tabs:
 * English required, an empty language shows the English text), the three
 * colours as hex with a warning where text on them would read below WCAG AA,
 * and the two fonts among those the site serves itself.
 */
export function BrandingForm({
  values,
  token,
  warnings,
  fieldErrors = {},
  formError,
}: {
  values: BrandingFormValues;
  token: string;
  warnings: readonly ContrastWarning[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-branding");
  const { t: tc } = useTranslation("admin-content");
  const f = (key: string, options?: Record<string, unknown>) => t(`branding.form.${key}`, options);
  const fields = BRANDING_TEXT_KEYS.map((key) => ({
    field: key,
    kind: "line" as const,
    max: BRANDING_TEXT_LIMITS[key],
    label: f(`texts.${key}`),
    english: values.texts[key].en,
  }));
  return (
    <Form method="post" className="admin-form tour-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      <input type="hidden" name="token" value={token} />
      <fieldset className="admin-card tour-form__section">
        <legend>{f("textsTitle")}</legend>
        <p className="admin-content__note">{f("textsIntro")}</p>
        <TranslationTabs
          id="branding"
          label={tc("tabs.label")}
          fields={fields}
          values={brandingTranslationValues(values)}
          missing={brandingMissing(values)}
          english={BRANDING_TEXT_KEYS.map((key) => (
            <Field
              key={key}
              name={key}
              label={f(`texts.${key}`)}
              hint={f(`textHints.${key}`)}
              error={fieldErrors[key]}
              defaultValue={values.texts[key].en}
              maxLength={BRANDING_TEXT_LIMITS[key]}
              required
            />
          ))}
        />
        {/* Errors of the other languages' fields (the tabs show the fields, the save names what is wrong). */}
        {Object.entries(fieldErrors)
          .filter(([name]) => name.startsWith("translations."))
          .map(([name, message]) => {
            const [, language = "", key = ""] = name.split(".");
            return (
              <p key={name} className="form-field__error" role="alert">
                {f("translationError", {
                  language: LANGUAGE_NAMES[language as Language] ?? language,
                  field: f(`texts.${key}`),
                  message,
                })}
              </p>
            );
          })}
      </fieldset>
      <fieldset className="admin-card tour-form__section">
        <legend>{f("colorsTitle")}</legend>
        <p className="admin-content__note">{f("colorsIntro")}</p>
        <div className="tour-form__grid">
          {BRANDING_COLOR_KEYS.map((key) => {
            const swatch = hexColor(values.colors[key]);
            return (
              <div key={key} className="branding-color">
                <Field
                  name={key}
                  label={f(`colors.${key}`)}
                  hint={f(`colorHints.${key}`)}
                  error={fieldErrors[key]}
                  defaultValue={values.colors[key]}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  required
                />
                {swatch ? (
                  <span
                    className="branding-color__swatch"
                    aria-hidden="true"
                    style={{ backgroundColor: swatch }}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
        {warnings.length > 0 ? (
          <ul className="branding-warning" data-testid="contrast-warnings">
            {warnings.map((warning) => (
              <li key={warning.key}>{f(`contrast.${warning.key}`, { ratio: warning.ratio })}</li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <fieldset className="admin-card tour-form__section">
        <legend>{f("fontsTitle")}</legend>
        <p className="admin-content__note">{f("fontsIntro")}</p>
        <div className="tour-form__grid">
          {BRANDING_FONT_KEYS.map((key) => (
            <SelectField
              key={key}
              name={key}
              label={f(`fonts.${key}`)}
              error={fieldErrors[key]}
              defaultValue={values.fonts[key]}
              options={BRANDING_FONTS.map((font) => ({ value: font, label: font }))}
            />
          ))}
        </div>
      </fieldset>
      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
      </div>
    </Form>
  );
}
