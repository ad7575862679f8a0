import { tripOwnerKey } from "#app/components/offline/service-worker-client";

/**
 * The trip wallet's questions to the service worker (decision 100), each
 * answered on a channel of its own (app/sw/trips.ts). Only the wallet's
 * pages load this; the shell keeps just the owner announcement.
 */

/** How long the page waits for a worker (installing one fetches the offline pages first). */
const WORKER_WAIT_MS = 15_000;
/** How long a save may take: four pages, their pictures and build files on a slow line. */
const SAVE_WAIT_MS = 120_000;

/** The active worker, once there is one (null when the browser has none or it does not come). */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  return registration?.active ?? null;
}

/** Whether this browser can keep pages for offline use at all. */
export function canSaveOffline(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && "caches" in window;
}

export type TripAnswer = { ok: boolean; savedAt?: string | null };

/** A message to the worker and its answer on a channel of its own (null: no worker, or no answer in time). */
async function askWorker(message: object, waitMs: number): Promise<TripAnswer | null> {
  const worker = await activeWorker();
  if (!worker) return null;
  const channel = new MessageChannel();
  const answer = new Promise<TripAnswer | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    channel.port1.onmessage = (event: MessageEvent<TripAnswer | null>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
  });
  worker.postMessage(message, [channel.port2]);
  return answer;
}

/** Keeps every page of the trip (and its pictures) for offline use, in `language`. */
export async function saveTripOffline(reference: string, email: string, language: string) {
  const owner = await tripOwnerKey(email);
  return askWorker({ type: "SAVE_TRIP", reference, owner, language }, SAVE_WAIT_MS);
}

/** When this person saved the trip, if they did. */
export async function savedTripStatus(reference: string, email: string) {
  const owner = await tripOwnerKey(email);
  return askWorker({ type: "TRIP_STATUS", reference, owner }, WORKER_WAIT_MS);
}

export async function removeSavedTrip(reference: string, email: string) {
  const owner = await tripOwnerKey(email);
  return askWorker({ type: "REMOVE_TRIP", reference, owner }, WORKER_WAIT_MS);
}
