/**
 * Removing a person's identifiers from text that was written about them (a
 * mail body, an enquiry's message, a logged path). Used when an account is
 * deleted (docs/decisions/029).
 */

/** What to take out of a text, and what to put in its place. */
export type Redaction = {
  /** Email addresses: matched in any case, also URL-encoded and HTML-escaped. */
  emails: readonly string[];
  /** Names and phone numbers: matched exactly as stored, so a name never swallows an ordinary word. */
  exact: readonly string[];
  emailReplacement: string;
  exactReplacement: string;
};

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

function escapeRegex(value: string): string {
  return value.replace(REGEX_SPECIAL, "\\$&");
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

// The ways a stored text may spell an address: as typed, in a query string, in HTML.
const SPELLINGS: readonly ((value: string) => string)[] = [
  (value) => value,
  encodeURIComponent,
  // URLSearchParams writes a space as + and leaves some characters encodeURIComponent escapes.
  (value) => new URLSearchParams({ e: value }).toString().slice(2),
  escapeHtml,
];

/** Every spelling of an address a stored text may hold. */
export function emailSpellings(email: string): string[] {
  return [...new Set(SPELLINGS.map((spell) => spell(email)))].filter((s) => s.length > 0);
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function alternatives(values: readonly string[]): string | null {
  // Longest first, so "anna@example.org" goes before a shorter value inside it.
  const unique = [...new Set(values.filter((v) => v.trim().length > 0))].sort((a, b) => b.length - a.length);
  return unique.length > 0 ? unique.map(escapeRegex).join("|") : null;
}

/** Compiles a redaction once, for many texts. An address is replaced in the spelling it was found in. */
export function redactor(redaction: Redaction): (text: string) => string {
  const replacements = new Map<string, string>();
  for (const email of redaction.emails) {
    for (const spell of SPELLINGS) {
      const found = spell(email).toLowerCase();
      if (found && !replacements.has(found)) replacements.set(found, spell(redaction.emailReplacement));
    }
  }
  const emailSource = alternatives([...replacements.keys()]);
  const emails = emailSource ? new RegExp(emailSource, "giu") : null;
  // Whole words only, so the name "Anna" leaves "Annabel" alone; Chinese and Japanese
  // write words without spaces, so a name in those scripts is matched wherever it stands.
  const unspaced = redaction.exact.filter((value) => UNSPACED_SCRIPT.test(value));
  const worded = alternatives(redaction.exact.filter((value) => !UNSPACED_SCRIPT.test(value)));
  const anywhere = alternatives(unspaced);
  const exact = [
    worded ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${worded})(?![\\p{L}\\p{N}])`, "gu") : null,
    anywhere ? new RegExp(anywhere, "gu") : null,
  ].filter((pattern): pattern is RegExp => pattern !== null);
  return (text) => {
    let result = emails
      ? text.replace(emails, (match) => replacements.get(match.toLowerCase()) ?? redaction.emailReplacement)
      : text;
    for (const pattern of exact) result = result.replace(pattern, redaction.exactReplacement);
    return result;
  };
}

/** Redacts every string inside a JSON value (an event's details, an enquiry's fields). */
export function redactJson<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === "string") return redact(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redact)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactJson(item, redact)]),
    ) as T;
  }
  return value;
}
