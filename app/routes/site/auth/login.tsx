import "#app/styles/forms.css";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "#app/components/forms/auth-card";
import { EmailField } from "#app/components/forms/email-field";
import { pageMeta } from "#app/components/seo/page-meta";
import { Field, FormStatus } from "#app/components/ui/form";
import { safeRedirectPath } from "#app/domain/http/safe-redirect";
import { EMAIL_MAX, SIGN_IN_PASSWORD } from "#app/domain/identity-fields";
import { signInSchema } from "#app/domain/identity-rules";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { withAnalyticsFlash } from "#app/modules/analytics/consent.server";
import { refuseForm, typedValues, validateForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { signIn } from "#app/modules/identity/accounts.server";
import { googleEnabled } from "#app/modules/identity/auth.server";
import { getViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/login";
import { GoogleButton } from "./google-button";

/** Notices a page may ask the login page to show (?notice=...). */
const NOTICES = ["signedOut", "passwordChanged", "signInToContinue"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirect"));
  if (await getViewer(request, context)) throw redirect(redirectTo);
  const t = serverT(context.language, "auth");
  const notice = NOTICES.find((n) => n === url.searchParams.get("notice"));
  return {
    redirectTo,
    google: googleEnabled(),
    googleFailed: url.searchParams.get("error") === "google",
    notice: notice ?? (url.searchParams.has("redirect") ? "signInToContinue" : null),
    messages: messagesFor(context.language, ["auth", "validation"]),
    seo: { title: t("login.metaTitle"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const redirectTo = safeRedirectPath(form.get("redirect"));
  const reply = { values: typedValues(form, { email: EMAIL_MAX }) };
  const checked = validateForm(signInSchema, form, context.language, reply);
  if (!checked.ok) return checked.response;
  const result = await signIn(checked.data, request, context);
  // A throttled sign-in's failure carries its Retry-After.
  if (!result.ok) return refuseForm(context.language, reply, result);
  const headers = withAnalyticsFlash(request, result.headers, [{ name: "login", method: "password" }]);
  throw redirect(redirectTo, { headers });
}

/** The action's Retry-After reaches the page's response when sign-in is throttled. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const registerHref =
    loaderData.redirectTo === "/account"
      ? "/register"
      : `/register?redirect=${encodeURIComponent(loaderData.redirectTo)}`;
  return (
    <AuthCard id="login" title={t("login.title")} lead={t("login.lead")}>
      {loaderData.notice && !actionData ? (
        <FormStatus tone="info">{t(`login.${loaderData.notice}`)}</FormStatus>
      ) : null}
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      {loaderData.googleFailed ? <FormStatus tone="error">{t("errors:googleAuthFailed")}</FormStatus> : null}
      <Form method="post" noValidate>
        <input type="hidden" name="redirect" value={loaderData.redirectTo} />
        <EmailField label={t("fields.email")} defaultValue={actionData?.values.email} error={errors.email} />
        <Field
          name="password"
          type="password"
          label={t("fields.password")}
          autoComplete="current-password"
          required
          maxLength={SIGN_IN_PASSWORD.max}
          error={errors.password}
        />
        <p className="form-row-end">
          <Link to="/reset-password" className="auth-card__link">
            {t("login.forgotPassword")}
          </Link>
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("login.submit")}
        </button>
      </Form>
      {loaderData.google ? <GoogleButton redirectTo={loaderData.redirectTo} /> : null}
      <p className="auth-card__alt">
        {t("login.noAccount")} <Link to={registerHref}>{t("login.createAccount")}</Link>
      </p>
    </AuthCard>
  );
}
