import { data } from "react-router";
import { StatusPage } from "#app/components/layout/status-page";
import { pageMeta } from "#app/components/seo/page-meta";
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
  return <StatusPage code={403} />;
}
