import type { Executor } from "#app/db/client.server";
import { siteOrigin } from "#app/modules/admin/redirects/form.server";
import { redirectMovedPage } from "#app/modules/admin/redirects/redirects.server";

/**
 * When a PUBLISHED record's slug changes, its old public address answers 301
 * to the new one (issue 16, item 1), through the redirects of issue 15: the
 * old path's redirect is made, redirects that pointed at the old path follow
 * to the new one (no chains), and one from the new path is switched off (no
 * loop when a record moves back). Call it inside the save's transaction
 * (`contentTransaction`) and, when it `changed`, `after.reloadRedirects()` so
 * this instance's cache reloads once committed; others follow within ~5 s.
 * An unpublished record had no public address: no redirect.
 */
export async function redirectOldSlug(
  tx: Executor,
  oldPath: string,
  newPath: string,
  actorUserId: string,
): Promise<{ changed: boolean }> {
  return redirectMovedPage(tx, oldPath, newPath, actorUserId, siteOrigin());
}
