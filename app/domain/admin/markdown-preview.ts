import { TRANSLATION_LIMITS } from "./content-translations";

/**
 * The live preview of the Markdown editors (blog posts, content pages): a
 * staff-only address that answers the HTML the public page would render.
 * It was the blog editor's first and keeps its address; every Markdown
 * field shares it (components/admin/markdown-editor.tsx).
 */
export const MARKDOWN_PREVIEW_PATH = "/admin/blog/preview";

/** The longest Markdown it renders: a Markdown field's own limit. */
export const MARKDOWN_PREVIEW_MAX = TRANSLATION_LIMITS.markdown;
