import { pageMeta } from "#app/components/seo/page-meta";
import { staffPreview } from "#app/modules/identity/staff-preview.server";
import type { Route } from "./+types/detail";
import { loadDestination } from "./destination.server";
import { DestinationPage } from "./destination-page";

// /destinations/{slug}: a country or another top-level destination; a park answers 301 to its nested URL.
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadDestination({
    slug: params.slug,
    parentSlug: null,
    request,
    language: context.language,
    staffPreview: staffPreview(request, context),
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function DestinationRoute({ loaderData }: Route.ComponentProps) {
  return <DestinationPage data={loaderData} />;
}
