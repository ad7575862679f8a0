import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OUTBOX_MAX_AGE_MS, SUBMISSION_KEY_FIELD } from "#app/domain/offline/form-outbox";
import { type OutboxStore, type QueuedForm, sendWaitingForms } from "./form-outbox-store";

// The sending loop of the outbox (decision 101) against a real HTTP server
// standing in for the site, with the store in memory (IndexedDB itself is
// driven in Chromium by tests/e2e/offline-forms.spec.ts).

type Received = { path: string; type: string; body: URLSearchParams };
const received: Received[] = [];
/** The status the stand-in answers for a submission key; 200 for any other. */
const answers = new Map<string, number>();

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const site = createServer(async (request, response) => {
  const body = new URLSearchParams(await readBody(request));
  received.push({ path: request.url ?? "", type: request.headers["content-type"] ?? "", body });
  const status = answers.get(body.get(SUBMISSION_KEY_FIELD) ?? "") ?? 200;
  if (status === 0) {
    request.socket.destroy();
    return;
  }
  response.writeHead(status, { "content-type": "application/json" }).end("{}");
});
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
});

function memoryStore(items: QueuedForm[]): OutboxStore & { items: Map<string, QueuedForm> } {
  const map = new Map(items.map((item) => [item.key, item]));
  return {
    items: map,
    all: async () => [...map.values()],
    put: async (item) => {
      map.set(item.key, item);
    },
    remove: async (key) => {
      map.delete(key);
    },
  };
}

const NOW = Date.UTC(2026, 5, 1);
let next = 0;
function queued(
  form: QueuedForm["form"],
  fields: Array<[string, string]>,
  queuedAt = NOW - 60_000,
): QueuedForm {
  next += 1;
  const key = `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`;
  return { key, form, entries: [...fields, [SUBMISSION_KEY_FIELD, key]], queuedAt };
}

describe("sending the outbox", () => {
  it("posts each form to its own address, form-urlencoded, oldest first, and forgets what was answered", async () => {
    const enquiry = queued("enquiry", [
      ["type", "contact"],
      ["interests", "wildlife"],
      ["interests", "beach"],
    ]);
    const newsletter = queued("newsletter", [["email", "asha@example.org"]], NOW - 120_000);
    const store = memoryStore([enquiry, newsletter]);
    const { reports, waiting } = await sendWaitingForms(store, { origin, keepAnswers: false, now: NOW });
    expect(received.map((r) => r.path)).toEqual(["/newsletter", "/enquiry"]);
    expect(received.every((r) => r.type.startsWith("application/x-www-form-urlencoded"))).toBe(true);
    expect(received[1]?.body.getAll("interests")).toEqual(["wildlife", "beach"]);
    expect(received[1]?.body.get(SUBMISSION_KEY_FIELD)).toBe(enquiry.key);
    expect(reports).toEqual([
      { key: newsletter.key, form: "newsletter", outcome: "sent" },
      { key: enquiry.key, form: "enquiry", outcome: "sent" },
    ]);
    expect(waiting).toBe(0);
    expect(store.items.size).toBe(0);
  });

  it("gives up a refused form and keeps, untried, everything behind a lost connection", async () => {
    const refused = queued("newsletter", [["email", "bad"]], NOW - 3000);
    const lost = queued("enquiry", [["type", "contact"]], NOW - 2000);
    const behind = queued("newsletter", [["email", "later@example.org"]], NOW - 1000);
    answers.set(refused.key, 400);
    answers.set(lost.key, 0);
    const store = memoryStore([refused, lost, behind]);
    const { reports, waiting } = await sendWaitingForms(store, { origin, keepAnswers: false, now: NOW });
    expect(reports).toEqual([{ key: refused.key, form: "newsletter", outcome: "refused" }]);
    expect(waiting).toBe(2);
    expect([...store.items.keys()]).toEqual([lost.key, behind.key]);
    // The one behind the lost connection was not even tried.
    expect(received.map((r) => r.body.get(SUBMISSION_KEY_FIELD))).toEqual([refused.key, lost.key]);
  });

  it("keeps a form the server failed or limited, for another try", async () => {
    const failing = queued("enquiry", [["type", "contact"]]);
    answers.set(failing.key, 503);
    const store = memoryStore([failing]);
    expect(await sendWaitingForms(store, { origin, keepAnswers: false, now: NOW })).toEqual({
      reports: [],
      waiting: 1,
    });
    answers.set(failing.key, 429);
    expect((await sendWaitingForms(store, { origin, keepAnswers: false, now: NOW })).waiting).toBe(1);
    answers.delete(failing.key);
    expect((await sendWaitingForms(store, { origin, keepAnswers: false, now: NOW })).reports).toEqual([
      { key: failing.key, form: "enquiry", outcome: "sent" },
    ]);
  });

  it("reports a form older than a week as not sent, without posting it", async () => {
    const old = queued("enquiry", [["type", "contact"]], NOW - OUTBOX_MAX_AGE_MS - 1);
    const store = memoryStore([old]);
    const { reports } = await sendWaitingForms(store, { origin, keepAnswers: false, now: NOW });
    expect(reports).toEqual([{ key: old.key, form: "enquiry", outcome: "refused" }]);
    expect(received).toEqual([]);
    expect(store.items.size).toBe(0);
  });

  it("in the worker, keeps each answer without the fields for the page, which reports it once and forgets it", async () => {
    const form = queued("newsletter", [["email", "asha@example.org"]]);
    const store = memoryStore([form]);
    const worker = await sendWaitingForms(store, { origin, keepAnswers: true, now: NOW });
    expect(worker.reports).toEqual([{ key: form.key, form: "newsletter", outcome: "sent" }]);
    expect(store.items.get(form.key)).toEqual({
      key: form.key,
      form: "newsletter",
      entries: [],
      queuedAt: form.queuedAt,
      answered: "sent",
    });
    // The worker again (a second sync): nothing is posted twice.
    await sendWaitingForms(store, { origin, keepAnswers: true, now: NOW });
    const page = await sendWaitingForms(store, { origin, keepAnswers: false, now: NOW });
    expect(page.reports).toEqual([{ key: form.key, form: "newsletter", outcome: "sent" }]);
    expect(received).toHaveLength(1);
    expect(store.items.size).toBe(0);
  });
});
