/// <reference lib="webworker" />
/**
 * Background Sync for forms sent while offline (decision 101): when the
 * browser has a connection again it wakes the worker with our tag, page open
 * or not. The worker sends what waits in IndexedDB, keeps each answer for
 * the page to tell the visitor, and asks open pages to look. While a form
 * still waits the sync fails, so that the browser tries again later.
 */

import { indexedDbOutbox, sendWaitingForms } from "#app/components/offline/form-outbox-store";
import { OUTBOX_MESSAGE, OUTBOX_SYNC_TAG } from "#app/domain/offline/form-outbox";

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

async function sendOutbox() {
  const { reports, waiting } = await sendWaitingForms(indexedDbOutbox, {
    origin: self.location.origin,
    keepAnswers: true,
  });
  if (reports.length > 0) {
    for (const client of await self.clients.matchAll({ type: "window" })) {
      client.postMessage({ type: OUTBOX_MESSAGE });
    }
  }
  if (waiting > 0) throw new Error(`${waiting} queued form(s) could not be sent yet`);
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutbox());
});
