import { PLACE_LIMITS } from "./places-fields";
import { TOUR_LIMITS } from "./tours-fields";

/**
 * A record's one picture (a traveller's avatar, a team member's photo): an
 * address typed or chosen in the media library's picker, or none. The
 * picker posts the form back unsaved (`intent=addImage`) with its choice as
 * `url | alt`; for a single picture only the address is kept (the public
 * page describes the person, not the file). Pure, for the forms and tests.
 */

export const PHOTO_URL_MAX = PLACE_LIMITS.imageUrl;

/** The picker's posted choice (`url | alt`) as an address, or null when there is none or it is overlong. */
export function pickedPhotoUrl(picked: FormDataEntryValue | null): string | null {
  if (typeof picked !== "string") return null;
  const line = picked.trim();
  if (line === "" || line.length > TOUR_LIMITS.imageUrl + TOUR_LIMITS.imageAlt + 3) return null;
  const url = line.split("|")[0]?.trim() ?? "";
  return url === "" ? null : url;
}

/** Whether the form post is the picker's "use this picture" button rather than a save. */
export function isPhotoPick(intent: FormDataEntryValue | null): boolean {
  return intent === "addImage";
}

/**
 * For a form with several single pictures (a destination's card and header
 * pictures), each with its own picker (`ImagePicker`'s `target`): the field
 * the "use this picture" button was pressed for, and its choice (null when
 * none was chosen). Null when the post is not such a pick.
 */
export function photoPickFor(
  read: (name: string) => FormDataEntryValue | null,
  fields: readonly string[],
): { field: string; url: string | null } | null {
  const intent = read("intent");
  if (typeof intent !== "string" || !intent.startsWith("addImage:")) return null;
  const field = intent.slice("addImage:".length);
  if (!fields.includes(field)) return null;
  return { field, url: pickedPhotoUrl(read(`pickImage:${field}`)) };
}
