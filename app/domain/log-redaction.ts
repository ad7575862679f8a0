/**
 * What a log line may not carry: the secrets in links (reset and verification
 * tokens, signatures, OAuth codes) and email addresses. Logs are kept, copied
 * and read by people who must not be able to take over an account or learn
 * who asked for what.
 */

/** Query parameters whose value is a secret or an address, whatever the route. */
const SENSITIVE_NAMES = new Set([
  "token",
  "email",
  "code",
  "password",
  "key",
  "secret",
  "signature",
  "sig",
  "state",
  "otp",
  "auth",
  "session",
]);
/** Parts of a name that make any parameter sensitive (access_token, api_key, client_secret …). */
const SENSITIVE_PARTS = /token|secret|password|passwd|signature|api[-_]?key|session/i;

export const REDACTED = "[redacted]";
export const EMAIL_REDACTED = "[email]";

// Loose on purpose: an address inside a path, a message or an encoded query (%40).
const EMAIL = /[\w.!#$%&'*+?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
// name=value inside a longer text (an error message quoting a URL).
const PARAMETER_IN_TEXT = /([?&;\s"'(]|^)([\w.-]+)=([^&\s"'<>)#]*)/g;
// Tokens that travel without a name: signed JSON web tokens (the verification link) and
// Better Auth's reset-token row names, which a failed query's message would quote.
const BARE_TOKENS: readonly [RegExp, string][] = [
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED],
  [/\breset-password:[\w-]+/g, `reset-password:${REDACTED}`],
];

export function isSensitiveParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return SENSITIVE_NAMES.has(lower) || SENSITIVE_PARTS.test(lower);
}

/** Email addresses in `text` replaced by a marker. */
export function withoutEmails(text: string): string {
  return text.replace(EMAIL, EMAIL_REDACTED);
}

/**
 * A request's path and query for the log: the value of every sensitive
 * parameter (and any value holding an address) replaced, the names kept so
 * the line still says what kind of request it was.
 */
export function loggablePath(originalUrl: string): string {
  const url = new URL(originalUrl, "http://log.invalid");
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    query.append(name, isSensitiveParameter(name) ? REDACTED : withoutEmails(value));
  }
  const search = query.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED);
  return `${withoutEmails(url.pathname)}${search ? `?${search}` : ""}`;
}

/** Free text (an error message, a library's log line) with secrets in links and addresses removed. */
export function redactSecrets(text: string): string {
  const named = withoutEmails(text).replace(PARAMETER_IN_TEXT, (whole, before: string, name: string) =>
    isSensitiveParameter(name) ? `${before}${name}=${REDACTED}` : whole,
  );
  return BARE_TOKENS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), named);
}

/**
 * A value about to be logged with every string in it passed through
 * redactSecrets, and string fields named like a secret (accessToken,
 * clientSecret) replaced; objects and arrays to a few levels, deeper is cut.
 */
export function redactDeep(value: unknown, depth = 6): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (value === null || typeof value !== "object") return value;
  if (depth === 0) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth - 1));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] =
      SENSITIVE_PARTS.test(name) && typeof item === "string" ? REDACTED : redactDeep(item, depth - 1);
  }
  return out;
}
