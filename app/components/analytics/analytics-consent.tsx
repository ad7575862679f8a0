import "#app/styles/consent.css";
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { writePreferenceCookie } from "#app/components/preferences/stored-preferences";
import { lazyHydrated } from "#app/components/ui/lazy-hydrated";
import {
  CLIENT_ID_KEY,
  CONSENT_COOKIE,
  type ConsentAnswer,
  consentAnswer,
  optsOut,
} from "#app/domain/analytics/names";
import { readCookie } from "#app/domain/http/cookies";
import { ANALYTICS_STATE_EVENT, analytics } from "./track";

/** What the server saw: the stored answer and whether the request carried Sec-GPC or DNT. */
export type AnalyticsState = { consent: ConsentAnswer | null; optOut: boolean };

/** The footer's "Analytics settings" link opens the banner again with this event. */
export const OPEN_ANALYTICS_SETTINGS = "analytics-settings";

export function openAnalyticsSettings() {
  window.dispatchEvent(new Event(OPEN_ANALYTICS_SETTINGS));
}

function browserOptsOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return optsOut({ gpc: nav.globalPrivacyControl === true, dnt: nav.doNotTrack });
}

const loadTracker = () => import("./tracker");

// The banner's view is a chunk of its own: the server renders it into the page
// (so it never moves anything), the browser hydrates it when the chunk arrives,
// and a visitor who has answered never downloads it (the JavaScript budget, decision 045).
const ConsentBanner = lazyHydrated(() => import("./consent-banner").then((module) => module.default));

/**
 * The consent banner and the page-view recorder (decision 098). The banner
 * is rendered by the server until the visitor answers (so it never moves the
 * page), fixed at the bottom; the footer link brings it back. Nothing is
 * queued or sent, and the sender is not even downloaded, before Accept; with
 * Global Privacy Control or Do Not Track the banner says analytics are off.
 */
export function AnalyticsConsent({ initial }: { initial: AnalyticsState }) {
  const [consent, setConsent] = useState(initial.consent);
  const [optOut, setOptOut] = useState(initial.optOut);
  const [open, setOpen] = useState(initial.consent === null);
  const { pathname, search } = useLocation();
  const { language, currency } = usePreferences();
  const on = consent === "granted" && !optOut;
  // Set while rendering, before any page's effects run: a page's own event on its first load (a search) counts.
  if (typeof window !== "undefined") {
    analytics.on = on;
    analytics.context = { language, currency };
  }

  // A page kept by a cache may not know the answer given since: the browser's cookie and signals win.
  useEffect(() => {
    const stored = consentAnswer(readCookie(document.cookie, CONSENT_COOKIE));
    const refused = browserOptsOut();
    setConsent(stored);
    setOptOut(refused);
    setOpen(stored === null);
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_ANALYTICS_SETTINGS, reopen);
    return () => window.removeEventListener(OPEN_ANALYTICS_SETTINGS, reopen);
  }, []);

  useEffect(() => {
    if (on) loadTracker().then((tracker) => tracker.startTracker());
    else if (analytics.wake) loadTracker().then((tracker) => tracker.stopTracker());
    else analytics.queue.length = 0;
    // What waits for consent besides the tracker (the live chat) hears of the change.
    window.dispatchEvent(new Event(ANALYTICS_STATE_EVENT));
  }, [on]);

  // A page view on every route change, language and currency changes, and the events the server
  // handed over (decision 102): worked out by the tracker, which only a visitor who accepted downloads.
  useEffect(() => {
    if (on) loadTracker().then((tracker) => tracker.visit(`${pathname}${search}`, { language, currency }));
  }, [on, pathname, search, language, currency]);

  const answer = (value: ConsentAnswer) => {
    writePreferenceCookie(CONSENT_COOKIE, value);
    if (value === "denied") {
      try {
        localStorage.removeItem(CLIENT_ID_KEY);
      } catch {}
    }
    setConsent(value);
    setOpen(false);
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner consent={consent} optOut={optOut} onAnswer={answer} />
    </Suspense>
  );
}
