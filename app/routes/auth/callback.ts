import { redirect } from "react-router";
import { withAnalyticsFlash } from "#app/modules/analytics/consent.server";
import { notFound } from "#app/modules/http/responses.server";
import { googleEnabled } from "#app/modules/identity/auth.server";
import { finishGoogleSignIn } from "#app/modules/identity/google.server";
import type { Route } from "./+types/callback";

/** Google sends the visitor back here (spec: /auth/callback) with a code and the state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!googleEnabled()) notFound();
  const finished = await finishGoogleSignIn(request, context);
  // A Google sign-in that worked is the tracker's `login` on the next page (decision 102).
  const events = finished.signedIn ? [{ name: "login", method: "google" } as const] : [];
  return redirect(finished.location, { headers: withAnalyticsFlash(request, finished.headers, events) });
}
