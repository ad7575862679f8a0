// Reading the server-rendered HTML of the site's pages in integration tests.
import { expect } from "vitest";

/** Tour cards of a page: id (from the heart's form), link, title and whether the heart is pressed. */
export function tourCards(html: string) {
  return html
    .split('<article class="tour-card"')
    .slice(1)
    .map((article) => ({
      id: Number(/name="tourId" value="(\d+)"/.exec(article)?.[1] ?? Number.NaN),
      href: /href="(\/tours\/[^"]+)"/.exec(article)?.[1] ?? "",
      title: /class="tour-card__link"[^>]*>([^<]+)</.exec(article)?.[1] ?? "",
      pressed: /aria-pressed="true"/.test(article),
    }));
}

/** The entities React writes in text and attributes, decoded, for comparing texts. */
export function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/**
 * The markup without its scripts: what the page shows once every streamed
 * section is in place (the loader data in the scripts holds every message of
 * the page's namespaces).
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

/**
 * `page(path)` for a test file: the HTML of a page that must answer 200 (a
 * failure names the path), fetched with `get`.
 */
export function okPage(get: (path: string) => Promise<Response>) {
  return async (path: string): Promise<string> => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
}

/** A form's fields as a browser sends them: name and value, repeated names kept in order. */
export type FormFields = Array<[string, string]>;

/** An attribute's value in a tag's markup, decoded; undefined when the tag has none. */
export const attributeOf = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1] ?? "") : undefined;
};
const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|/|>)`).test(tag);

/**
 * What a browser without JavaScript would post from `form` (the markup of
 * one `<form>`): its inputs, text areas and selects, buttons and unchecked
 * boxes left out, disabled fields too.
 */
export function formFields(form: string): FormFields {
  const fields: FormFields = [];
  for (const [tag] of form.matchAll(
    /<input\b[^>]*>|<textarea\b[^>]*>[\s\S]*?<\/textarea>|<select\b[^>]*>[\s\S]*?<\/select>/g,
  )) {
    const name = attributeOf(tag, "name");
    if (!name || hasAttribute(tag.slice(0, tag.indexOf(">")), "disabled")) continue;
    if (tag.startsWith("<input")) {
      const type = attributeOf(tag, "type") ?? "text";
      if (["submit", "button", "image", "file", "reset"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !hasAttribute(tag, "checked")) continue;
      fields.push([name, attributeOf(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "")]);
    } else if (tag.startsWith("<textarea")) {
      const text = tag.slice(tag.indexOf(">") + 1, tag.lastIndexOf("</textarea>"));
      // The HTML parser drops a textarea's first newline (React writes one more when the text starts with one).
      fields.push([name, decode(text.replace(/^\n/, ""))]);
    } else {
      const options = [...tag.matchAll(/<option\b[^>]*>/g)].map((m) => m[0]);
      const chosen = options.find((option) => hasAttribute(option, "selected")) ?? options[0];
      if (chosen) fields.push([name, attributeOf(chosen, "value") ?? ""]);
    }
  }
  return fields;
}

/** `fields` with each named field set to its value (added when absent; null removes it), the rest kept. */
export function withFields(fields: FormFields, changes: Record<string, string | null>): FormFields {
  return Object.entries(changes).reduce<FormFields>((all, [name, value]) => {
    const kept = all.filter(([field]) => field !== name);
    return value === null ? kept : [...kept, [name, value]];
  }, fields);
}
