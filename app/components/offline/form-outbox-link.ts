import { useEffect, useRef, useState } from "react";
import type { OutboxForm, OutboxReport } from "#app/domain/offline/form-outbox";

/**
 * The outbox as the forms reach it (decision 101). The offline app, loaded
 * after idle on every public page, plugs its functions in here: the forms
 * carry no IndexedDB code, and a form submitted offline needs no script that
 * was not downloaded while online.
 */
export const formOutbox: {
  queue?: (form: OutboxForm, data: FormData) => Promise<string>;
  discard?: (key: string) => Promise<void>;
} = {};

/**
 * Fired on the window for each queued form the server has answered. The form
 * that queued it cancels the event and shows the answer; otherwise a toast does.
 */
export const OUTBOX_EVENT = "kilele:form-outbox";

/**
 * A form's side of the outbox. `keepIfOffline(data)` queues the submission when
 * the browser is offline and says whether it did (not when online, nor before
 * the outbox is loaded: the caller then sends it, or says it failed).
 * `waiting` lasts until the server answers it, when `onAnswer` runs.
 * `replaceWaiting()` drops a waiting submission the visitor sends anew.
 */
export function useOfflineSubmission(form: OutboxForm, onAnswer: (outcome: OutboxReport["outcome"]) => void) {
  const [waitingKey, setWaitingKey] = useState<string | null>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    if (!waitingKey) return;
    const listener = (event: Event) => {
      const report = (event as CustomEvent<OutboxReport>).detail;
      if (report?.key !== waitingKey) return;
      event.preventDefault();
      setWaitingKey(null);
      answer.current(report.outcome);
    };
    window.addEventListener(OUTBOX_EVENT, listener);
    return () => window.removeEventListener(OUTBOX_EVENT, listener);
  }, [waitingKey]);

  return {
    waiting: waitingKey !== null,
    replaceWaiting() {
      if (!waitingKey) return;
      void formOutbox.discard?.(waitingKey).catch(() => {});
      setWaitingKey(null);
    },
    async keepIfOffline(data: FormData): Promise<boolean> {
      if (navigator.onLine || !formOutbox.queue) return false;
      try {
        setWaitingKey(await formOutbox.queue(form, data));
        return true;
      } catch {
        // No IndexedDB (some private windows): the form says it failed, as before.
        return false;
      }
    },
  };
}
