import { adminMeta } from "#app/components/admin/page-parts";
import { ExperienceForm } from "#app/components/admin/place-forms";
import { EditPlacePage } from "../places/place-pages";
import { editPlaceAction, editPlaceLoader } from "../places/place-routes.server";
import { EXPERIENCES } from "../places/sections.server";
import type { Route } from "./+types/edit";

export const loader = (args: Route.LoaderArgs) => editPlaceLoader(EXPERIENCES, args);
export const action = (args: Route.ActionArgs) => editPlaceAction(EXPERIENCES, args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditExperience({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditPlacePage
      section="experiences"
      PlaceForm={ExperienceForm}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
