import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { allowScrollRegions, scrollableTables } from "#app/domain/content/scrollable-tables";
import { isAllowedMediaUrl } from "#app/domain/media/media-hosts";
import { env } from "#app/modules/config/env.server";

// Tables come wrapped in a region that scrolls sideways on a phone (scrollable-tables.ts).
const marked = new Marked({ gfm: true, breaks: false, async: false }, scrollableTables());

/**
 * What Markdown from the database may become: text formatting, lists, tables,
 * quotes, links, and images from our site or an allowed host. No scripts, styles, frames, event handlers
 * or `javascript:` URLs, whoever wrote the text.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // An H1 belongs to the page, not to the body: demote it.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
};

// rel/target/loading/decoding are added by the transforms above, so allow them through.
SANITIZE.allowedAttributes = {
  ...(SANITIZE.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
};
Object.assign(SANITIZE, allowScrollRegions(SANITIZE));

/**
 * Markdown to safe HTML, for `dangerouslySetInnerHTML` on the server-rendered
 * page. A picture from a site that IMAGE_HOSTS does not list is dropped: the
 * Content-Security-Policy would block it, and a broken picture helps no one.
 */
export function renderMarkdown(
  markdown: string,
  imageOrigins: readonly string[] = env().imageOrigins,
): string {
  const html = marked.parse(markdown ?? "") as string;
  return sanitizeHtml(html, {
    ...SANITIZE,
    exclusiveFilter: (frame) =>
      frame.tag === "img" && !isAllowedMediaUrl(frame.attribs.src ?? "", imageOrigins),
  });
}

/** Plain text of Markdown (for descriptions, excerpts and reading time). */
export function markdownToText(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown ?? "") as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read at about 200 words a minute, never less than 1. */
export function readingTimeMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
