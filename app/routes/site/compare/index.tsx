import "#app/styles/compare-page.css";
import { data, redirect } from "react-router";
import { pageMeta } from "#app/components/seo/page-meta";
import { MIN_COMPARED } from "#app/domain/catalogue/comparison";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { shareComparison } from "#app/modules/catalogue/comparison.server";
import { readForm } from "#app/modules/http/request-body.server";
import type { Route } from "./+types/index";
import { compareSeo, comparisonFor } from "./compare.server";
import { ComparisonView } from "./comparison-view";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const comparison = await comparisonFor(url.searchParams.get("tours"), context.language);
  return {
    ...comparison,
    shareUrl: null,
    messages: messagesFor(context.language, ["tours"]),
    seo: compareSeo(context.language),
  };
}

/**
 * Share: the tours posted (a plain form) get their stable /compare/{token}
 * link, created on first share and the same afterwards.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const value = form.get("tours");
  const { tours } = await comparisonFor(typeof value === "string" ? value : null, context.language);
  if (tours.length < MIN_COMPARED) {
    return data({ shareError: serverT(context.language, "compare")("page.shareFailed") }, { status: 400 });
  }
  const token = await shareComparison(tours.map((tour) => tour.id));
  throw redirect(`/compare/${token}`, 303);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function ComparePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ComparisonView
      tours={loaderData.tours}
      notices={loaderData.notices}
      shareUrl={null}
      shareError={actionData?.shareError ?? null}
    />
  );
}
