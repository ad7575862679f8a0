import { CheckField, Field } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { AccountForm, AccountSection, CurrentPasswordField, type KeyFormProps } from "./account-form";

/** The person's data: its download, and the deletion of the account. */
export function PrivacySection({ email, hasPassword, state }: KeyFormProps) {
  const { t } = useTranslation("account");
  return (
    <AccountSection id="privacy" title={t("privacy.title")}>
      <h3 className="account-section__subtitle">{t("privacy.downloadTitle")}</h3>
      <p className="account-section__text">{t("privacy.downloadText")}</p>
      <a href="/account/data.json" className="btn btn-ghost" download>
        {t("privacy.downloadLink")}
      </a>
      <AccountForm
        intent="delete"
        state={state}
        title={t("delete.title")}
        text={t("delete.text")}
        submit={t("delete.submit")}
        danger
        noValidate
      >
        {hasPassword ? (
          <CurrentPasswordField error={state.errors.currentPassword} />
        ) : (
          <Field
            name="confirmEmail"
            type="email"
            label={t("delete.typeEmail")}
            hint={t("delete.typeEmailHint", { email })}
            autoComplete="off"
            error={state.errors.confirmEmail}
            required
          />
        )}
        <CheckField name="confirm" label={t("delete.confirm")} error={state.errors.confirm} />
      </AccountForm>
    </AccountSection>
  );
}
