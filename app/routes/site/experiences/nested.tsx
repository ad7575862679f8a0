import { pageMeta } from "#app/components/seo/page-meta";
import { staffPreview } from "#app/modules/identity/staff-preview.server";
import type { Route } from "./+types/nested";
import { loadExperience } from "./experience.server";
import { ExperiencePage } from "./experience-page";

// /experiences/{parentSlug}/{childSlug}: an experience under its parent; under any other parent, 404.
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadExperience({
    slug: params.childSlug,
    parentSlug: params.parentSlug,
    request,
    language: context.language,
    staffPreview: staffPreview(request, context),
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function NestedExperienceRoute({ loaderData }: Route.ComponentProps) {
  return <ExperiencePage data={loaderData} />;
}
