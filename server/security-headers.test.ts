import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

function run(production: boolean) {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v),
  };
  let called = false;
  securityHeaders({ production })({} as never, res as never, () => {
    called = true;
  });
  return { headers, res, called };
}

describe("security headers", () => {
  it("allow scripts only with the nonce", () => {
    const csp = contentSecurityPolicy("abc", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("send HSTS and upgrade-insecure-requests only in production", () => {
    const dev = run(false);
    expect(dev.called).toBe(true);
    expect(dev.headers.has("strict-transport-security")).toBe(false);
    expect(dev.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    const prod = run(true);
    expect(prod.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(prod.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect(prod.res.locals.cspNonce).toEqual(expect.any(String));
  });
});
