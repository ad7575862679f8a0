import { readBlogValues, validateBlogPost } from "#app/domain/admin/blog";
import { BLOG_LIMITS } from "#app/domain/admin/blog-fields";
import { cleanMarkdown } from "#app/domain/content/clean-markdown";
import { renderMarkdown } from "#app/modules/content/markdown.server";

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

/**
 * The preview of Markdown as the public page would show it once saved:
 * cleaned as the save cleans it, then rendered by the public page's own
 * renderMarkdown (its allow list). Capped at the content's length.
 */
export function previewMarkdown(markdown: string): string {
  return renderMarkdown(cleanMarkdown(markdown.replace(/\r\n?/g, "\n").slice(0, BLOG_LIMITS.content)));
}
