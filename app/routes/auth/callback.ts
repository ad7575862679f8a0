import { redirect } from "react-router";
import { notFound } from "#app/modules/http/responses.server";
import { googleEnabled } from "#app/modules/identity/auth.server";
import { finishGoogleSignIn } from "#app/modules/identity/google.server";
import type { Route } from "./+types/callback";

/** Google sends the visitor back here (spec: /auth/callback) with a code and the state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!googleEnabled()) notFound();
  const finished = await finishGoogleSignIn(request, context);
  return redirect(finished.location, { headers: finished.headers });
}
