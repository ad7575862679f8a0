import { z } from "zod";
import type { Translations } from "#app/domain/content/translations";
import { CONTENT_PAGE_LIMITS, type ContentPageFormValues } from "./content-pages-fields";
import { type FormReader, readText, readTranslations, translationsForForm } from "./content-translations";
import { contentError, optionalText, zodErrors } from "./tours";
import { overlongTranslation } from "./translated-lengths";

/**
 * The content pages editor's form (issue 16, item 1): a page's title, its
 * summary (the search result's text and the page's lead) and its Markdown
 * body, cleaned on save like every Markdown field (clean-markdown.ts), in
 * five languages.
 */

export type ContentPageInput = {
  title: string;
  metaDescription: string | null;
  body: string;
  translations: Translations;
};

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The form as typed, each field cut (past its limit, so an overlong one is refused, not cut). */
export function readContentPageValues(read: FormReader): ContentPageFormValues {
  return {
    title: text(read, "title", CONTENT_PAGE_LIMITS.title * 2),
    metaDescription: text(read, "metaDescription", CONTENT_PAGE_LIMITS.metaDescription * 2),
    body: text(read, "body", CONTENT_PAGE_LIMITS.body + 1),
    translations: translationsForForm(readTranslations(read, "contentPages")),
  };
}

const schema = z.object({
  title: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length > 0, { message: contentError("titleRequired") })
    .refine((value) => value.length <= CONTENT_PAGE_LIMITS.title, { message: contentError("tooLong") }),
  metaDescription: optionalText(CONTENT_PAGE_LIMITS.metaDescription, "tooLong"),
  body: z
    .string()
    .refine((value) => value.trim().length > 0, { message: "admin-pages:errors.bodyRequired" })
    .refine((value) => value.length <= CONTENT_PAGE_LIMITS.body, { message: contentError("tooLong") })
    // Cleaned as every Markdown field is before it is stored (clean-markdown.ts).
    .transform((value) => readText(value, "markdown")),
});

export function validateContentPage(
  values: ContentPageFormValues,
  read: FormReader,
): { ok: true; input: ContentPageInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) Object.assign(errors, zodErrors(parsed.error));
  const translations = readTranslations(read, "contentPages");
  if (overlongTranslation(translations, CONTENT_PAGE_LIMITS)) {
    errors.translations = "admin-pages:errors.translationTooLong";
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, input: { ...parsed.data, translations } };
}

/**
 * The posted form: a preview asked for without JavaScript (nothing saved;
 * the route renders `values.body`), the input to save, or the refused fields.
 */
export function readContentPageForm(read: FormReader) {
  const values = readContentPageValues(read);
  if (read("intent") === "preview") return { kind: "preview" as const, values };
  const parsed = validateContentPage(values, read);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}

/** A stored page as the form shows it. */
export function contentPageFormValues(row: {
  title: string;
  metaDescription: string | null;
  body: string;
  translations: Translations;
}): ContentPageFormValues {
  return {
    title: row.title,
    metaDescription: row.metaDescription ?? "",
    body: row.body,
    translations: translationsForForm(row.translations),
  };
}
