import { describe, expect, it } from "vitest";
import {
  isOutboxExpired,
  isOutboxForm,
  OUTBOX_FORMS,
  OUTBOX_MAX_AGE_MS,
  outboxEntries,
  readSubmissionKey,
  SUBMISSION_KEY_FIELD,
  SUBMISSION_KEY_RETENTION_MS,
  sendOutcome,
} from "./form-outbox";

const KEY = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";

describe("the key of a form queued offline (decision 101)", () => {
  it("is optional: a form sent online carries none", () => {
    expect(readSubmissionKey([])).toEqual({ ok: true, key: null });
  });

  it("is a UUID as the browser writes it", () => {
    expect(readSubmissionKey([KEY])).toEqual({ ok: true, key: KEY });
    expect(readSubmissionKey([crypto.randomUUID()]).ok).toBe(true);
  });

  it.each([
    ["empty", [""]],
    ["uppercase (a second spelling of one key)", [KEY.toUpperCase()]],
    ["too long", [`${KEY}0`]],
    ["far too long", ["a".repeat(10_000)]],
    ["not a UUID", ["not-a-key-at-all-but-36-characters!!"]],
    ["without dashes", [KEY.replaceAll("-", "")]],
    ["sent twice", [KEY, KEY]],
    ["a file", [new Blob(["x"])]],
  ])("is refused when %s", (_label, values) => {
    expect(readSubmissionKey(values)).toEqual({ ok: false });
  });
});

describe("what a queued form becomes after a try", () => {
  it("is gone once the server took it (or knew its key)", () => {
    expect(sendOutcome(200)).toBe("sent");
    expect(sendOutcome(204)).toBe("sent");
  });

  it("is given up on a refusal that will never change (and the visitor is told)", () => {
    for (const status of [400, 403, 404, 413, 415]) expect(sendOutcome(status)).toBe("refused");
  });

  it("stays for another try without an answer, on a server failure, or behind a limit", () => {
    for (const status of [null, 500, 502, 503, 504, 408, 429]) expect(sendOutcome(status)).toBe("retry");
  });

  it("is given up after a week, and the server keeps keys longer than that", () => {
    const now = Date.UTC(2026, 0, 31);
    expect(isOutboxExpired(now - OUTBOX_MAX_AGE_MS + 1000, now)).toBe(false);
    expect(isOutboxExpired(now - OUTBOX_MAX_AGE_MS - 1000, now)).toBe(true);
    expect(isOutboxExpired(Number.NaN, now)).toBe(true);
    expect(SUBMISSION_KEY_RETENTION_MS).toBeGreaterThan(OUTBOX_MAX_AGE_MS);
  });
});

describe("what the queue stores of a form", () => {
  it("keeps the text fields in order, repeated names too, drops files, and carries the new key", () => {
    const form = new FormData();
    form.append("email", "asha@example.org");
    form.append("interests", "wildlife");
    form.append("interests", "beach");
    form.append("attachment", new Blob(["x"]), "x.txt");
    form.append(SUBMISSION_KEY_FIELD, "an-old-key");
    expect(outboxEntries(form.entries(), KEY)).toEqual([
      ["email", "asha@example.org"],
      ["interests", "wildlife"],
      ["interests", "beach"],
      [SUBMISSION_KEY_FIELD, KEY],
    ]);
  });

  it("sends only to the forms' own addresses", () => {
    expect(OUTBOX_FORMS).toEqual({ newsletter: "/newsletter", enquiry: "/enquiry" });
    expect(isOutboxForm("newsletter")).toBe(true);
    expect(isOutboxForm("enquiry")).toBe(true);
    expect(isOutboxForm("toString")).toBe(false);
    expect(isOutboxForm("/admin")).toBe(false);
  });
});
