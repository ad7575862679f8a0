/**
 * The page's side of the outbox (decision 101), part of the offline app's
 * lazy chunk: it queues forms sent offline, sends them when the connection
 * returns (and at the next visit), asks for Background Sync where the browser
 * has it, and tells the visitor what became of each.
 */
import { useEffect, useRef } from "react";
import { track } from "#app/components/analytics/track";
import { useToast } from "#app/components/ui/toaster";
import {
  OUTBOX_MESSAGE,
  OUTBOX_SYNC_TAG,
  type OutboxForm,
  type OutboxReport,
  outboxEntries,
} from "#app/domain/offline/form-outbox";
import { useTranslation } from "#app/i18n/react";
import { formOutbox, OUTBOX_EVENT } from "./form-outbox-link";
import { indexedDbOutbox, sendWaitingForms } from "./form-outbox-store";

/** A random UUID (randomUUID needs a secure context; the site is served over https, tests on localhost). */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Background Sync (Chromium): the worker sends the outbox once the connection is back, page open or not. */
async function askForBackgroundSync() {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker or no Background Sync: the page sends it when back online or at the next visit.
  }
}

async function queueForm(form: OutboxForm, data: FormData): Promise<string> {
  const key = newSubmissionKey();
  await indexedDbOutbox.put({ key, form, entries: outboxEntries(data.entries(), key), queuedAt: Date.now() });
  void askForBackgroundSync();
  return key;
}

/** Offers each answer to the form that queued it; returns those no form took (for a toast). */
function announce(reports: OutboxReport[]): OutboxReport[] {
  return reports.filter((report) =>
    window.dispatchEvent(new CustomEvent(OUTBOX_EVENT, { detail: report, cancelable: true })),
  );
}

/**
 * Plugs the outbox into the forms and sends what waits: now (a form queued on
 * an earlier visit), when the connection returns, and when the worker says it
 * sent something. Answers no form shows become toasts.
 */
export function useFormOutbox() {
  const toast = useToast();
  const { t } = useTranslation("common");
  const tell = useRef({ toast, t });
  tell.current = { toast, t };

  useEffect(() => {
    formOutbox.queue = queueForm;
    formOutbox.discard = indexedDbOutbox.remove;
    let stopped = false;
    const send = () => {
      sendWaitingForms(indexedDbOutbox, { origin: window.location.origin, keepAnswers: false }).then(
        ({ reports }) => {
          for (const report of reports) {
            if (report.form === "enquiry" && report.outcome === "sent")
              track("generate_lead", { offline: true });
          }
          if (stopped) return;
          for (const report of announce(reports)) {
            const { toast, t } = tell.current;
            toast(
              t(`offlineForms.${report.form}.${report.outcome}`),
              report.outcome === "sent" ? "success" : "error",
            );
          }
        },
        () => {
          // No IndexedDB here: nothing can have been queued.
        },
      );
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === OUTBOX_MESSAGE) send();
    };
    send();
    window.addEventListener("online", send);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    return () => {
      stopped = true;
      formOutbox.queue = undefined;
      formOutbox.discard = undefined;
      window.removeEventListener("online", send);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
    };
  }, []);
}
