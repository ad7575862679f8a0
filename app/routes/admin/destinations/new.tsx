import { adminMeta } from "#app/components/admin/page-parts";
import { DestinationForm } from "#app/components/admin/place-forms";
import { EMPTY_DESTINATION } from "#app/domain/admin/places-fields";
import { NewPlacePage } from "../places/place-pages";
import { newPlaceAction, newPlaceLoader } from "../places/place-routes.server";
import { DESTINATIONS } from "../places/sections.server";
import type { Route } from "./+types/new";

export const loader = (args: Route.LoaderArgs) => newPlaceLoader(DESTINATIONS, args);
export const action = (args: Route.ActionArgs) => newPlaceAction(DESTINATIONS, args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewDestination({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewPlacePage
      section="destinations"
      PlaceForm={DestinationForm}
      empty={EMPTY_DESTINATION}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
