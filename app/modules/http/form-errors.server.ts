import { data } from "react-router";
import type { z } from "zod";
import type { ActionFailure, FormErrors } from "#app/domain/action-result";
import { fieldErrors, SIGN_UP_PASSWORD } from "#app/domain/identity-rules";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";

/** Values every validation message may ask for ({{min}}, {{max}}). */
const LIMITS = { min: SIGN_UP_PASSWORD.min, max: SIGN_UP_PASSWORD.max };

/** Translates "namespace:key" message keys into the visitor's language. */
export function translateMessage(language: Language, key: string, values?: Record<string, unknown>): string {
  return String(serverT(language, "common")(key, { ...LIMITS, ...values }));
}

export function translateFieldErrors(
  language: Language,
  errors: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, translateMessage(language, key)]),
  );
}

/**
 * What the visitor typed into the named text fields, each cut to its length,
 * to fill the form in again after a refusal. Only the fields named come back,
 * so never name a password field. Absent fields and files are left out.
 */
export function typedValues<K extends string>(
  form: FormData,
  maxLengths: Record<K, number>,
): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const [field, max] of Object.entries(maxLengths) as [K, number][]) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, max);
  }
  return values;
}

export type { FormErrors };

/** A module's refusal in the visitor's language: its message, and the message of each field it names. */
export function translateFailure(language: Language, failure: Omit<ActionFailure, "ok">) {
  const message = translateMessage(language, failure.message, failure.values);
  const fieldErrors = translateFieldErrors(language, failure.fieldErrors ?? {});
  if (failure.field) fieldErrors[failure.field] = message;
  return { message, fieldErrors };
}

/** A refused form's answer: the action's own data (what was typed, etc.), then the translated messages. */
export function refuseFields<R extends object>(
  language: Language,
  reply: R,
  errors: Record<string, string>,
  status = 400,
) {
  return data<R & FormErrors>(
    { ...reply, fieldErrors: translateFieldErrors(language, errors), formError: null },
    { status },
  );
}

/**
 * The route's answer to a module's refusal (an `ActionResult` that is not ok):
 * the action's own data (what was typed, etc.), the translated messages, its
 * status and headers. A failure that names a `field` (a guessable new
 * password, a taken address) is shown next to that field; any other above the form.
 */
export function refuseForm<R extends object>(
  language: Language,
  reply: R,
  failure: Omit<ActionFailure, "ok">,
  headers: HeadersInit | undefined = failure.headers,
) {
  const { message, fieldErrors } = translateFailure(language, failure);
  return data<R & FormErrors>(
    { ...reply, fieldErrors, formError: failure.field ? null : message },
    { status: failure.status, headers },
  );
}

/**
 * Validates a posted form with a zod schema (whose messages are translation
 * keys). Refused: a 400 answer carrying `reply` (what was typed) and the
 * translated field messages, for the action to return as is.
 */
export function validateForm<S extends z.ZodType, R extends object>(
  schema: S,
  form: FormData,
  language: Language,
  reply: R,
): { ok: true; data: z.output<S> } | { ok: false; response: ReturnType<typeof refuseFields<R>> } {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: refuseFields(language, reply, fieldErrors(parsed.error)) };
}
