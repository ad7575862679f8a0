import { SelectField } from "#app/components/ui/form";
import { CURRENCY_CODES } from "#app/domain/currency";
import { LANGUAGE_NAMES, LANGUAGES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { AccountForm, AccountSection, type FormState } from "./account-form";

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/** The newsletter subscription, and the language and currency the site opens in. */
export function PreferencesSection({
  subscribed,
  preferences,
  newsletterState,
  preferencesState,
}: {
  subscribed: boolean;
  preferences: { language: string; currency: string };
  newsletterState: FormState;
  preferencesState: FormState;
}) {
  const { t } = useTranslation("account");
  return (
    <AccountSection id="preferences" title={t("preferences.title")}>
      <AccountForm
        intent="newsletter"
        state={newsletterState}
        title={t("newsletter.title")}
        submit={t("newsletter.submit")}
      >
        {/* A lone checkbox with its hint below, outside the frame of a field. */}
        <div className="account-check">
          <input
            id="newsletter-subscribed"
            type="checkbox"
            name="subscribed"
            defaultChecked={subscribed}
            aria-describedby="newsletter-hint"
          />
          <label htmlFor="newsletter-subscribed">{t("newsletter.label")}</label>
        </div>
        <p id="newsletter-hint" className="account-field__hint">
          {t("newsletter.hint")}
        </p>
      </AccountForm>
      <AccountForm
        intent="preferences"
        state={preferencesState}
        title={t("preferences.languageAndCurrency")}
        submit={t("preferences.submit")}
      >
        <SelectField
          name="language"
          label={t("preferences.language")}
          defaultValue={preferencesState.values?.language ?? preferences.language}
          error={preferencesState.errors.language}
          options={LANGUAGE_OPTIONS}
        />
        <SelectField
          name="currency"
          label={t("preferences.currency")}
          defaultValue={preferencesState.values?.currency ?? preferences.currency}
          error={preferencesState.errors.currency}
          options={CURRENCY_OPTIONS}
        />
      </AccountForm>
    </AccountSection>
  );
}
