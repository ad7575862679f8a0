import { describe, expect, it } from "vitest";
import {
  addPendingHit,
  findGraphProblem,
  normalisePath,
  notFoundLogPath,
  notFoundReferrer,
  type PendingHit,
  type RedirectEdge,
  readFromPath,
  readTarget,
  redirectLocation,
} from "./redirects";
import { NOT_FOUND_PATH_MAX } from "./redirects-fields";

const SITE = "https://kilele.example";

describe("normalisePath", () => {
  it("writes one path one way: slashes, encoding, trailing slash", () => {
    expect(normalisePath("/Old Page/")).toBe("/Old%20Page");
    expect(normalisePath("/Old%20Page")).toBe("/Old%20Page");
    expect(normalisePath("//old///safari//")).toBe("/old/safari");
    expect(normalisePath(" /x ")).toBe("/x");
    expect(normalisePath("/")).toBe("/");
  });

  it("refuses what is not a plain absolute path", () => {
    expect(normalisePath("old")).toBeNull();
    expect(normalisePath("/a?b=1")).toBeNull();
    expect(normalisePath("/a/../admin")).toBeNull();
    expect(normalisePath("/a\\b")).toBeNull();
    expect(normalisePath("/a\u0000b")).toBeNull();
  });
});

describe("readFromPath", () => {
  it("accepts an old page's path, normalised", () => {
    expect(readFromPath("/old-safari.html/")).toEqual({ ok: true, path: "/old-safari.html" });
  });

  it("says what is wrong", () => {
    expect(readFromPath("")).toEqual({ ok: false, error: "required" });
    expect(readFromPath("/old?x=1")).toEqual({ ok: false, error: "query" });
    expect(readFromPath("old")).toEqual({ ok: false, error: "invalid" });
    expect(readFromPath("/")).toEqual({ ok: false, error: "invalid" });
    expect(readFromPath(`/${"a".repeat(500)}`)).toEqual({ ok: false, error: "tooLong" });
  });

  it("never takes the site's own paths: staff area, APIs, callbacks, assets, health", () => {
    for (const path of [
      "/admin",
      "/ADMIN/users",
      "/api/search",
      "/webhooks/stripe",
      "/assets/app.js",
      "/healthz",
      "/readyz",
      "/robots.txt",
      "/favicon.ico",
      "/styles/site.css",
      "/tours.data",
    ]) {
      expect(readFromPath(path), path).toEqual({ ok: false, error: "reserved" });
    }
    expect(readFromPath("/administrator").ok).toBe(true);
  });
});

describe("readTarget", () => {
  it("takes a path on this site with its query and fragment", () => {
    expect(readTarget("/tours/x?a=1#top")).toEqual({
      ok: true,
      target: { kind: "local", value: "/tours/x?a=1#top", path: "/tours/x" },
    });
  });

  it("takes an absolute http(s) URL; this site's own origin counts as a path", () => {
    expect(readTarget("https://partner.example/p?x=1")).toEqual({
      ok: true,
      target: { kind: "external", value: "https://partner.example/p?x=1" },
    });
    expect(readTarget(`${SITE}/tours/`, SITE)).toMatchObject({
      ok: true,
      target: { kind: "local", path: "/tours" },
    });
  });

  it("refuses other schemes, protocol-relative hosts, credentials and junk", () => {
    expect(readTarget("javascript:alert(1)")).toEqual({ ok: false, error: "scheme" });
    expect(readTarget("JavaScript:alert(1)")).toEqual({ ok: false, error: "scheme" });
    expect(readTarget("data:text/html,hi")).toEqual({ ok: false, error: "scheme" });
    expect(readTarget("ftp://x.example/")).toEqual({ ok: false, error: "scheme" });
    expect(readTarget("//evil.example/x")).toEqual({ ok: false, error: "scheme" });
    expect(readTarget("/\\evil.example")).toEqual({ ok: false, error: "invalid" });
    expect(readTarget("https://user:pw@x.example/")).toEqual({ ok: false, error: "invalid" });
    expect(readTarget("tours")).toEqual({ ok: false, error: "invalid" });
    expect(readTarget("/a b")).toEqual({ ok: false, error: "invalid" });
    expect(readTarget("")).toEqual({ ok: false, error: "required" });
  });
});

