import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, currentRequestId, runWithRequestScope } from "./logger.server";

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ destination: stream, level: "info" }) };
}

describe("logger", () => {
  it("stamps every line written inside a request scope with its id, also after an await", async () => {
    const { lines, logger } = capture();
    await runWithRequestScope({ requestId: "req-1" }, async () => {
      logger.info("first");
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn({ step: 2 }, "second");
      expect(currentRequestId()).toBe("req-1");
    });
    logger.info("outside");
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ["first", "req-1"],
      ["second", "req-1"],
      ["outside", undefined],
    ]);
  });

  it("never writes passwords or cookies", () => {
    const { lines, logger } = capture();
    logger.info(
      { password: "hunter22", user: { password: "x" }, req: { headers: { cookie: "s=1" } } },
      "login",
    );
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines);
    expect(text).not.toContain("hunter22");
    expect(text).not.toContain("s=1");
  });
});
