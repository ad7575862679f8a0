import { describe, expect, it } from "vitest";
import { detectLanguage, pickFromAcceptLanguage } from "./detect";

describe("detectLanguage", () => {
  it("prefers the query parameter, then the cookie, then the browser", () => {
    expect(detectLanguage({ query: "de", cookie: "fr", acceptLanguage: "es" })).toEqual({
      language: "de",
      source: "query",
    });
    expect(detectLanguage({ query: "xx", cookie: "fr", acceptLanguage: "es" }).language).toBe("fr");
    expect(detectLanguage({ cookie: "nope", acceptLanguage: "es-MX,es;q=0.9" }).language).toBe("es");
    expect(detectLanguage({})).toEqual({ language: "en", source: "default" });
  });

  it("reads q-values and regional tags in Accept-Language", () => {
    expect(pickFromAcceptLanguage("ja;q=1, zh-CN;q=0.8, de;q=0.9")).toBe("de");
    expect(pickFromAcceptLanguage("zh-TW")).toBe("zh");
    expect(pickFromAcceptLanguage("fr;q=0, ja")).toBeUndefined();
    expect(pickFromAcceptLanguage("*")).toBeUndefined();
  });
});
