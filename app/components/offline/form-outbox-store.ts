/**
 * The outbox of forms sent while offline (decision 101), shared by the page
 * and the service worker: IndexedDB (a worker cannot read localStorage) and
 * the sending loop. No React and no DOM beyond fetch, IndexedDB and locks.
 */
import {
  isOutboxExpired,
  isOutboxForm,
  OUTBOX_FORMS,
  type OutboxForm,
  type OutboxReport,
  type SendOutcome,
  sendOutcome,
} from "#app/domain/offline/form-outbox";

/** A form waiting to be sent. */
export type QueuedForm = {
  /** Its submission key, which `entries` carries too; the record's id. */
  key: string;
  form: OutboxForm;
  entries: Array<[string, string]>;
  queuedAt: number;
  /**
   * Set by the worker when the server answered and no page was there to say
   * so; the fields are gone by then. The next page tells the visitor and forgets it.
   */
  answered?: OutboxReport["outcome"];
};

export type OutboxStore = {
  all(): Promise<QueuedForm[]>;
  put(item: QueuedForm): Promise<void>;
  remove(key: string): Promise<void>;
};

const DB_NAME = "kilele-form-outbox";
const STORE = "forms";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

/** One request in its own transaction, answered once the transaction has committed. */
async function inStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>) {
  opened ??= openDatabase().catch((error: unknown) => {
    opened = null;
    throw error;
  });
  const database = await opened;
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = use(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? request.error);
  });
}

/** What another version of the site may have left: only well-formed records are read. */
function isQueuedForm(value: unknown): value is QueuedForm {
  const item = value as Partial<QueuedForm> | null;
  return (
    typeof item?.key === "string" &&
    isOutboxForm(item.form) &&
    Array.isArray(item.entries) &&
    typeof item.queuedAt === "number"
  );
}

export const indexedDbOutbox: OutboxStore = {
  all: async () => (await inStore("readonly", (store) => store.getAll())).filter(isQueuedForm),
  put: async (item) => {
    await inStore("readwrite", (store) => store.put(item));
  },
  remove: async (key) => {
    await inStore("readwrite", (store) => store.delete(key));
  },
};

/**
 * Posts a queued form as the form itself does: to its own address on this
 * site (never one read from storage), form-urlencoded like the form, with the
 * visitor's cookies. Only the status matters; the body is not read.
 */
export async function postQueuedForm(item: QueuedForm, origin: string): Promise<SendOutcome> {
  try {
    const response = await fetch(new URL(OUTBOX_FORMS[item.form], origin), {
      method: "POST",
      body: new URLSearchParams(item.entries),
      credentials: "same-origin",
    });
    void response.body?.cancel().catch(() => {});
    return sendOutcome(response.status);
  } catch {
    return sendOutcome(null);
  }
}

/** Runs `work` while no other tab or worker of this site sends the outbox (Web Locks where there are any). */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request("kilele-form-outbox", work) : work();
}

/**
 * Sends the forms that wait, oldest first, one at a time, under a lock the
 * tabs and the worker share: one form is not posted twice at once (its key
 * would make a second post harmless anyway). Once the site cannot be reached
 * (or fails) the rest wait too. A form the server answered is reported and
 * forgotten; the worker (`keepAnswers`) keeps the answer, without the fields,
 * for the next page to report. A form older than a week is reported refused.
 */
export function sendWaitingForms(
  store: OutboxStore,
  options: { origin: string; keepAnswers: boolean; now?: number },
): Promise<{ reports: OutboxReport[]; waiting: number }> {
  return exclusively(async () => {
    const now = options.now ?? Date.now();
    const reports: OutboxReport[] = [];
    let waiting = 0;
    let unreachable = false;
    for (const item of (await store.all()).sort((a, b) => a.queuedAt - b.queuedAt)) {
      let outcome: SendOutcome;
      if (item.answered) {
        if (options.keepAnswers) continue;
        outcome = item.answered;
      } else if (isOutboxExpired(item.queuedAt, now)) {
        outcome = "refused";
      } else if (unreachable) {
        outcome = "retry";
      } else {
        outcome = await postQueuedForm(item, options.origin);
        unreachable = outcome === "retry";
      }
      if (outcome === "retry") {
        waiting += 1;
        continue;
      }
      if (options.keepAnswers) {
        await store.put({
          key: item.key,
          form: item.form,
          entries: [],
          queuedAt: item.queuedAt,
          answered: outcome,
        });
      } else {
        await store.remove(item.key);
      }
      reports.push({ key: item.key, form: item.form, outcome });
    }
    return { reports, waiting };
  });
}
