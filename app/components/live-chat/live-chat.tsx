import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ANALYTICS_STATE_EVENT, analytics } from "#app/components/analytics/track";
import { shouldLoadLiveChat } from "#app/domain/live-chat";

/** Marks the chat's script element, so a page knows the chat is in this document. */
const MARK = "data-live-chat";
/** Idle callbacks wait at most this long; browsers without them wait this long after load. */
const IDLE_TIMEOUT_MS = 4000;
const NO_IDLE_DELAY_MS = 1500;

/**
 * The live chat (decision 102): Tawk.to's embed script, added once
 * analytics are accepted (no GPC/DNT), this page and the document's first
 * page allow it (app/domain/live-chat.ts), the page has loaded and the
 * browser is idle. Where it may no longer be (consent withdrawn, or a page
 * it must not share: the staff area, accounts, sign-in, payment), the page
 * is loaded afresh, so no third-party script stays in that document.
 */
export default function LiveChat({ scriptUrl }: { scriptUrl: string }) {
  const { pathname } = useLocation();
  const [consented, setConsented] = useState(false);

  useEffect(() => {
    const update = () => setConsented(analytics.on);
    update();
    window.addEventListener(ANALYTICS_STATE_EVENT, update);
    return () => window.removeEventListener(ANALYTICS_STATE_EVENT, update);
  }, []);

  useEffect(() => {
    const load = shouldLoadLiveChat({
      configured: true,
      consented,
      pathname,
      documentPathname: documentPathname(),
    });
    if (load) return whenIdle(() => addScript(scriptUrl));
    if (document.querySelector(`script[${MARK}]`)) window.location.reload();
  }, [scriptUrl, consented, pathname]);

  return null;
}

/** The page this document was loaded for: its Content-Security-Policy was made for that page. */
function documentPathname(): string {
  const entry = performance.getEntriesByType?.("navigation")[0];
  try {
    return new URL(entry?.name ?? window.location.href).pathname;
  } catch {
    return window.location.pathname;
  }
}

/** Runs `run` once the page has loaded and the browser is idle; returns a cancel. */
function whenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (typeof window.requestIdleCallback === "function") {
      idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(run, NO_IDLE_DELAY_MS);
    }
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/** Tawk's embed snippet, without its inline script (our policy runs none): one async script element. */
function addScript(scriptUrl: string) {
  if (document.querySelector(`script[${MARK}]`)) return;
  const tawk = window as Window & { Tawk_API?: object; Tawk_LoadStart?: Date };
  tawk.Tawk_API ??= {};
  tawk.Tawk_LoadStart = new Date();
  const script = document.createElement("script");
  script.async = true;
  script.src = scriptUrl;
  script.charset = "UTF-8";
  script.crossOrigin = "anonymous";
  script.setAttribute(MARK, "");
  document.body.append(script);
}
