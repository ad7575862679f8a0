import { adminMeta } from "#app/components/admin/page-parts";
import { EXPERIENCE_LINKS } from "#app/domain/admin/places-fields";
import { DeletePlacePage } from "../places/place-pages";
import { deletePlaceAction, deletePlaceLoader } from "../places/place-routes.server";
import { EXPERIENCES } from "../places/sections.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation, and lists what links to the record.
export const loader = (args: Route.LoaderArgs) => deletePlaceLoader(EXPERIENCES, args);
export const action = (args: Route.ActionArgs) => deletePlaceAction(EXPERIENCES, args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteExperience({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DeletePlacePage
      section="experiences"
      linkKinds={EXPERIENCE_LINKS}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
