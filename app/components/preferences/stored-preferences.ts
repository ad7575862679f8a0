import { CURRENCY_COOKIE, CURRENCY_STORAGE_KEY, isCurrencyCode } from "#app/domain/currency";
import { readCookie } from "#app/domain/http/cookies";
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "#app/i18n/config";

const ONE_YEAR_S = 365 * 24 * 3600;

export function writePreferenceCookie(name: string, value: string) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server too.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the cookie still carries the choice.
  }
}

/**
 * When a preference lives in local storage but its cookie is gone, writes the
 * cookie back and reloads so the server renders in it. Returns true when a
 * reload is under way (the caller then skips hydration).
 */
export function restoreStoredPreferences(): boolean {
  let changed = false;
  const storedLanguage = readStorage(LANGUAGE_STORAGE_KEY);
  if (
    !readCookie(document.cookie, LANGUAGE_COOKIE) &&
    isLanguage(storedLanguage) &&
    !new URL(location.href).searchParams.has("lang") &&
    !document.documentElement.lang.startsWith(storedLanguage)
  ) {
    writePreferenceCookie(LANGUAGE_COOKIE, storedLanguage);
    changed = true;
  }
  const storedCurrency = readStorage(CURRENCY_STORAGE_KEY);
  if (
    !readCookie(document.cookie, CURRENCY_COOKIE) &&
    isCurrencyCode(storedCurrency) &&
    document.documentElement.dataset.currency !== storedCurrency
  ) {
    writePreferenceCookie(CURRENCY_COOKIE, storedCurrency);
    changed = true;
  }
  if (changed) location.reload();
  return changed;
}

/** Remembers the preferences the server rendered with (cookie already set by the server). */
export function rememberPreferences(language: string, currency: string) {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  writeStorage(CURRENCY_STORAGE_KEY, currency);
}