describe("findGraphProblem", () => {
  const local = (value: string) => {
    const read = readTarget(value, SITE);
    if (!read.ok) throw new Error(value);
    return read.target;
  };
  const edge = (id: number, fromPath: string, toTarget: string, isActive = true): RedirectEdge => ({
    id,
    fromPath,
    toTarget,
    isActive,
  });

  it("refuses A→A", () => {
    expect(findGraphProblem({ fromPath: "/a", target: local("/a?x=1") }, [])).toEqual({
      field: "toTarget",
      error: "self",
    });
  });

  it("refuses A→B when B→A (a loop) and when B→C (a chain)", () => {
    expect(findGraphProblem({ fromPath: "/a", target: local("/b") }, [edge(1, "/b", "/a")])).toEqual({
      field: "toTarget",
      error: "loop",
      other: "/b",
    });
    expect(findGraphProblem({ fromPath: "/a", target: local("/b") }, [edge(1, "/b", "/c")])).toEqual({
      field: "toTarget",
      error: "chain",
      other: "/b",
    });
    // The site's own origin written out in full is the same path.
    expect(
      findGraphProblem({ fromPath: "/a", target: local(`${SITE}/b`) }, [edge(1, "/b", `${SITE}/a`)], SITE),
    ).toMatchObject({ error: "loop" });
  });

  it("refuses a from path another redirect sends to", () => {
    expect(findGraphProblem({ fromPath: "/b", target: local("/c") }, [edge(1, "/a", "/b?x=1")])).toEqual({
      field: "fromPath",
      error: "chainFrom",
      other: "/a",
    });
  });

  it("ignores inactive redirects and the redirect being edited", () => {
    expect(
      findGraphProblem({ fromPath: "/a", target: local("/b") }, [edge(1, "/b", "/a", false)]),
    ).toBeNull();
    expect(
      findGraphProblem({ id: 1, fromPath: "/a", target: local("/b") }, [edge(1, "/a", "/a")]),
    ).toBeNull();
    expect(
      findGraphProblem({ fromPath: "/a", target: local("https://else.example/b") }, [edge(1, "/b", "/c")]),
    ).toBeNull();
  });
});

describe("redirectLocation", () => {
  it("keeps the visitor's query string", () => {
    expect(redirectLocation("/tours", "")).toBe("/tours");
    expect(redirectLocation("/tours", "?utm_source=x&b=2")).toBe("/tours?utm_source=x&b=2");
    expect(redirectLocation("https://x.example/p#f", "?a=1")).toBe("https://x.example/p?a=1#f");
    expect(redirectLocation("/tours?", "?a=1")).toBe("/tours?a=1");
  });

  it("merges with the target's own query; the visitor's value wins for a shared name", () => {
    expect(redirectLocation("/tours?type=safari&a=0#list", "?a=1&b=2")).toBe(
      "/tours?type=safari&a=1&b=2#list",
    );
  });
});

describe("the 404 log's bounds", () => {
  it("logs a missing path normalised and cut, without its query", () => {
    expect(notFoundLogPath("/Old Page/")).toBe("/Old%20Page");
    expect(notFoundLogPath("/gone.data")).toBe("/gone");
    expect(notFoundLogPath("/old-brochure.pdf")).toBe("/old-brochure.pdf");
    expect(notFoundLogPath(`/${"x".repeat(400)}`)).toHaveLength(NOT_FOUND_PATH_MAX);
  });

  it("never logs staff, API, account or token paths", () => {
    for (const path of [
      "/admin/x",
      "/api/nope",
      "/webhooks/x",
      "/account/bookings/9",
      "/compare/abc",
      "/favicon.ico",
      "/old/logo.png",
    ]) {
      expect(notFoundLogPath(path), path).toBeNull();
    }
    expect(notFoundLogPath("/reset/4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c")).toBeNull();
    expect(notFoundLogPath("/tours/kilimanjaro-machame-route-seven-days")).toBe(
      "/tours/kilimanjaro-machame-route-seven-days",
    );
  });

  it("keeps a referrer's origin and path only", () => {
    expect(notFoundReferrer("https://blog.example/post?token=secret#x")).toBe("https://blog.example/post");
    expect(notFoundReferrer("android-app://x")).toBeNull();
    expect(notFoundReferrer(undefined)).toBeNull();
  });

  it("holds at most `max` distinct paths between flushes, known ones keep counting", () => {
    const pending = new Map<string, PendingHit>();
    const at = new Date("2026-01-01T00:00:00Z");
    let dropped = 0;
    for (let i = 0; i < 10_000; i++) {
      if (!addPendingHit(pending, `/missing-${i}`, null, at, 50)) dropped++;
    }
    expect(pending.size).toBe(50);
    expect(dropped).toBe(9_950);
    expect(addPendingHit(pending, "/missing-3", "https://r.example/", at, 50)).toBe(true);
    expect(pending.get("/missing-3")).toMatchObject({ hits: 2, referrer: "https://r.example/" });
  });
});
