import { redirect } from "react-router";
import { safeRedirectPath } from "#app/domain/http/safe-redirect";
import { readForm } from "#app/modules/http/request-body.server";
import { methodNotAllowed, notFound } from "#app/modules/http/responses.server";
import { googleEnabled } from "#app/modules/identity/auth.server";
import { startGoogleSignIn } from "#app/modules/identity/google.server";
import type { Route } from "./+types/google";

/** Starts Google sign-in: state and PKCE are kept by Better Auth, then off to Google. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!googleEnabled()) notFound();
  const form = await readForm(request, context);
  const started = await startGoogleSignIn(safeRedirectPath(form.get("redirect")), request, context);
  if (!started) return redirect("/login?error=google");
  return redirect(started.url, { headers: started.headers });
}

/** Google sign-in starts from the button's POST (it carries where to return to); a GET starts nothing. */
export function loader() {
  methodNotAllowed("POST");
}
