/**
 * What a module's action answers, and what a form's page gets back: one shape
 * for every form (account, sign-in and sign-up, enquiries, newsletter), so
 * that a new form copies this and not a fifth variant (decision 055).
 *
 * Messages are translation keys ("namespace:key"); the route translates them
 * into the visitor's language when it answers (modules/http/form-errors.server).
 */

/** A refusal: its HTTP status, the message key and its values, and where it is shown. */
export type ActionFailure = {
  ok: false;
  /** The HTTP status of the answer: 400, 401, 403, 409, 429, 503... */
  status: number;
  /** The message key; shown beside `field` when it names one, above the form otherwise. */
  message: string;
  /** Values the message asks for ({{when}}, {{seconds}}). */
  values?: Record<string, unknown>;
  /** The field the message belongs to (`form`: the account page's whole-form slot). */
  field?: string;
  /** Field name → message key, when several fields are refused at once (a failed validation). */
  fieldErrors?: Record<string, string>;
  /** Headers of the answer (Retry-After on 429). */
  headers?: Record<string, string>;
  /** A name for the outcome, where the caller branches on it (the newsletter's `?newsletter=`). */
  reason?: string;
};

/** Success with what the caller needs (cookies to set, a message key...), or a refusal. */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

/** A refusal with its status and message key. */
export function fail(
  status: number,
  message: string,
  more: Omit<ActionFailure, "ok" | "status" | "message"> = {},
): ActionFailure {
  return { ok: false, status, message, ...more };
}

/**
 * The part of a form page's answer that says what is wrong, translated: what
 * the page reads from `actionData` beside its own fields.
 */
export type FormErrors = {
  /** Field name → message shown next to that field. */
  fieldErrors: Record<string, string>;
  /** A message about the whole form. */
  formError: string | null;
};
