import "#app/styles/forms.css";
import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "#app/components/forms/auth-card";
import { EmailField } from "#app/components/forms/email-field";
import { NewPasswordFields } from "#app/components/forms/new-password-fields";
import { pageMeta } from "#app/components/seo/page-meta";
import { FormStatus } from "#app/components/ui/form";
import { EMAIL_MAX } from "#app/domain/identity-fields";
import { newPasswordSchema, passwordResetRequestSchema } from "#app/domain/identity-rules";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { refuseFields, refuseForm, typedValues, validateForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { passRetryAfter, refuseLimited } from "#app/modules/http/too-many-requests.server";
import { requestPasswordReset, resetPassword } from "#app/modules/identity/accounts.server";
import { limitMailForm } from "#app/modules/identity/form-limits.server";
import type { Route } from "./+types/reset-password";

// Better Auth's tokens are short URL-safe strings; anything else is not worth a query.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const t = serverT(context.language, "auth");
  return {
    token: token && TOKEN_PATTERN.test(token) ? token : null,
    invalidLink: token !== null && !TOKEN_PATTERN.test(token),
    messages: messagesFor(context.language, ["auth", "validation"]),
    seo: { title: t("reset.metaTitle"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  // The passwords never come back; the address does.
  const values = typedValues(form, { email: EMAIL_MAX });
  if (form.get("intent") === "reset") {
    const reply = { intent: "reset", values, sentTo: null, invalidLink: false };
    const checked = validateForm(newPasswordSchema, form, context.language, reply);
    if (!checked.ok) return checked.response;
    const token = form.get("token");
    const result =
      typeof token === "string" && TOKEN_PATTERN.test(token)
        ? await resetPassword(token, checked.data.password)
        : null;
    // A guessable password is said next to the field; the link stays usable.
    if (result && !result.ok && result.field) {
      return refuseForm(context.language, reply, result);
    }
    if (!result?.ok) return refuseFields(context.language, { ...reply, invalidLink: true }, {});
    throw redirect("/login?notice=passwordChanged");
  }
  const reply = { intent: "request", values, sentTo: null, invalidLink: false };
  const checked = validateForm(passwordResetRequestSchema, form, context.language, reply);
  if (!checked.ok) return checked.response;
  // Counted whether or not the address has an account: a refusal reveals nothing either.
  const limit = await limitMailForm("password-reset", {
    clientIp: context.clientIp,
    email: checked.data.email,
  });
  if (!limit.allowed) return refuseLimited(context.language, reply, limit);
  // The same answer whether or not the address has an account.
  await requestPasswordReset(checked.data.email, request, context);
  return { ...reply, sentTo: checked.data.email, fieldErrors: {}, formError: null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export const headers = passRetryAfter;

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const invalidLink = loaderData.invalidLink || actionData?.invalidLink;
  if (loaderData.token && !invalidLink) {
    return (
      <AuthCard id="reset" title={t("reset.newTitle")} lead={t("reset.newLead")}>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields label={t("fields.newPassword")} errors={errors} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("reset.newSubmit")}
          </button>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard id="reset" title={t("reset.requestTitle")} lead={t("reset.requestLead")}>
      {invalidLink ? <FormStatus tone="error">{t("reset.invalidLink")}</FormStatus> : null}
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      {actionData?.sentTo ? (
        <FormStatus tone="success">{t("reset.requestSent", { email: actionData.sentTo })}</FormStatus>
      ) : null}
      <Form method="post" action="/reset-password" noValidate>
        <input type="hidden" name="intent" value="request" />
        <EmailField label={t("fields.email")} defaultValue={actionData?.values.email} error={errors.email} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("reset.requestSubmit")}
        </button>
      </Form>
      <p className="auth-card__alt">
        <Link to="/login">{t("reset.backToLogin")}</Link>
      </p>
    </AuthCard>
  );
}
