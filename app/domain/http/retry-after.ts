import { LANGUAGE_TAGS, type Language } from "#app/i18n/config";

/**
 * When a refused visitor may try again, in their language and in words a
 * person reads ("in 12 minutes", "in 12 Minuten", "12分钟后"): seconds under
 * a minute, then whole minutes, then whole hours, always rounded up so the
 * visitor never comes back too early. Browser and server.
 */
export function retryWhen(language: Language, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(LANGUAGE_TAGS[language], { numeric: "always" });
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return format.format(wait, "second");
  if (wait < 3600) return format.format(Math.ceil(wait / 60), "minute");
  return format.format(Math.ceil(wait / 3600), "hour");
}

/** A Retry-After value (whole seconds, at least 1) from a query string or header, or null. */
export function retryAfterSeconds(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  return Math.max(1, Number(value));
}
