import { readFileSync } from "node:fs";

// The integration tests check messages against the locale files themselves, so
// a test in German checks the German the site really ships.

/** Values every validation message may ask for (app/modules/http/form-errors.server.ts). */
const LIMITS: Record<string, string | number> = { min: 8, max: 100 };

const files = new Map<string, Record<string, unknown>>();

function localeFile(language: string, namespace: string): Record<string, unknown> {
  const name = `${language}/${namespace}`;
  let file = files.get(name);
  if (!file) {
    const url = new URL(`../../app/i18n/locales/${name}.json`, import.meta.url);
    file = JSON.parse(readFileSync(url, "utf8")) as Record<string, unknown>;
    files.set(name, file);
  }
  return file;
}

/** The text of "namespace:key.path" in `language`, as written in the locale file. */
export function translation(language: string, key: string): string {
  const [namespace = "", path = ""] = key.split(":");
  let value: unknown = localeFile(language, namespace);
  for (const part of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== "string") throw new Error(`No "${key}" in the ${language} locale files`);
  return value;
}

/** What React writes for `text` in HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern matching the message `key` of `language` as a server-rendered page
 * shows it: placeholders filled from `values` (and the password limits), any
 * other placeholder (a number of seconds) matching whatever the server put there.
 */
export function rendered(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
): RegExp {
  const all = { ...LIMITS, ...values };
  const parts = translation(language, key).split(/(\{\{\s*\w+\s*\}\})/);
  const pattern = parts
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(escapeHtml(part));
      return name in all ? escapeRegExp(escapeHtml(String(all[name]))) : "[^<]+?";
    })
    .join("");
  return new RegExp(pattern);
}

/** A page's HTML without its scripts, so a message is found only where the visitor sees it (not in hydration data). */
export function visible(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}
