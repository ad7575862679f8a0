import { decodeFlash, FLASH_COOKIE } from "#app/domain/analytics/flash";
import {
  CLIENT_ID_KEY,
  CLIENT_ID_TIMEOUT_MS,
  EVENTS_PATH,
  FLUSH_INTERVAL_MS,
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
} from "#app/domain/analytics/names";
import { readCookie } from "#app/domain/http/cookies";
import { analytics, track } from "./track";

/**
 * The analytics sender, loaded only once the visitor has accepted (decision
 * 098): it sends the queued events in batches with `navigator.sendBeacon`
 * every few seconds and when the page is hidden. No library.
 */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The random first-party client id kept in local storage (made on first
 * use). Spec section 7: reading it gives up after 2 s; a page whose storage
 * does not answer (or refuses) counts under an id of its own.
 */
export function readClientId(timeoutMs = CLIENT_ID_TIMEOUT_MS): Promise<string> {
  const stored = new Promise<string>((resolve) => {
    try {
      let id = localStorage.getItem(CLIENT_ID_KEY);
      if (!id || !/^[a-f0-9]{32}$/.test(id)) {
        id = randomId();
        localStorage.setItem(CLIENT_ID_KEY, id);
      }
      resolve(id);
    } catch {
      resolve(randomId());
    }
  });
  const late = new Promise<string>((resolve) => setTimeout(() => resolve(randomId()), timeoutMs));
  return Promise.race([stored, late]);
}

/** Forgets the client id (analytics declined or withdrawn). */
export function forgetClientId() {
  try {
    localStorage.removeItem(CLIENT_ID_KEY);
  } catch {}
}

let clientId: string | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function send(body: string) {
  if (navigator.sendBeacon?.(EVENTS_PATH, body)) return;
  fetch(EVENTS_PATH, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {});
}

/** Sends every queued event, in batches of at most MAX_EVENTS_PER_BATCH events and MAX_BATCH_BYTES. */
export function flush() {
  if (!analytics.on || !clientId) return;
  while (analytics.queue.length > 0) {
    let count = Math.min(analytics.queue.length, MAX_EVENTS_PER_BATCH);
    let body = "";
    for (; count > 0; count = Math.floor(count / 2)) {
      body = JSON.stringify({ clientId, events: analytics.queue.slice(0, count) });
      if (body.length * 3 <= MAX_BATCH_BYTES || count === 1) break;
    }
    analytics.queue.splice(0, Math.max(count, 1));
    send(body);
  }
}

const onHidden = () => {
  if (document.visibilityState === "hidden") flush();
};

export async function startTracker() {
  if (timer) return;
  timer = setInterval(flush, FLUSH_INTERVAL_MS);
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", flush);
  analytics.wake = () => {
    if (analytics.queue.length >= MAX_EVENTS_PER_BATCH) flush();
  };
  clientId = await readClientId();
}

export function stopTracker() {
  clearInterval(timer);
  timer = undefined;
  document.removeEventListener("visibilitychange", onHidden);
  window.removeEventListener("pagehide", flush);
  analytics.wake = undefined;
  analytics.queue.length = 0;
  clientId = null;
  lastPage = null;
  forgetClientId();
}

let lastPage: string | null = null;
const SESSION_KEY = "analytics_prefs";

/**
 * What the consent component reports on every route or preference change,
 * once analytics are on: a page view when the page changed (its query string
 * stays out of the event: it may hold what was typed), a language or currency
 * change against the last ones this tab saw, and the events the server handed
 * over in its short cookie.
 */
export function visit(page: string, preferences: { language: string; currency: string }) {
  if (page !== lastPage) {
    lastPage = page;
    track("page_view");
  }
  const previous = sessionRead();
  for (const key of ["language", "currency"] as const) {
    const before = previous?.[key];
    if (before && before !== preferences[key]) {
      track(key === "language" ? "language_change" : "currency_change", {
        from: before,
        to: preferences[key],
      });
    }
  }
  sessionWrite(preferences);
  if (readCookie(document.cookie, FLASH_COOKIE)) takeFlash();
}

function sessionRead(): { language?: string; currency?: string } | null {
  try {
    return JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "null");
  } catch {
    return null;
  }
}

function sessionWrite(value: { language: string; currency: string }) {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(value));
  } catch {}
}

/**
 * Records the events the server handed over in its short cookie (a sign-in
 * or sign-up that worked; decision 102) as this page's, and deletes it, so
 * each is counted once.
 */
export function takeFlash() {
  const events = decodeFlash(readCookie(document.cookie, FLASH_COOKIE));
  // biome-ignore lint/suspicious/noDocumentCookie: deleting our own short-lived cookie.
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  for (const event of events) track(event.name, event.method ? { method: event.method } : undefined);
}
