import "#app/styles/compare-page.css";
import { pageMeta } from "#app/components/seo/page-meta";
import { isShareToken } from "#app/domain/catalogue/comparison";
import { messagesFor } from "#app/i18n/resources.server";
import { absoluteUrl } from "#app/i18n/urls";
import { findComparison } from "#app/modules/catalogue/comparison.server";
import { env } from "#app/modules/config/env.server";
import { notFound } from "#app/modules/http/responses.server";
import type { Route } from "./+types/shared";
import { compareSeo, comparisonFor } from "./compare.server";
import { ComparisonView } from "./comparison-view";

/** /compare/{token}: a shared comparison, the same for anyone; an unknown token is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isShareToken(params.token)) notFound();
  const ids = await findComparison(params.token);
  if (!ids) notFound();
  const comparison = await comparisonFor(ids.join(","), context.language);
  return {
    ...comparison,
    shareUrl: absoluteUrl(env().siteUrl, `/compare/${params.token}`),
    messages: messagesFor(context.language, ["tours"]),
    seo: compareSeo(context.language),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function SharedComparisonPage({ loaderData }: Route.ComponentProps) {
  return (
    <ComparisonView tours={loaderData.tours} notices={loaderData.notices} shareUrl={loaderData.shareUrl} />
  );
}
