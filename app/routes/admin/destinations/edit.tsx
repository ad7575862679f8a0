import { adminMeta } from "#app/components/admin/page-parts";
import { DestinationForm } from "#app/components/admin/place-forms";
import { EditPlacePage } from "../places/place-pages";
import { editPlaceAction, editPlaceLoader } from "../places/place-routes.server";
import { DESTINATIONS } from "../places/sections.server";
import type { Route } from "./+types/edit";

export const loader = (args: Route.LoaderArgs) => editPlaceLoader(DESTINATIONS, args);
export const action = (args: Route.ActionArgs) => editPlaceAction(DESTINATIONS, args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditDestination({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditPlacePage
      section="destinations"
      PlaceForm={DestinationForm}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
