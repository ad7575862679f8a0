import { Field } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { AccountForm, AccountSection, CurrentPasswordField, type KeyFormProps } from "./account-form";

/** A new password; for an account made with Google, the emailed link that sets a first one. */
export function SecuritySection({ email, hasPassword, state }: KeyFormProps) {
  const { t } = useTranslation("account");
  return (
    <AccountSection id="security" title={t("security.title")}>
      {hasPassword ? (
        <AccountForm intent="password" state={state} submit={t("security.submit")} noValidate>
          <CurrentPasswordField error={state.errors.currentPassword} />
          <Field
            name="password"
            type="password"
            label={t("newPassword")}
            hint={t("security.passwordHint")}
            autoComplete="new-password"
            error={state.errors.password}
            required
          />
          <Field
            name="confirmPassword"
            type="password"
            label={t("confirmPassword")}
            autoComplete="new-password"
            error={state.errors.confirmPassword}
            required
          />
          <p className="account-field__hint">{t("security.otherSessions")}</p>
        </AccountForm>
      ) : (
        // Signed up with Google: no password to change yet, one to set by email.
        <AccountForm
          intent="password"
          state={state}
          text={t("security.noPasswordText", { email })}
          submit={t("security.sendSetLink")}
        >
          <p className="account-field__hint">{t("security.setLinkHint")}</p>
        </AccountForm>
      )}
    </AccountSection>
  );
}
