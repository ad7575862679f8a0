import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseHandle, setDatabase } from "#app/db/client.server";
import { logger } from "#app/modules/logging/logger.server";
import { recordSearch } from "./search.server";

// recordSearch runs on every header search: it must never throw into the request.
describe("recordSearch", () => {
  const before = databaseHandle();

  afterEach(() => {
    setDatabase(before);
  });

  const entry = { query: "serengeti", resultCount: 3, language: "en", source: "header" as const };

  it("logs, and does not throw, when there is no database", () => {
    setDatabase(undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(() => recordSearch(entry)).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.anything(), "search not recorded");
  });

  it("logs a failed insert instead of rejecting", async () => {
    const refused = { insert: () => ({ values: () => Promise.reject(new Error("refused")) }) };
    setDatabase({ kind: "pglite", db: refused as never, migrate: async () => {}, close: async () => {} });
    const logged = new Promise<unknown[]>((resolve) => {
      vi.spyOn(logger, "error").mockImplementation((...args: unknown[]) => resolve(args));
    });
    expect(() => recordSearch(entry)).not.toThrow();
    const [, message] = await logged;
    expect(message).toBe("search not recorded");
  });

  it("records nothing for an empty query", () => {
    setDatabase(undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    recordSearch({ ...entry, query: "" });
    expect(error).not.toHaveBeenCalled();
  });
});
