import "#app/styles/forms.css";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "#app/components/forms/auth-card";
import { EmailField } from "#app/components/forms/email-field";
import { NewPasswordFields } from "#app/components/forms/new-password-fields";
import { pageMeta } from "#app/components/seo/page-meta";
import { Field, FormStatus } from "#app/components/ui/form";
import { safeRedirectPath } from "#app/domain/http/safe-redirect";
import { EMAIL_MAX, FULL_NAME, REFERRAL_CODE_MAX } from "#app/domain/identity-fields";
import { signUpSchema } from "#app/domain/identity-rules";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { withAnalyticsFlash } from "#app/modules/analytics/consent.server";
import { refuseForm, typedValues, validateForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { passRetryAfter, refuseLimited } from "#app/modules/http/too-many-requests.server";
import { signUp } from "#app/modules/identity/accounts.server";
import { googleEnabled } from "#app/modules/identity/auth.server";
import { limitMailForm } from "#app/modules/identity/form-limits.server";
import { getViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/register";
import { GoogleButton } from "./google-button";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirect"));
  if (await getViewer(request, context)) throw redirect(redirectTo);
  const t = serverT(context.language, "auth");
  return {
    redirectTo,
    referralCode: (url.searchParams.get("ref") ?? "").slice(0, REFERRAL_CODE_MAX),
    google: googleEnabled(),
    messages: messagesFor(context.language, ["auth", "validation"]),
    seo: { title: t("register.metaTitle"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const redirectTo = safeRedirectPath(form.get("redirect"));
  // What the visitor typed comes back on an error, passwords excepted.
  const reply = { values: typedValues(form, { email: EMAIL_MAX, fullName: 200, referralCode: 40 }) };
  const checked = validateForm(signUpSchema, form, context.language, reply);
  if (!checked.ok) return checked.response;
  const limit = await limitMailForm("sign-up", { clientIp: context.clientIp, email: checked.data.email });
  if (!limit.allowed) return refuseLimited(context.language, reply, limit);
  const result = await signUp(checked.data, request, context);
  if (!result.ok) return refuseForm(context.language, reply, result);
  // The tracker's sign_up, and referral_used when the code named an account, on the next page (decision 102).
  const events = [{ name: "sign_up", method: "password" } as const];
  const headers = withAnalyticsFlash(
    request,
    result.headers,
    result.referred ? [...events, { name: "referral_used" }] : events,
  );
  throw redirect(redirectTo, { headers });
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export const headers = passRetryAfter;

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values = actionData?.values;
  const loginHref =
    loaderData.redirectTo === "/account"
      ? "/login"
      : `/login?redirect=${encodeURIComponent(loaderData.redirectTo)}`;
  return (
    <AuthCard id="register" title={t("register.title")} lead={t("register.lead")}>
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <Form method="post" noValidate>
        <input type="hidden" name="redirect" value={loaderData.redirectTo} />
        <Field
          name="fullName"
          label={t("fields.fullName")}
          autoComplete="name"
          required
          maxLength={FULL_NAME.max}
          defaultValue={values?.fullName}
          error={errors.fullName}
        />
        <EmailField label={t("fields.email")} defaultValue={values?.email} error={errors.email} />
        <NewPasswordFields label={t("fields.password")} errors={errors} />
        <Field
          name="referralCode"
          label={t("register.referralCode")}
          autoComplete="off"
          maxLength={REFERRAL_CODE_MAX}
          defaultValue={values?.referralCode ?? loaderData.referralCode}
          hint={t("register.referralHint")}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("register.submit")}
        </button>
      </Form>
      {loaderData.google ? <GoogleButton redirectTo={loaderData.redirectTo} /> : null}
      <p className="auth-card__alt">
        {t("register.haveAccount")} <Link to={loginHref}>{t("login.submit")}</Link>
      </p>
    </AuthCard>
  );
}
