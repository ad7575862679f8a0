import { data, Link } from "react-router";
import { pageMeta } from "#app/components/seo/page-meta";
import { useTranslation } from "#app/i18n/react";
import { serverT } from "#app/i18n/translate.server";
import type { Route } from "./+types/unauthorized";

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "errors");
  return data({ seo: { title: t("accessDeniedTitle") } }, { status: 403 });
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

export default function Unauthorized() {
  const { t } = useTranslation("errors");
  return (
    <section className="container page-message" aria-labelledby="denied-title">
      <p className="page-message__code" aria-hidden="true">
        403
      </p>
      <h1 id="denied-title">{t("accessDeniedTitle")}</h1>
      <p>{t("accessDeniedText")}</p>
      <div className="page-message__actions">
        <Link to="/" className="btn btn-primary">
          {t("goHome")}
        </Link>
      </div>
    </section>
  );
}
