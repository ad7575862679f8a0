import { describe, expect, it } from "vitest";
import { liveChatSources } from "#app/domain/live-chat";
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

  // Issue 11, defect 12: outside pictures and video load only from the configured origins.
  it("allow pictures and video from our origin alone by default", () => {
    const csp = contentSecurityPolicy("abc", true);
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("media-src 'self';");
  });

  it("add the configured image and video origins to img-src and media-src, and nowhere else", () => {
    const imageOrigins = ["https://images.unsplash.com", "https://res.cloudinary.com"];
    const mediaOrigins = ["https://video.example.com"];
    const csp = contentSecurityPolicy("abc", true, { imageOrigins, mediaOrigins });
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("img-src")).toBe(
      "img-src 'self' data: blob: https://images.unsplash.com https://res.cloudinary.com",
    );
    expect(directive("media-src")).toBe("media-src 'self' https://video.example.com");
    expect(directive("default-src")).toBe("default-src 'self'");
    expect(directive("connect-src")).toBe("connect-src 'self'");
    expect(directive("script-src")).not.toMatch(/unsplash|video\.example/);
  });

  it("let forms go to our origin, and to the payment providers' pages when some are configured", () => {
    const directive = (csp: string) => csp.split("; ").find((d) => d.startsWith("form-action "));
    expect(directive(contentSecurityPolicy("abc", true))).toBe("form-action 'self'");
    const formOrigins = ["https://checkout.stripe.com", "https://pay.pesapal.com"];
    const csp = contentSecurityPolicy("abc", true, { imageOrigins: [], mediaOrigins: [], formOrigins });
    expect(directive(csp)).toBe("form-action 'self' https://checkout.stripe.com https://pay.pesapal.com");
    expect(csp.split("; ").find((d) => d.startsWith("default-src "))).toBe("default-src 'self'");
  });

  it("send the configured origins on every response", () => {
    const headers = new Map<string, string>();
    const res = { locals: {}, setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v) };
    securityHeaders({ production: false, imageOrigins: ["http://127.0.0.1:5307"], mediaOrigins: [] })(
      {} as never,
      res as never,
      () => undefined,
    );
    expect(headers.get("content-security-policy")).toContain(
      "img-src 'self' data: blob: http://127.0.0.1:5307;",
    );
  });

  // Decision 102: the live chat's origin only when configured, and only on the pages it may load on.
  it("name the live chat's sources where they are needed, and its pages only", () => {
    const liveChat = liveChatSources("https://embed.tawk.to");
    const csp = contentSecurityPolicy("abc", true, { imageOrigins: [], mediaOrigins: [], liveChat });
    const directive = (policy: string, name: string) =>
      policy.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic' https://*.tawk.to",
    );
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://*.tawk.to wss://*.tawk.to");
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' https://*.tawk.to");
    // The widget's <style> elements carry no nonce: inline styles instead of the nonce.
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'unsafe-inline' https://*.tawk.to");
    const plain = contentSecurityPolicy("abc", true);
    expect(plain).not.toContain("tawk");
    expect(directive(plain, "style-src")).toBe("style-src 'self' 'nonce-abc'");
    expect(directive(plain, "frame-src")).toBeUndefined();

    const policyOn = (path: string) => {
      const headers = new Map<string, string>();
      securityHeaders({ production: true, liveChat })(
        { path } as never,
        { locals: {}, setHeader: (k: string, v: string) => headers.set(k.toLowerCase(), v) } as never,
        () => {},
      );
      return headers.get("content-security-policy") ?? "";
    };
    expect(policyOn("/tours")).toContain("https://*.tawk.to");
    for (const path of ["/admin/analytics", "/booking", "/mock-payment", "/account", "/login"]) {
      expect(policyOn(path), path).not.toContain("tawk");
    }
  });
});
