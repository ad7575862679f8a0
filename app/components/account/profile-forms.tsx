import { Field } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import {
  AccountFields,
  AccountForm,
  AccountSection,
  AccountStatus,
  CurrentPasswordField,
  type FormState,
} from "./account-form";

/** What the account page shows of the person. */
export type AccountProfile = {
  email: string;
  fullName: string;
  phone: string;
  emailVerified: boolean;
  /** False for an account made with Google: its forms confirm and change things another way. */
  hasPassword: boolean;
};

/** The full name and the phone. */
export function ProfileSection({ profile, state }: { profile: AccountProfile; state: FormState }) {
  const { t } = useTranslation("account");
  return (
    <AccountSection id="profile" title={t("profile")}>
      <AccountForm intent="profile" state={state} submit={t("save")} noValidate>
        <Field
          name="fullName"
          label={t("fullName")}
          autoComplete="name"
          defaultValue={state.values?.fullName ?? profile.fullName}
          error={state.errors.fullName}
          required
        />
        <Field
          name="phone"
          type="tel"
          label={t("phone")}
          hint={t("phoneHint")}
          autoComplete="tel"
          defaultValue={state.values?.phone ?? profile.phone}
          error={state.errors.phone}
        />
      </AccountForm>
    </AccountSection>
  );
}

/** The address, whether it is verified, and its change (which needs a password). */
export function EmailSection({ profile, state }: { profile: AccountProfile; state: FormState }) {
  const { t } = useTranslation("account");
  return (
    <AccountSection id="email" title={t("emailChange.title")}>
      <p className="account-section__text">
        {t("emailChange.current", { email: profile.email })}{" "}
        <span className={profile.emailVerified ? "account-badge" : "account-badge account-badge--warn"}>
          {profile.emailVerified ? t("emailChange.verified") : t("emailChange.unverified")}
        </span>
      </p>
      {profile.hasPassword ? (
        <AccountForm intent="email" state={state} submit={t("emailChange.submit")} noValidate>
          <Field
            name="email"
            type="email"
            label={t("emailChange.newEmail")}
            autoComplete="email"
            defaultValue={state.values?.email ?? ""}
            error={state.errors.email}
            required
          />
          <CurrentPasswordField error={state.errors.currentPassword} />
        </AccountForm>
      ) : (
        <>
          <AccountFields intent="email">
            <AccountStatus state={state} />
          </AccountFields>
          <p className="account-section__text" data-testid="email-change-needs-password">
            {t("emailChange.needsPasswordText")} <a href="#security">{t("emailChange.setPasswordLink")}</a>
          </p>
        </>
      )}
    </AccountSection>
  );
}
