import { readBlogValues, validateBlogPost } from "#app/domain/admin/blog";
import { previewMarkdown } from "#app/modules/admin/content/markdown-preview.server";

/**
 * The blog form posted to the new and edit pages: what was typed (to show it
 * again), and either a preview asked for (nothing saved), or the input to
 * save, or the refused fields.
 */
export function readBlogForm(form: FormData) {
  const read = (name: string) => form.get(name);
  const values = readBlogValues(read);
  if (form.get("intent") === "preview") {
    return { kind: "preview" as const, values, html: previewMarkdown(values.content) };
  }
  const parsed = validateBlogPost(values, read);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}

/** The shared Markdown preview (content/markdown-preview.server.ts), as the blog pages have always imported it. */
export { previewMarkdown };
