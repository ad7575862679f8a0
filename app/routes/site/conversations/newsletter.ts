import { data, redirect } from "react-router";
import { newsletterVariant } from "#app/domain/conversation-rules";
import { safeRedirectPath } from "#app/domain/safe-redirect";
import { readForm } from "#app/modules/http/form-errors.server";
import { handleNewsletterSignUp, newsletterReply } from "#app/modules/newsletter/newsletter-action.server";
import type { Route } from "./+types/newsletter";

const FORM_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * POST email, firstName (optional), website (honeypot), returnTo and form (the variant).
 * The forms' fetcher sends `via=fetcher` and gets the state to show; a plain
 * post (no JavaScript) goes back to `returnTo` with the status in the query.
 * A body that is not a form (JSON, say) is answered like a fetcher: 400 and why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const answer = await handleNewsletterSignUp(form, context);
  if (form.get("via") !== "fetcher" && FORM_BODY.test(request.headers.get("content-type") ?? "")) {
    const back = new URL(safeRedirectPath(form.get("returnTo"), "/"), "http://x");
    back.searchParams.set("newsletter", answer.status);
    const variant = newsletterVariant(form.get("form"));
    back.searchParams.set("nlv", variant);
    throw redirect(`${back.pathname}${back.search}#newsletter-${variant}`, 303);
  }
  const { result, status } = newsletterReply(context.language, answer);
  return data(result, { status });
}

export function loader() {
  throw redirect("/#newsletter");
}
