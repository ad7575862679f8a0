import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { startServerForThisFile } from "#tests/server";

const server = startServerForThisFile();

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", ...init });

/** The bytes as sent, without fetch's automatic decompression. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("x-powered-by")).toBeNull();
  expect(response.headers.get("x-request-id")).toMatch(/^[\w.-]+$/);
}

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

describe("status pages", () => {
  it("renders the not-found page with 404 for an unknown path", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Page not found");
    expect(html).toMatch(/<title>Page not found \| Kilele Safaris<\/title>/);
  });

  it("renders Access Denied with 403 at /unauthorized", async () => {
    const response = await get("/unauthorized");
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Access Denied");
  });

  it("sends a visitor who is not signed in from the booking's pages to sign in", async () => {
    for (const path of [
      "/booking?tour=1",
      "/mock-payment?payment=1",
      "/booking/success?ref=X",
      "/booking/cancel",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/login\?/);
    }
  });
});

describe("security headers", () => {
  it("are on every kind of response", async () => {
    const home = await get("/");
    const html = await home.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const responses = [
      home,
      await get(asset!),
      await get("/healthz"),
      await get("/nope"),
      await get("/api/rates"),
      await get("/robots.txt"),
    ];
    for (const response of responses) expectSecurityHeaders(response);
  });

  it("uses the response's nonce on every inline and module script", async () => {
    const response = await get("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (tag.includes('type="application/ld+json"')) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("gives each page a fresh nonce, the one of its own header on its own scripts", async () => {
    const nonces: string[] = [];
    for (const response of [await get("/"), await get("/")]) {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      const html = await response.text();
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
        (tag) => !tag.includes('type="application/ld+json"'),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // No other nonce anywhere in the page: not the other response's, not a stale one.
      expect(new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("returns a different nonce and request id per response, and keeps a sane incoming id", async () => {
    const a = await get("/healthz");
    const b = await get("/healthz", { headers: { "x-request-id": "edge-123" } });
    expect(a.headers.get("content-security-policy")).not.toBe(b.headers.get("content-security-policy"));
    expect(b.headers.get("x-request-id")).toBe("edge-123");
    const hostile = await get("/healthz", { headers: { "x-request-id": "<script>" } });
    expect(hostile.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("stamps the request's log line with the id it returns", async () => {
    const response = await get("/tours-that-do-not-exist", { headers: { "x-request-id": "trace-log-42" } });
    expect(response.headers.get("x-request-id")).toBe("trace-log-42");
    await expect
      .poll(() => server.logs.filter((line) => line.includes("/tours-that-do-not-exist")))
      .toHaveLength(1);
    const line = JSON.parse(server.logs.find((l) => l.includes("/tours-that-do-not-exist"))!);
    expect(line).toMatchObject({ reqId: "trace-log-42", status: 404, method: "GET" });
  });
});

describe("caching and compression", () => {
  it("caches hashed assets for a year and keeps HTML out of shared caches", async () => {
    const home = await get("/");
    expect(home.headers.get("cache-control")).toMatch(/private/);
    const html = await home.text();
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const assetResponse = await get(asset!);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's precompressed twins of assets, preferring brotli", async () => {
    const html = await (await get("/")).text();
    const asset = /(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const plain = await rawGet(asset!, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // What browsers send: gzip listed first, br with the same weight.
    const br = await rawGet(asset!, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // A file sent whole (not compressed on the fly, which streams without a length).
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    // Precompressed at the highest quality: smaller than gzip's best.
    expect(br.body.length).toBeLessThan(gzipSync(plain.body, { level: 9 }).length);
    const gzip = await rawGet(asset!, "br;q=0, gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it("compresses with brotli and gzip", async () => {
    const br = await get("/", { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await get("/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("what the first paint waits for", () => {
  it("starts the scripts only after the first paint, and the web fonts after the load event", async () => {
    const html = await (await get("/")).text();
    // Nothing fetches or runs a module while the page is being parsed...
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // ...React Router's module script waits inert, and a nonce'd script starts it in the first
    // frame, or after a timer where no frame comes (a background tab).
    const boot = /<script[^>]*type="text\/x-router-boot"[^>]*id="router-boot"[^>]*>([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(boot?.[1]).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
    const starter =
      html.match(/<script nonce="[^"]+">[^<]*requestAnimationFrame\([\s\S]*?<\/script>/)?.[0] ?? "";
    expect(starter).toContain('getElementById("router-boot")');
    expect(starter).toMatch(/setTimeout\(boot,\d+\)/);
    expect(starter).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
    // No stylesheet asks for a web font; they come after the load event (or without JavaScript).
    expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);
    expect(html).toMatch(/addEventListener\("load",[^<]*\/assets\/web-fonts-[\w-]+\.css/);
    expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/web-fonts-[\w-]+\.css"/);
  });
});

describe("languages", () => {
  it("renders German from ?lang=de, sets the cookie, and remembers it", async () => {
    const first = await get("/?lang=de");
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/lang=de/);
    const html = await first.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(">Startseite<");
    const next = await get("/", { headers: { cookie: "lang=de" } });
    const nextHtml = await next.text();
    expect(nextHtml).toContain('<html lang="de"');
    expect(nextHtml).toContain(">Startseite<");
  });

  it("answers a new client that sends Accept-Language: fr in French", async () => {
    const html = await (await get("/", { headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" } })).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(">Accueil<");
  });

  it("links every language variant with hreflang and an x-default", async () => {
    const html = await (await get("/tours-that-do-not-exist?lang=es")).text();
    for (const lang of ["en", "de", "fr", "es", "zh-CN"]) expect(html).toContain(`hrefLang="${lang}"`);
    expect(html).toContain('hrefLang="x-default"');
  });
});

describe("currencies", () => {
  it("renders server-side prices in euros with 0 decimals when the cookie says EUR", async () => {
    const html = await (await get("/", { headers: { cookie: "currency=EUR" } })).text();
    const prices = [...html.matchAll(/data-testid="tour-price">([^<]+)</g)].map((m) => m[1]);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^€\d{1,3}(,\d{3})*$/);
  });

  it("remembers ?currency= in a cookie and drops it from the address", async () => {
    const response = await get("/?currency=gbp");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/currency=GBP/);
  });

  it("serves exchange rates with built-in defaults when the rates service is unreachable", async () => {
    const response = await get("/api/rates");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.base).toBe("USD");
    expect(body.rates).toMatchObject({ USD: 1, EUR: 0.92, GBP: 0.79, AUD: 1.52, CHF: 0.88, CNY: 7.24 });
    expect(typeof body.timestamp).toBe("string");
  });
});
