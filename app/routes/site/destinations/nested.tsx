import { pageMeta } from "#app/components/seo/page-meta";
import { staffPreview } from "#app/modules/identity/staff-preview.server";
import type { Route } from "./+types/nested";
import { loadDestination } from "./destination.server";
import { DestinationPage } from "./destination-page";

// /destinations/{parentSlug}/{childSlug}: a park or area under its country; under any other parent, 404.
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadDestination({
    slug: params.childSlug,
    parentSlug: params.parentSlug,
    request,
    language: context.language,
    staffPreview: staffPreview(request, context),
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function NestedDestinationRoute({ loaderData }: Route.ComponentProps) {
  return <DestinationPage data={loaderData} />;
}
