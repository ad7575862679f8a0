import type { AppLoadContext } from "react-router";
import { readForm } from "#app/modules/http/request-body.server";
import { methodNotAllowed } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";

/**
 * The action of a staff page with nothing to post (decision 086): the guard
 * answers first, so a customer's POST gets 403 and a security event like
 * everywhere else; staff get 405 once the body is read like any action's
 * (one it cannot read is 415 or 400 as everywhere). `export const action = staffPageOnly;`
 */
export async function staffPageOnly({ request, context }: { request: Request; context: AppLoadContext }) {
  await requireStaff(request, context);
  await readForm(request, context);
  methodNotAllowed("GET");
}
