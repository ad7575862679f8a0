import { type MarkedExtension, Renderer, type Token, type Tokens } from "marked";
import type sanitizeHtml from "sanitize-html";

/**
 * Markdown tables, which a phone cannot fit, scroll sideways inside a named,
 * focusable region: the markup of components/ui/scroll-region.tsx, whose CSS
 * (`.scroll-region`, app.css) also keeps the table's width out of the page's.
 * The region is named after the heading above the table (the text's own
 * words, so in the page's language), or its column headings when none.
 */

type LabelledTable = Tokens.Table & { regionLabel?: string };

/** The words of an inline run of tokens, without Markdown marks. */
function plainText(tokens: readonly Token[] | undefined, fallback: string): string {
  const text = (tokens ?? []).map((token) => ("text" in token ? String(token.text) : "")).join("");
  return (text || fallback).replace(/\s+/g, " ").trim();
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function scrollableTables(): MarkedExtension {
  // Parsing is synchronous: the heading last seen belongs to the document being parsed.
  let lastHeading: string | undefined;
  return {
    hooks: {
      preprocess(markdown) {
        lastHeading = undefined;
        return markdown;
      },
    },
    walkTokens(token) {
      if (token.type === "heading") lastHeading = plainText(token.tokens, token.text);
      if (token.type === "table") {
        const table = token as LabelledTable;
        table.regionLabel =
          lastHeading || table.header.map((cell) => plainText(cell.tokens, cell.text)).join(", ");
      }
    },
    renderer: {
      table(token) {
        const html = Renderer.prototype.table.call(this, token);
        const label = escapeAttribute((token as LabelledTable).regionLabel ?? "");
        return `<section class="scroll-region" aria-label="${label}" tabindex="0">\n${html}</section>\n`;
      },
    },
  };
}

/**
 * `options` letting the regions through the sanitiser: a <section> keeps only
 * the region's class, its name, and a tab stop in the page's order (whatever
 * an author wrote).
 */
export function allowScrollRegions(options: sanitizeHtml.IOptions): sanitizeHtml.IOptions {
  const allowedTags = options.allowedTags === false ? false : [...(options.allowedTags ?? []), "section"];
  return {
    ...options,
    allowedTags,
    allowedAttributes: {
      ...(options.allowedAttributes || {}),
      section: ["class", "aria-label", "tabindex"],
    },
    allowedClasses: { ...(options.allowedClasses ?? {}), section: ["scroll-region"] },
    transformTags: {
      ...(options.transformTags ?? {}),
      section: (tagName, attribs) => ({
        tagName,
        attribs: { class: "scroll-region", "aria-label": attribs["aria-label"] ?? "", tabindex: "0" },
      }),
    },
  };
}
