import { describe, expect, it } from "vitest";
import { isAllowedMediaUrl, parseOriginList } from "./media-hosts";

describe("parseOriginList", () => {
  const strict = { allowLoopbackHttp: false };

  it("accepts https origins, normalised and without repeats; empty is none", () => {
    expect(parseOriginList("", strict)).toEqual({ origins: [] });
    expect(
      parseOriginList(
        " https://images.unsplash.com , https://RES.cloudinary.com/,https://images.unsplash.com",
        strict,
      ),
    ).toEqual({ origins: ["https://images.unsplash.com", "https://res.cloudinary.com"] });
    expect(parseOriginList("https://cdn.example.com:8443", strict)).toEqual({
      origins: ["https://cdn.example.com:8443"],
    });
  });

  it.each([
    "http://images.example.com",
    "images.example.com",
    "https://images.example.com/photos",
    "https://images.example.com/?w=1",
    "https://user:pw@images.example.com",
    "ftp://images.example.com",
    "*",
    "'unsafe-inline'",
    "https://a.example; script-src *",
  ])("refuses %s", (value) => {
    expect(parseOriginList(value, strict)).toEqual({ error: expect.any(String) });
  });

  it("accepts http only for a loopback host, and only when allowed", () => {
    expect(parseOriginList("http://127.0.0.1:5307", { allowLoopbackHttp: true })).toEqual({
      origins: ["http://127.0.0.1:5307"],
    });
    expect(parseOriginList("http://localhost:5307", strict)).toEqual({ error: expect.any(String) });
    expect(parseOriginList("http://example.com", { allowLoopbackHttp: true })).toEqual({
      error: expect.any(String),
    });
  });
});

describe("isAllowedMediaUrl", () => {
  const origins = ["https://images.unsplash.com"];

  it("allows our own paths and the listed origins", () => {
    expect(isAllowedMediaUrl("/media/scenes/lion.0.svg", [])).toBe(true);
    expect(isAllowedMediaUrl("https://images.unsplash.com/photo-1?w=400", origins)).toBe(true);
  });

  it("refuses other hosts, other schemes and protocol-relative addresses", () => {
    expect(isAllowedMediaUrl("https://images.pexels.com/p.jpg", origins)).toBe(false);
    expect(isAllowedMediaUrl("http://images.unsplash.com/photo-1", origins)).toBe(false);
    expect(isAllowedMediaUrl("//images.unsplash.com/photo-1", origins)).toBe(false);
    expect(isAllowedMediaUrl("/\\evil.example/x.png", origins)).toBe(false);
    expect(isAllowedMediaUrl("data:image/png;base64,AAAA", origins)).toBe(false);
    expect(isAllowedMediaUrl("javascript:alert(1)", origins)).toBe(false);
    expect(isAllowedMediaUrl("not a url", origins)).toBe(false);
  });
});
