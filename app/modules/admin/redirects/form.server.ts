import { redirectFormSchema } from "#app/domain/admin/redirects";
import { env } from "#app/modules/config/env.server";
import { typedValues } from "#app/modules/http/form-errors.server";

/** This site's origin: a target written as a full URL on it counts as a path (chain checks). */
export function siteOrigin(): string {
  return new URL(env().siteUrl).origin;
}

/** What was typed, to fill the form again after a refusal. */
export function typedRedirect(form: FormData) {
  const typed = typedValues(form, { fromPath: 1500, toTarget: 2000, statusCode: 3 });
  return {
    fromPath: typed.fromPath ?? "",
    toTarget: typed.toTarget ?? "",
    statusCode: typed.statusCode === "302" ? "302" : "301",
    isActive: form.get("isActive") === "on",
  };
}

export function parseRedirectForm(form: FormData) {
  return redirectFormSchema.safeParse(Object.fromEntries(form));
}
