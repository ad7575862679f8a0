import "#app/styles/forms.css";
import { data, Link } from "react-router";
import { pageMeta } from "#app/components/seo/page-meta";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { verifyEmail } from "#app/modules/identity/accounts.server";
import type { Route } from "./+types/verify-email";

const TOKEN_PATTERN = /^[A-Za-z0-9._-]{8,2000}$/;

/** The link in the verification email lands here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verified = TOKEN_PATTERN.test(token) && (await verifyEmail(token));
  const t = serverT(context.language, "auth");
  return data(
    {
      verified,
      messages: messagesFor(context.language, ["auth"]),
      seo: { title: t("verify.metaTitle"), noindex: true },
    },
    { status: verified ? 200 : 400 },
  );
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const state = loaderData.verified ? "success" : "failed";
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="verify-title">
        <h1 id="verify-title">{t(`verify.${state}Title`)}</h1>
        <p className="auth-card__lead">{t(`verify.${state}Text`)}</p>
        <Link to={loaderData.verified ? "/account" : "/login"} className="btn btn-primary">
          {loaderData.verified ? t("nav:account") : t("login.submit")}
        </Link>
      </section>
    </div>
  );
}
