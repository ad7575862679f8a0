import { describe, expect, it } from "vitest";
import { retryAfterSeconds, retryWhen } from "./retry-after";

describe("retryWhen", () => {
  it("says seconds, then whole minutes, then whole hours, rounded up", () => {
    expect(retryWhen("en", 1)).toBe("in 1 second");
    expect(retryWhen("en", 59)).toBe("in 59 seconds");
    expect(retryWhen("en", 60)).toBe("in 1 minute");
    expect(retryWhen("en", 661)).toBe("in 12 minutes");
    expect(retryWhen("en", 3600)).toBe("in 1 hour");
    expect(retryWhen("en", 3601)).toBe("in 2 hours");
  });

  it("speaks the visitor's language", () => {
    expect(retryWhen("de", 720)).toBe("in 12 Minuten");
    expect(retryWhen("fr", 720)).toBe("dans 12 minutes");
    expect(retryWhen("es", 720)).toBe("dentro de 12 minutos");
    expect(retryWhen("zh", 720)).toBe("12分钟后");
  });

  it("never says zero", () => {
    expect(retryWhen("en", 0)).toBe("in 1 second");
  });
});

describe("retryAfterSeconds", () => {
  it("reads whole seconds and nothing else", () => {
    expect(retryAfterSeconds("120")).toBe(120);
    expect(retryAfterSeconds("0")).toBe(1);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds("1e9")).toBeNull();
    expect(retryAfterSeconds("-5")).toBeNull();
  });
});
