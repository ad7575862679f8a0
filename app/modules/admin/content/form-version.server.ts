import type { ActionFailure } from "#app/domain/action-result";
import { versionField } from "#app/modules/admin/versions.server";

/**
 * The version an edit form is sent back with (decision 096). A form comes back
 * from its action when the picker adds a picture, a preview is asked for, or a
 * save is refused; the page's loader may by then have reloaded a newer version
 * (someone else saved meanwhile). If the form took that newer version, the
 * next save would pass the version check and silently overwrite the other
 * save. So the form keeps the version it was loaded with, as posted ...
 */
export function postedVersion(form: FormData): number | null {
  const version = versionField.safeParse(form.get("version"));
  return version.success ? version.data : null;
}

/**
 * ... except after a conflict (409): the message has just said someone saved
 * first, so the form now carries the newest version, as a reloaded page would,
 * and saving again is a choice to save over theirs.
 */
export async function versionAfterRefusal(
  failure: ActionFailure,
  posted: number | null,
  newest: () => Promise<{ version: number } | undefined | null>,
): Promise<number | null> {
  if (failure.status !== 409) return posted;
  return (await newest())?.version ?? posted;
}
