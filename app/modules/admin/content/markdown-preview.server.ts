import { MARKDOWN_PREVIEW_MAX } from "#app/domain/admin/markdown-preview";
import { cleanMarkdown } from "#app/domain/content/clean-markdown";
import { renderMarkdown } from "#app/modules/content/markdown.server";

/**
 * The preview of Markdown as the public page would show it once saved:
 * cleaned as the save cleans it, then rendered by the public pages' own
 * renderMarkdown (its allow list). Capped at a Markdown field's length.
 * Shared by the Markdown editors (blog posts, content pages) and their
 * preview address (routes/admin/blog/preview.ts).
 */
export function previewMarkdown(markdown: string): string {
  return renderMarkdown(cleanMarkdown(markdown.replace(/\r\n?/g, "\n").slice(0, MARKDOWN_PREVIEW_MAX)));
}
