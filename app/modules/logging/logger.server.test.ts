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

  it("writes no secret from a link and no email address, in messages, fields or errors", () => {
    const { lines, logger } = capture();
    const link = "https://kilele.example/reset-password?token=Sx7Qm2pLkA9vB3cD4eF5gH6j";
    logger.warn(`could not open ${link} for amina@example.org`);
    logger.error({ err: new Error(`fetch ${link} failed`), clientSecret: "abc-secret" }, "mail failed");
    logger.info({ securityEvent: { path: "/admin?token=Zz9Yy8Xx7Ww6" } }, "security event");
    const text = JSON.stringify(lines);
    for (const secret of ["Sx7Qm2pLkA9vB3cD4eF5gH6j", "amina@example.org", "abc-secret", "Zz9Yy8Xx7Ww6"]) {
      expect(text).not.toContain(secret);
    }
    // What the line is about stays readable.
    expect(lines[0]?.msg).toBe(
      "could not open https://kilele.example/reset-password?token=[redacted] for [email]",
    );
    const err = lines[1]?.err as { message: string; stack: string } | undefined;
    expect(err?.message).toBe("fetch https://kilele.example/reset-password?token=[redacted] failed");
    expect(err?.stack).toContain("logger.server.test.ts");
  });
});
