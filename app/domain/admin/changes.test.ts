import { describe, expect, it } from "vitest";
import { changedFields, isEmptyChange } from "./changes";

describe("changedFields", () => {
  it("keeps only the fields that differ, on both sides", () => {
    const change = changedFields(
      { id: 4, capacity: 12, status: "scheduled", price: null },
      { id: 4, capacity: 10, status: "scheduled", price: 150_000 },
    );
    expect(change).toEqual({
      before: { capacity: 12, price: null },
      after: { capacity: 10, price: 150_000 },
    });
    expect(isEmptyChange(change)).toBe(false);
  });

  it("writes dates as ISO strings and ignores the version and updatedAt", () => {
    const change = changedFields(
      { at: new Date("2026-01-01T00:00:00Z"), version: 1, updatedAt: new Date(1) },
      { at: new Date("2026-02-01T00:00:00Z"), version: 2, updatedAt: new Date(2) },
    );
    expect(change).toEqual({
      before: { at: "2026-01-01T00:00:00.000Z" },
      after: { at: "2026-02-01T00:00:00.000Z" },
    });
  });

  it("has no before for a creation and no after for a deletion", () => {
    expect(changedFields(null, { fromPath: "/old" })).toEqual({ before: null, after: { fromPath: "/old" } });
    expect(changedFields({ fromPath: "/old" }, null)).toEqual({ before: { fromPath: "/old" }, after: null });
  });

  it("finds a save of the same values empty", () => {
    expect(isEmptyChange(changedFields({ a: [1, 2] }, { a: [1, 2] }))).toBe(true);
    expect(isEmptyChange(changedFields(null, {}))).toBe(false);
    // jsonb comes back with its keys in PostgreSQL's order: the same label, not a change.
    expect(
      isEmptyChange(
        changedFields(
          { label: { en: "Transfer", de: "Transfer" } },
          { label: { de: "Transfer", en: "Transfer" } },
        ),
      ),
    ).toBe(true);
  });
});
