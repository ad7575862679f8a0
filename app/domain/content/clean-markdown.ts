/**
 * The save-side cleaner of Markdown and rich text (issue 16: "sanitised on
 * save and on render"). Rendering already runs sanitize-html with an allow
 * list (modules/content/markdown.server.ts); this removes the dangerous parts
 * from what is stored, so that no later reader of the column (an export, a
 * feed, another renderer) meets them:
 *
 * - elements that run or embed something, with their content: script, style,
 *   iframe, object, embed, svg, math, template, noscript, frame(set), applet,
 *   form, base, link, meta;
 * - event handler attributes (onerror=, onclick=…), `style` and `srcdoc`;
 * - link targets with a javascript:, vbscript:, data: or file: scheme, in HTML
 *   attributes and in Markdown links, images, reference definitions and
 *   autolinks, also when the scheme is hidden with entities (java&#115;cript:),
 *   case, whitespace or control characters. Such a target becomes "#".
 *
 * Everything else (the Markdown itself, quotes with ">", code) is left as
 * typed: sanitize-html would escape Markdown's own characters.
 */

const DANGEROUS_ELEMENTS =
  "script|style|iframe|object|embed|svg|math|template|noscript|frameset|frame|applet|form|base|link|meta|xmp|plaintext";
const ELEMENT_WITH_CONTENT = new RegExp(`<(${DANGEROUS_ELEMENTS})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, "gi");
/** An opening or closing tag of those elements left alone (unclosed, or the end of a nested pair). */
const LONE_TAG = new RegExp(`<\\/?(?:${DANGEROUS_ELEMENTS})\\b[^>]*>?`, "gi");
/** An HTML tag (or what a browser would read as one). */
const TAG = /<[a-z][a-z0-9-]*(?:[\s/](?:"[^"]*"|'[^']*'|[^'">])*)?>/gi;
/** Attributes removed from any tag: event handlers, inline styles, a frame's document. */
const BAD_ATTRIBUTE = /([\s/"'])(?:on[a-z0-9_-]*|style|srcdoc)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
/** Attributes holding a URL. */
const URL_ATTRIBUTE =
  /([\s/"'])(href|src|action|formaction|xlink:href|poster|background|cite|data|srcset|ping|longdesc)(\s*=\s*)("[^"]*"|'[^']*'|[^\s>]*)/gi;
const BAD_SCHEME = /^(?:javascript|vbscript|data|file|livescript|mocha):/;
/** A CommonMark autolink: <scheme:anything-but-spaces>. */
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;
/** A reference definition: [label]: destination. */
const REFERENCE = /^( {0,3}\[[^\]\n]+\]:[ \t]*)(<[^>\n]*>|\S+)/gm;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  amp: "&",
  lpar: "(",
  rpar: ")",
  sol: "/",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: " ",
};

/** Character references decoded the way a browser (or marked) would before reading a URL's scheme. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * True when a link target would run code or carry a document: its scheme read
 * after entities, percent escapes, whitespace and control characters are
 * taken out and letters lowercased, as browsers are lenient about all of them.
 */
export function isDangerousUrl(url: string): boolean {
  let text = decodeEntities(url.trim());
  try {
    text = decodeURIComponent(text);
  } catch {
    // a stray % is not an escape: read as is
  }
  // Two rounds: "&amp;#106;" decodes to "&#106;", then to "j".
  text = decodeEntities(text);
  let compact = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0x9f)) compact += char;
  }
  compact = compact.toLowerCase();
  if (compact.startsWith("<")) compact = compact.slice(1);
  return BAD_SCHEME.test(compact);
}

function cleanAttributeUrl(value: string): string {
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : "";
  const inner = quote ? value.slice(1, -1) : value;
  // srcset lists "url size, url size": any bad one takes the whole attribute.
  const urls = inner.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "");
  if (urls.some(isDangerousUrl) || isDangerousUrl(inner)) return `${quote || '"'}#${quote || '"'}`;
  return value;
}

function cleanTag(tag: string): string {
  let cleaned = tag;
  let previous: string;
  do {
    previous = cleaned;
    cleaned = cleaned.replace(BAD_ATTRIBUTE, "$1");
  } while (cleaned !== previous);
  if (cleaned !== tag) cleaned = cleaned.replace(/\s+>$/, ">");
  return cleaned.replace(
    URL_ATTRIBUTE,
    (_whole, lead: string, name: string, equals: string, value: string) =>
      `${lead}${name}${equals}${cleanAttributeUrl(value)}`,
  );
}

/**
 * Markdown inline links and images: `](destination "title")`. The
 * destination ends at whitespace or at the ")" that balances the "(" (as
 * CommonMark reads `[x](javascript:alert(1))`), or is written `<…>`.
 */
function cleanInlineLinks(text: string): string {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("](", index);
    if (open === -1) break;
    let start = open + 2;
    while (start < text.length && /[ \t\n]/.test(text[start] ?? "")) start++;
    let end = start;
    if (text[start] === "<") {
      end = text.indexOf(">", start);
      end = end === -1 ? text.length : end + 1;
    } else {
      let depth = 0;
      while (end < text.length) {
        const char = text[end];
        if (char === "\\") {
          end += 2;
          continue;
        }
        if (char === "(") depth++;
        else if (char === ")") {
          if (depth === 0) break;
          depth--;
        } else if (/\s/.test(char ?? "")) break;
        end++;
      }
      end = Math.min(end, text.length);
    }
    const destination = text.slice(start, end);
    out += text.slice(index, start);
    out += isDangerousUrl(destination.replace(/^<|>$/g, "")) ? "#" : destination;
    index = end;
  }
  return out + text.slice(index);
}

/** One pass of every rule; `cleanMarkdown` repeats it until nothing changes. */
function cleanOnce(text: string): string {
  let cleaned = text.replace(ELEMENT_WITH_CONTENT, "").replace(LONE_TAG, "");
  cleaned = cleaned.replace(AUTOLINK, (whole, url: string) => (isDangerousUrl(url) ? "" : whole));
  cleaned = cleaned.replace(TAG, cleanTag);
  cleaned = cleaned.replace(REFERENCE, (whole, lead: string, url: string) =>
    isDangerousUrl(url.replace(/^<|>$/g, "")) ? `${lead}#` : whole,
  );
  return cleanInlineLinks(cleaned);
}

/** Markdown (or HTML) as stored: the dangerous parts removed, the rest as typed. */
export function cleanMarkdown(text: string): string {
  let cleaned = text.replace(/\0/g, "");
  for (let round = 0; round < 10; round++) {
    const next = cleanOnce(cleaned);
    if (next === cleaned) return next;
    cleaned = next;
  }
  // Still changing after ten rounds: something built to outwit the rules. Keep the text, drop every "<".
  return cleaned.replace(/</g, "&lt;");
}
