import { redirect } from "react-router";
import { readForm } from "#app/modules/http/request-body.server";
import { methodNotAllowed } from "#app/modules/http/responses.server";
import { signOut } from "#app/modules/identity/accounts.server";
import type { Route } from "./+types/logout";

/** Sign-out is a POST only: a link or an image on another site cannot sign anyone out. */
export async function action({ request, context }: Route.ActionArgs) {
  // The form has no fields, but a body that is not a form is still refused like everywhere.
  await readForm(request, context);
  const headers = await signOut(request, context);
  return redirect("/", { headers });
}

/** A GET (a typed address, a prefetch) signs nobody out: the sign-out button posts. */
export function loader() {
  methodNotAllowed("POST");
}
