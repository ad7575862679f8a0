import { Field } from "#app/components/ui/form";
import { SIGN_UP_PASSWORD } from "#app/domain/identity-fields";
import { useTranslation } from "#app/i18n/react";

/**
 * A new password and its confirmation (sign-up, password reset). What was
 * typed never comes back from the server, so they have no default value.
 */
export function NewPasswordFields({
  label,
  errors,
}: {
  /** The first field's label: "Password" or "New password". */
  label: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <Field
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        required
        minLength={SIGN_UP_PASSWORD.min}
        maxLength={SIGN_UP_PASSWORD.max}
        hint={t("register.passwordHint", { min: SIGN_UP_PASSWORD.min })}
        error={errors.password}
      />
      <Field
        name="confirmPassword"
        type="password"
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        required
        maxLength={SIGN_UP_PASSWORD.max}
        error={errors.confirmPassword}
      />
    </>
  );
}
