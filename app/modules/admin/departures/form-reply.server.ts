import { data } from "react-router";
import type { z } from "zod";
import type { ActionFailure } from "#app/domain/action-result";
import { fieldErrors } from "#app/domain/identity-rules";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { refuseFields, refuseForm, typedValues } from "#app/modules/http/form-errors.server";

/**
 * The answer of every form of the departures section: which form it was
 * (`intent`), what was typed (kept after a refusal), the messages beside the
 * fields or above the form, and on success what to say.
 */
export type FormReply = {
  intent: string;
  /** The record a form of a list belongs to (an extra, a tier), so only that form shows the answer. */
  target?: number | null;
  values: Record<string, string>;
};

export type Answer = FormReply & {
  fieldErrors: Record<string, string>;
  formError: string | null;
  saved?: string | null;
};

/** What was typed in the named fields, for the reply. */
export function replyOf(
  intent: string,
  form: FormData,
  fields: Record<string, number>,
  target: number | null = null,
): FormReply {
  return { intent, target, values: typedValues(form, fields) as Record<string, string> };
}

/** Validates `raw`; refused, the 400 answer with the messages beside the fields. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  language: Language,
  reply: FormReply,
): { ok: true; data: z.output<S> } | { ok: false; response: ReturnType<typeof refuseFields<FormReply>> } {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: refuseFields(language, reply, fieldErrors(parsed.error)) };
}

/** A module's refusal, translated, with its status (409 for a conflict...). */
export function refused(language: Language, reply: FormReply, failure: ActionFailure) {
  return refuseForm(language, reply, failure);
}

/** Saved: the message in the staff member's language; the fields are read again from the loader. */
export function savedAnswer<E extends object = object>(
  language: Language,
  reply: FormReply,
  key: string,
  values: Record<string, unknown> = {},
  extra?: E,
) {
  const saved = String(serverT(language, "admin-departures")(key, values));
  const answer: Answer = { ...reply, values: {}, fieldErrors: {}, formError: null, saved };
  return data({ ...answer, ...(extra as E) });
}
