import { data } from "react-router";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";

/** The bodies our forms send; nothing else is read. */
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const ACCEPTED_BODIES = "application/x-www-form-urlencoded, multipart/form-data";

/** Why a body was refused, as a JSON client or a fetcher reads it. */
export type UnreadableBody = { error: "unsupported-body" | "unreadable-body"; message: string };

function refuse(language: Language, status: 400 | 415): never {
  const error = status === 415 ? "unsupported-body" : "unreadable-body";
  const message = String(serverT(language, "errors")(status === 415 ? "unsupportedBody" : "unreadableBody"));
  throw data<UnreadableBody>(
    { error, message },
    { status, headers: status === 415 ? { "Accept-Post": ACCEPTED_BODIES } : undefined },
  );
}

/**
 * The posted form. Every action reads its body here, so that a body the site
 * cannot read is the client's mistake, answered in the visitor's language:
 * 415 for a type that is not a form (JSON, text/plain), 400 for a form that
 * does not parse (a multipart body without its boundary, cut short). A POST
 * with no body at all (a button with no fields, sent by a script) is an empty form.
 * The size is capped before this (server/body-limit.ts).
 */
export async function readForm(request: Request, context: { language: Language }): Promise<FormData> {
  const type = request.headers.get("content-type");
  if (!type) {
    const body = await request.arrayBuffer().catch(() => null);
    if (body?.byteLength === 0) return new FormData();
    refuse(context.language, body ? 415 : 400);
  }
  if (!FORM_CONTENT_TYPE.test(type)) refuse(context.language, 415);
  try {
    return await request.formData();
  } catch {
    refuse(context.language, 400);
  }
}
