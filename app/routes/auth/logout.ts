import { redirect } from "react-router";
import { signOut } from "#app/modules/identity/accounts.server";
import type { Route } from "./+types/logout";

/** Sign-out is a POST only: a link or an image on another site cannot sign anyone out. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(request, context);
  return redirect("/", { headers });
}
