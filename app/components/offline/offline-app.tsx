import "./offline-app.css";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { useTranslation } from "#app/i18n/react";
import { useFormOutbox } from "./form-outbox";
import {
  INSTALL_DISMISSED_KEY,
  isInstallDismissed,
  isIosBrowser,
  OFFLINE_APP_TIMINGS,
} from "./install-prompt";
import { keepPageOffline } from "./service-worker-client";

type InstallEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
type Network = "offline" | "online" | null;

function isStandalone() {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function dismissedRecently() {
  try {
    return isInstallDismissed(localStorage.getItem(INSTALL_DISMISSED_KEY), Date.now());
  } catch {
    return false;
  }
}

/** Registers /sw.js; shows the update prompt when a new worker waits; keeps visited pages. */
function useServiceWorker(language: string) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const { pathname, search } = useLocation();
  const registration = useRef<ServiceWorkerRegistration | null>(null);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const showIfWaiting = (reg: ServiceWorkerRegistration) => {
      // A worker waits only behind another one: the very first install needs no prompt.
      if (reg.waiting && navigator.serviceWorker.controller) setWaiting(reg.waiting);
    };
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then((reg) => {
        registration.current = reg;
        showIfWaiting(reg);
        reg.addEventListener("updatefound", () => {
          const next = reg.installing;
          next?.addEventListener("statechange", () => {
            if (next.state === "installed") showIfWaiting(reg);
          });
        });
        interval = setInterval(() => void reg.update().catch(() => {}), OFFLINE_APP_TIMINGS.updateCheckMs);
      })
      .catch(() => {
        // No worker (private mode, blocked): the site works online as before.
      });
    return () => clearInterval(interval);
  }, []);

  // Tell the worker the page's language (its offline page) and keep this page.
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    void navigator.serviceWorker.ready.then((reg) => {
      if (cancelled || !reg.active) return;
      reg.active.postMessage({ type: "LANGUAGE", language });
      keepPageOffline(reg.active, `${window.location.origin}${pathname}${search}`);
    });
    return () => {
      cancelled = true;
    };
  }, [language, pathname, search]);

  return { waiting, dismissUpdate: () => setWaiting(null) };
}

/** Offline for 5 s when the connection drops; "back online" briefly when it returns. */
function useNetworkNotice(): Network {
  const [network, setNetwork] = useState<Network>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (state: Exclude<Network, null>) => {
      clearTimeout(timer);
      setNetwork(state);
      timer = setTimeout(
        () => setNetwork(null),
        state === "offline" ? OFFLINE_APP_TIMINGS.offlineNoticeMs : OFFLINE_APP_TIMINGS.backOnlineMs,
      );
    };
    const offline = () => show("offline");
    const online = () => show("online");
    if (!navigator.onLine) offline();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);
  return network;
}

/** The install prompt 5 s after the browser's install event (or the iOS hint), unless dismissed or installed. */
function useInstallPrompt() {
  const [mode, setMode] = useState<"prompt" | "ios" | null>(null);
  const deferred = useRef<InstallEvent | null>(null);
  useEffect(() => {
    if (isStandalone() || dismissedRecently()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (next: "prompt" | "ios") => {
      clearTimeout(timer);
      timer = setTimeout(() => setMode(next), OFFLINE_APP_TIMINGS.installPromptDelayMs);
    };
    const onInstallEvent = (event: Event) => {
      event.preventDefault();
      deferred.current = event as InstallEvent;
      later("prompt");
    };
    const onInstalled = () => {
      clearTimeout(timer);
      setMode(null);
    };
    window.addEventListener("beforeinstallprompt", onInstallEvent);
    window.addEventListener("appinstalled", onInstalled);
    if (isIosBrowser(navigator.userAgent, navigator.maxTouchPoints)) later("ios");
    return () => {
      clearTimeout(timer);
      window.removeEventListener("beforeinstallprompt", onInstallEvent);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Storage disabled: the prompt may come back next visit.
    }
    setMode(null);
  };
  const install = async () => {
    const event = deferred.current;
    setMode(null);
    if (!event) return;
    deferred.current = null;
    await event.prompt();
    const choice = await event.userChoice.catch(() => ({ outcome: "dismissed" }));
    if (choice.outcome !== "accepted") dismiss();
  };
  return { mode, dismiss, install };
}

export default function OfflineApp({ appName }: { appName: string }) {
  const { t } = useTranslation("common");
  const { language } = usePreferences();
  const { waiting, dismissUpdate } = useServiceWorker(language);
  const network = useNetworkNotice();
  const installPrompt = useInstallPrompt();
  useFormOutbox();
  const accepted = useRef(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onControllerChange = () => {
      // Reload once, and only for 'Update Now' (the first install also changes the controller).
      if (!accepted.current) return;
      accepted.current = false;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    return () => navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
  }, []);

  const updateNow = () => {
    if (!waiting) return;
    accepted.current = true;
    waiting.postMessage({ type: "SKIP_WAITING" });
  };

  return (
    <div className="offline-app">
      <p className="offline-app__notice" role="status" data-network={network ?? undefined}>
        {network === "offline"
          ? t("offlineApp.offlineNotice")
          : network === "online"
            ? t("offlineApp.backOnline")
            : ""}
      </p>
      {waiting ? (
        <section className="offline-app__card" role="dialog" aria-labelledby="update-prompt-title">
          <p id="update-prompt-title" className="offline-app__title">
            {t("offlineApp.updateTitle")}
          </p>
          <div className="offline-app__actions">
            <button type="button" className="btn btn-primary" onClick={updateNow}>
              {t("offlineApp.updateNow")}
            </button>
            <button type="button" className="btn btn-ghost" onClick={dismissUpdate}>
              {t("offlineApp.later")}
            </button>
          </div>
        </section>
      ) : null}
      {!waiting && installPrompt.mode ? (
        <section className="offline-app__card" role="dialog" aria-labelledby="install-prompt-title">
          <p id="install-prompt-title" className="offline-app__title">
            {t("offlineApp.installTitle", { name: appName })}
          </p>
          <p className="offline-app__text">
            {installPrompt.mode === "ios" ? t("offlineApp.iosHint") : t("offlineApp.installText")}
          </p>
          <div className="offline-app__actions">
            {installPrompt.mode === "prompt" ? (
              <button type="button" className="btn btn-primary" onClick={() => void installPrompt.install()}>
                {t("offlineApp.install")}
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost" onClick={installPrompt.dismiss}>
              {t("offlineApp.notNow")}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
