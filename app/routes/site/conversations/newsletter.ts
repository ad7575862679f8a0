import { data, redirect } from "react-router";
import { newsletterVariant } from "#app/domain/conversation-rules";
import { safeRedirectPath } from "#app/domain/http/safe-redirect";
import { readForm } from "#app/modules/http/request-body.server";
import {
  handleNewsletterSignUp,
  newsletterReply,
  newsletterStatus,
} from "#app/modules/newsletter/newsletter-action.server";
import type { Route } from "./+types/newsletter";

const FORM_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * POST email, firstName (optional), website (honeypot), returnTo and form (the variant).
 * The forms' fetcher sends `via=fetcher` and gets the state to show; a plain
 * post (no JavaScript) goes back to `returnTo` with the status in the query.
 * A body that is not a form (JSON, say) is refused by `readForm` (415).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const outcome = await handleNewsletterSignUp(form, context);
  if (form.get("via") !== "fetcher" && FORM_BODY.test(request.headers.get("content-type") ?? "")) {
    const back = new URL(safeRedirectPath(form.get("returnTo"), "/"), "http://x");
    back.searchParams.set("newsletter", newsletterStatus(outcome));
    const variant = newsletterVariant(form.get("form"));
    back.searchParams.set("nlv", variant);
    // Without JavaScript the page says when to try again from this.
    const retryAfter = outcome.ok ? undefined : outcome.headers?.["Retry-After"];
    if (retryAfter) back.searchParams.set("retry", retryAfter);
    throw redirect(`${back.pathname}${back.search}#newsletter-${variant}`, 303);
  }
  const { result, status, headers } = newsletterReply(context.language, form, outcome);
  return data(result, { status, headers });
}

export function loader() {
  throw redirect("/#newsletter");
}
