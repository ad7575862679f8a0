import "#app/styles/pages.css";
import { pageMeta } from "#app/components/seo/page-meta";
import type { Route } from "./+types/insurance";
import { ContentPage } from "./content-page";
import { loadContentPage } from "./content-page.server";

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage("insurance", context.language);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function InsurancePage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
