import { describe, expect, it, vi } from "vitest";
import { logger } from "#app/modules/logging/logger.server";
import { streamed } from "./home.server";

describe("streamed", () => {
  it("passes a section's data through", async () => {
    await expect(streamed("posts", async () => [1, 2, 3])).resolves.toEqual([1, 2, 3]);
  });

  it("logs a failure with its section and rejects with a message that names it", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const promise = streamed("testimonials", async () => {
      throw new Error("relation does not exist");
    });
    await expect(promise).rejects.toThrow("Unable to load testimonials");
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ section: "testimonials" }),
      expect.any(String),
    );
  });

  it("never leaves an unhandled rejection behind, even before anyone awaits it", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      streamed("banners", () => Promise.reject(new Error("down")));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
