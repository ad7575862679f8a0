import { describe, expect, it } from "vitest";
import { isWelcomeCode, newWelcomeCode } from "./discount-code";

describe("newWelcomeCode", () => {
  it("is WELCOME and four upper-case letters or digits", () => {
    for (let i = 0; i < 200; i++) expect(isWelcomeCode(newWelcomeCode())).toBe(true);
  });

  it("maps the random bytes onto the alphabet", () => {
    expect(newWelcomeCode(() => new Uint8Array([0, 25, 26, 35]))).toBe("WELCOMEAZ09");
    expect(newWelcomeCode(() => new Uint8Array([36, 255, 1, 2]))).toBe("WELCOMEADBC");
  });

  it("rejects codes of another shape", () => {
    expect(isWelcomeCode("WELCOMEab12")).toBe(false);
    expect(isWelcomeCode("WELCOME12345")).toBe(false);
    expect(isWelcomeCode("HELLO1234")).toBe(false);
  });
});
