import { pageMeta } from "#app/components/seo/page-meta";
import { staffPreview } from "#app/modules/identity/staff-preview.server";
import type { Route } from "./+types/detail";
import { loadExperience } from "./experience.server";
import { ExperiencePage } from "./experience-page";

// /experiences/{slug}: a top-level experience; a nested one answers 301 to its nested URL.
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadExperience({
    slug: params.slug,
    parentSlug: null,
    request,
    language: context.language,
    staffPreview: staffPreview(request, context),
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function ExperienceRoute({ loaderData }: Route.ComponentProps) {
  return <ExperiencePage data={loaderData} />;
}
