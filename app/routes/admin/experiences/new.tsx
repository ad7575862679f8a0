import { adminMeta } from "#app/components/admin/page-parts";
import { ExperienceForm } from "#app/components/admin/place-forms";
import { EMPTY_EXPERIENCE } from "#app/domain/admin/places-fields";
import { NewPlacePage } from "../places/place-pages";
import { newPlaceAction, newPlaceLoader } from "../places/place-routes.server";
import { EXPERIENCES } from "../places/sections.server";
import type { Route } from "./+types/new";

export const loader = (args: Route.LoaderArgs) => newPlaceLoader(EXPERIENCES, args);
export const action = (args: Route.ActionArgs) => newPlaceAction(EXPERIENCES, args);
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewExperience({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewPlacePage
      section="experiences"
      PlaceForm={ExperienceForm}
      empty={EMPTY_EXPERIENCE}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
