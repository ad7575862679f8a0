const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const BARE_AMPERSAND = new RegExp(`^${ENTITY.source}`);
const TOKEN =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<|&/g;

/**
 * A strict well-formedness check for the XML documents we write (a
 * declaration, elements, attributes, text and the five entities; no DTD,
 * CDATA or comments): the errors found, none when the document is well formed.
 */
export function xmlErrors(xml: string): string[] {
  const errors: string[] = [];
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n?/.exec(xml);
  if (!declaration) errors.push("no XML declaration");
  const body = declaration ? xml.slice(declaration[0].length) : xml;
  const stack: string[] = [];
  let roots = 0;
  for (const match of body.matchAll(TOKEN)) {
    const [token, closing, name, attributes = "", selfClosing] = match;
    if (token === "<") {
      errors.push(`stray "<" at ${match.index}`);
      continue;
    }
    if (token === "&") {
      if (BARE_AMPERSAND.test(body.slice(match.index, match.index + 12)))
        errors.push(`bare "&" at ${match.index}`);
      continue;
    }
    if (ENTITY.test(attributes)) errors.push(`bare "&" in an attribute of <${name}>`);
    const attributeNames = [...attributes.matchAll(/([A-Za-z_][\w.:-]*)\s*=/g)].map((m) => m[1]);
    if (new Set(attributeNames).size !== attributeNames.length)
      errors.push(`repeated attribute on <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) errors.push(`</${name}> closes <${open ?? "nothing"}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name ?? "");
    } else if (stack.length === 0) {
      roots += 1;
    }
  }
  if (stack.length > 0) errors.push(`unclosed: ${stack.join(", ")}`);
  if (roots !== 1) errors.push(`${roots} root elements`);
  return errors;
}

/** The text of every `<tag>` element (no nesting inside it), unescaped. */
export function xmlTexts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) =>
    (m[1] ?? "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}
