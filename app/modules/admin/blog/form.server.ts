import { readBlogPostForm, readBlogValues } from "#app/domain/admin/blog";
import { previewMarkdown } from "#app/modules/admin/content/markdown-preview.server";

/**
 * The blog form posted to the new and edit pages: what was typed (to show it
 * again), and either a preview asked for (nothing saved), or a picture chosen
 * in the media library's picker (nothing saved: domain/admin/blog.ts
 * `readBlogPostForm`), or the input to save, or the refused fields.
 */
export function readBlogForm(form: FormData) {
  const read = (name: string) => form.get(name);
  if (form.get("intent") === "preview") {
    const values = readBlogValues(read);
    return { kind: "preview" as const, values, html: previewMarkdown(values.content) };
  }
  return readBlogPostForm(read);
}

/** The shared Markdown preview (content/markdown-preview.server.ts), as the blog pages have always imported it. */
export { previewMarkdown };
