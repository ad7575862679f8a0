import type { AppLoadContext } from "react-router";
import { getViewer, hasRole } from "./session.server";

/**
 * Whether this request is a member of staff previewing something the public
 * cannot see yet (an unpublished tour, an inactive accommodation, destination
 * or experience): the editor's "Preview" link adds `?preview=1`. Asked only
 * when the record is hidden, so a public page costs no session read; everyone
 * else gets the 404 the public gets. Previews are never indexed.
 */
export function staffPreview(request: Request, context: AppLoadContext): () => Promise<boolean> {
  return async () =>
    new URL(request.url).searchParams.get("preview") === "1" &&
    hasRole(await getViewer(request, context), "staff");
}
