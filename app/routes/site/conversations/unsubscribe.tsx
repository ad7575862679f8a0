import "#app/styles/forms.css";
import { Form, useNavigation } from "react-router";
import { NewsletterForm } from "#app/components/conversations/newsletter-form";
import { AuthCard } from "#app/components/forms/auth-card";
import { EmailField } from "#app/components/forms/email-field";
import { pageMeta } from "#app/components/seo/page-meta";
import { FormStatus } from "#app/components/ui/form";
import { newsletterSchema } from "#app/domain/conversation-rules";
import { EMAIL_MAX } from "#app/domain/identity-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { env } from "#app/modules/config/env.server";
import { typedValues, validateForm } from "#app/modules/http/form-errors.server";
import { takeHit } from "#app/modules/http/rate-limit.server";
import { readForm } from "#app/modules/http/request-body.server";
import {
  sendUnsubscribeLink,
  unsubscribe,
  validUnsubscribeToken,
} from "#app/modules/newsletter/subscriptions.server";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe?email=&token=: a link from a newsletter email unsubscribes at
 * once. Without a valid token nobody is unsubscribed; the page offers to email
 * a signed link to the address instead, so only its owner can confirm.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const email = (url.searchParams.get("email") ?? "").trim().toLowerCase();
  const token = url.searchParams.get("token") ?? "";
  const t = serverT(context.language, "newsletter");
  const base = {
    messages: messagesFor(context.language, ["newsletter"]),
    seo: { title: t("unsubscribe.metaTitle"), noindex: true },
  };
  if (email && token && validUnsubscribeToken(email, token)) {
    await unsubscribe(email);
    return { ...base, state: "done" as const, email };
  }
  return { ...base, state: token ? ("invalid" as const) : ("confirm" as const), email };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const reply = { sent: false, values: typedValues(form, { email: EMAIL_MAX }) };
  const checked = validateForm(newsletterSchema.pick({ email: true }), form, context.language, reply);
  if (!checked.ok) return checked.response;
  const config = env();
  const verdict = await takeHit("newsletter-unsubscribe", context.clientIp || "unknown", {
    limit: config.NEWSLETTER_MAX_PER_ADDRESS,
    windowMs: config.NEWSLETTER_WINDOW_MS,
  });
  if (verdict.allowed) await sendUnsubscribeLink(checked.data.email, context.language);
  // The same answer whether or not the address is subscribed: the page reveals nothing.
  return { ...reply, sent: true, fieldErrors: {}, formError: null };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const navigation = useNavigation();
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  if (loaderData.state === "done") {
    return (
      <AuthCard id="unsubscribe" title={t("unsubscribe.doneTitle")}>
        <FormStatus tone="success">{t("unsubscribe.done", { email: loaderData.email })}</FormStatus>
        <p className="auth-card__lead">{t("unsubscribe.resubscribe")}</p>
        <NewsletterForm variant="modal" />
      </AuthCard>
    );
  }
  return (
    <AuthCard id="unsubscribe" title={t("unsubscribe.title")}>
      {loaderData.state === "invalid" ? (
        <FormStatus tone="error">{t("unsubscribe.invalid")}</FormStatus>
      ) : null}
      {actionData?.sent ? (
        <FormStatus tone="success">{t("unsubscribe.sent")}</FormStatus>
      ) : (
        <>
          <p className="auth-card__lead">{t("unsubscribe.confirmLead")}</p>
          <Form method="post" noValidate>
            <EmailField
              label={t("email")}
              defaultValue={actionData?.values.email ?? loaderData.email}
              error={errors.email}
            />
            <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {t("unsubscribe.sendLink")}
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
