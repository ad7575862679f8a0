import {
  destinationFormValues,
  experienceFormValues,
  readDestinationForm,
  readExperienceForm,
} from "#app/domain/admin/places";
import { destinationEditor, destinationLinks } from "#app/modules/admin/destinations/destinations.server";
import { experienceEditor, experienceLinks } from "#app/modules/admin/experiences/experiences.server";
import type { PlaceSection } from "./place-routes.server";

/** The destination editor's section of the nested-place pages. */
export const DESTINATIONS = {
  section: "destinations",
  messages: ["admin-content"],
  nameOf: (row) => row.name,
  inputName: (input) => input.name,
  formValues: destinationFormValues,
  readForm: readDestinationForm,
  editor: { ...destinationEditor, links: (id) => destinationLinks(id) },
} satisfies PlaceSection<
  NonNullable<Awaited<ReturnType<typeof destinationEditor.find>>>,
  ReturnType<typeof destinationFormValues>,
  Parameters<typeof destinationEditor.create>[0]
>;

/** The experience editor's section of the nested-place pages. */
export const EXPERIENCES = {
  section: "experiences",
  messages: ["admin-content", "experiences"],
  nameOf: (row) => row.title,
  inputName: (input) => input.title,
  formValues: experienceFormValues,
  readForm: readExperienceForm,
  editor: { ...experienceEditor, links: (id) => experienceLinks(id) },
} satisfies PlaceSection<
  NonNullable<Awaited<ReturnType<typeof experienceEditor.find>>>,
  ReturnType<typeof experienceFormValues>,
  Parameters<typeof experienceEditor.create>[0]
>;
