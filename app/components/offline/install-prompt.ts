/** Spec sections 4 and 9: the install prompt waits 5 s; a dismissal holds for 30 days; an update check every 30 minutes. */
export const OFFLINE_APP_TIMINGS = {
  installPromptDelayMs: 5000,
  installDismissalMs: 30 * 24 * 3600 * 1000,
  offlineNoticeMs: 5000,
  backOnlineMs: 3000,
  updateCheckMs: 30 * 60 * 1000,
} as const;

/** Where the time of the last "Not now" is kept (milliseconds since 1970). */
export const INSTALL_DISMISSED_KEY = "kilele.install-dismissed-at";

/** Whether a dismissal stored as `stored` still holds at `now`. */
export function isInstallDismissed(stored: string | null, now: number): boolean {
  const at = Number(stored);
  if (!stored || !Number.isFinite(at)) return false;
  return now - at < OFFLINE_APP_TIMINGS.installDismissalMs && at <= now;
}

/** iPhones and iPads have no install event: they get the "Add to Home Screen" hint instead. */
export function isIosBrowser(userAgent: string, maxTouchPoints: number): boolean {
  if (/iphone|ipad|ipod/i.test(userAgent)) return true;
  // iPadOS presents itself as a Mac with a touch screen.
  return /macintosh/i.test(userAgent) && maxTouchPoints > 1;
}
