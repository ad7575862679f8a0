import { adminMeta } from "#app/components/admin/page-parts";
import { DESTINATION_LINKS } from "#app/domain/admin/places-fields";
import { DeletePlacePage } from "../places/place-pages";
import { deletePlaceAction, deletePlaceLoader } from "../places/place-routes.server";
import { DESTINATIONS } from "../places/sections.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation, and lists what links to the record.
export const loader = (args: Route.LoaderArgs) => deletePlaceLoader(DESTINATIONS, args);
export const action = (args: Route.ActionArgs) => deletePlaceAction(DESTINATIONS, args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteDestination({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DeletePlacePage
      section="destinations"
      linkKinds={DESTINATION_LINKS}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
