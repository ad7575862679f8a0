import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "#app/i18n/locales/de/errors.json";
import en from "#app/i18n/locales/en/errors.json";
import { persistentDatabase } from "#tests/accounts";
import { actionPaths } from "#tests/route-manifest";
import type { RunningServer } from "#tests/server";
import { signUp } from "#tests/sign-up";

// Requests the site refuses as the client's mistake, over real HTTP to the
// built server (issue 11): bodies it cannot read (defect 7), bodies too large
// to read at all (defect 8), and the smaller ones of defect 10.

let database: Awaited<ReturnType<typeof persistentDatabase>>;
let server: RunningServer;
/** A staff member's session: every guarded action gets as far as reading its body. */
let staff = "";
let customer = "";

beforeAll(async () => {
  database = await persistentDatabase();
  server = await database.start();
  staff = await signUp(server.url, "bodies-staff@example.com", "Body Staff");
  customer = await signUp(server.url, "bodies-customer@example.com", "Body Customer");
  await server.stop();
  expect((await database.setRole("bodies-staff@example.com", "staff")).code).toBe(0);
  // Google on, so /auth/google's action is reached too (nothing is sent to Google: the body is refused first).
  server = await database.start({ GOOGLE_CLIENT_ID: "test-client", GOOGLE_CLIENT_SECRET: "test-secret" });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const BAD_BODIES = [
  { kind: "JSON", type: "application/json", body: '{"email":"a@example.org"}', status: 415 },
  { kind: "plain text", type: "text/plain", body: "email=a@example.org", status: 415 },
  { kind: "another content type", type: "application/xml", body: "<email/>", status: 415 },
  { kind: "no content type", type: null, body: "email=a@example.org", status: 415 },
  {
    kind: "broken multipart",
    type: "multipart/form-data; boundary=----kilele",
    body: '------kilele\r\nContent-Disposition: form-data; name="email"\r\n\r\nunfinished',
    status: 400,
  },
  { kind: "multipart without a boundary", type: "multipart/form-data", body: "email=x", status: 400 },
] as const;

function post(path: string, body: BodyInit, headers: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: server.url, cookie: `${staff}; lang=de`, ...headers },
  });
}

describe("every action refuses a body it cannot read", () => {
  // Payment providers' callbacks are not forms: they take the provider's own
  // body (JSON) and answer 400 to anything unsigned (tests/integration/payment-webhook.test.ts).
  // The analytics endpoint takes a beacon's text or JSON by design and has its
  // own refusals (413, 400, 415, 429: tests/integration/analytics.test.ts).
  const routes = actionPaths().filter(
    (route) => !route.path.startsWith("/webhooks/") && route.path !== "/api/events",
  );

  it("finds the actions in the built route table", () => {
    // The table has these at least; any route added with an action is tested below as well.
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/api/wishlist", "/newsletter", "/enquiry", "/account", "/login", "/logout"]),
    );
  });

  for (const bad of BAD_BODIES) {
    it(`answers ${bad.status} to ${bad.kind}, in the visitor's language, on every action`, async () => {
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const { path } of routes) {
        for (const suffix of ["", ".data"]) {
          const target = suffix && path !== "/" ? `${path}${suffix}` : path;
          const headers: Record<string, string> = bad.type ? { "content-type": bad.type } : {};
          const response = await post(target, new TextEncoder().encode(bad.body), headers);
          const text = await response.text();
          const message = bad.status === 415 ? de.unsupportedBody : de.unreadableBody;
          // A page says it on the page (not only in its data); JSON and React Router's data in their body.
          const page = response.headers.get("content-type")?.startsWith("text/html");
          const said = page ? text.includes(`>${message}</p>`) : text.includes(message);
          answers[target] = `${response.status} ${said ? "translated" : text.slice(0, 120)}`;
          expected[target] = `${bad.status} translated`;
        }
      }
      expect(answers).toEqual(expected);
    });
  }

  it("reads an empty POST without a content type as an empty form (a button with no fields)", async () => {
    const response = await fetch(`${server.url}/api/wishlist`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, cookie: staff },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid" });
  });

  it("says why in English by default, and which bodies it takes", async () => {
    const response = await fetch(`${server.url}/api/wishlist`, {
      method: "POST",
      body: "{}",
      headers: { origin: server.url, "content-type": "application/json" },
    });
    expect(response.status).toBe(415);
    expect(response.headers.get("accept-post")).toBe(
      "application/x-www-form-urlencoded, multipart/form-data",
    );
    expect(await response.json()).toEqual({ error: "unsupported-body", message: en.unsupportedBody });
  });
});

const TWENTY_MB = 20 * 1024 * 1024;

/**
 * Sends up to 20 MB as fast as the server takes it and stops at its answer:
 * the status, how long it took and how much was sent by then.
 */
function sendLargeBody(options: { chunked: boolean }) {
  const url = new URL("/newsletter", server.url);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise<{ status: number; ms: number; sent: number; text: string }>((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let answered = false;
    const req = httpRequest(url, {
      method: "POST",
      headers: {
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
        ...(options.chunked ? {} : { "content-length": String(TWENTY_MB) }),
      },
    });
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.on("data", (part) => {
        text += part;
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, sent, text });
        // Done: the rest of the body is never sent.
        req.destroy();
      });
    });
    // The server closes the connection after its answer: writing into it then fails, as it should.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < TWENTY_MB) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", write);
          return;
        }
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe("request body size limit", () => {
  beforeAll(async () => {
    // The first answer of a fresh server also loads its translations: not what is measured here.
    await fetch(`${server.url}/newsletter`, { method: "POST", headers: { origin: server.url } });
  });

  it("refuses a 20 MB body announced by Content-Length at once, unread", async () => {
    const answer = await sendLargeBody({ chunked: false });
    expect(answer.status).toBe(413);
    expect(answer.text).toBe(en.bodyTooLarge);
    expect(answer.ms).toBeLessThan(5000);
    // Socket buffers take a few MB at most before the answer arrives; never the whole body.
    expect(answer.sent).toBeLessThan(TWENTY_MB / 2);
  });

  it("refuses a chunked 20 MB body as soon as it passes the limit", async () => {
    const answer = await sendLargeBody({ chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(5000);
    expect(answer.sent).toBeLessThan(TWENTY_MB / 2);
  });

  it("still takes a form just under the limit", async () => {
    const filler = "a".repeat(60 * 1024);
    const response = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ via: "fetcher", email: "not an address", filler }),
      headers: { origin: server.url },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).state).toBe("error");
  });

  it("is configurable", async () => {
    await server.stop();
    server = await database.start({ BODY_LIMIT_BYTES: "1024" });
    const response = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ via: "fetcher", email: "x".repeat(2000) }),
      headers: { origin: server.url },
    });
    expect(response.status).toBe(413);
  }, 120_000);
});

describe("smaller refusals (defect 10)", () => {
  /** The lines the server logged for one request, by its X-Request-Id. */
  const linesOf = (response: Response) => {
    const id = response.headers.get("x-request-id");
    return server.logs
      .filter((line) => id && line.includes(`"reqId":"${id}"`))
      .map((line) => JSON.parse(line));
  };

  it("answers a missing asset with our own headers, not Express's", async () => {
    const response = await fetch(`${server.url}/assets/no-such-chunk-1234.js`);
    expect(response.status).toBe(404);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("default-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers GET /logout and GET /auth/google with 405 and Allow, logged as a warning at most", async () => {
    for (const path of ["/logout", "/auth/google"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("allow"), path).toBe("POST");
      await response.body?.cancel();
      // The request's line is written once the answer has gone out.
      const deadline = Date.now() + 5_000;
      while (linesOf(response).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const lines = linesOf(response);
      expect(lines.length, `${path}\n${server.logs.slice(-5).join("\n")}`).toBeGreaterThan(0);
      expect(
        lines.filter((line) => line.level >= 50),
        path,
      ).toEqual([]);
    }
  });

  it("shows a customer's refused post to /admin the Access Denied page, in their language, not the admin's keys", async () => {
    const response = await fetch(`${server.url}/admin`, {
      method: "POST",
      body: new URLSearchParams({ intent: "anything" }),
      redirect: "manual",
      headers: { origin: server.url, cookie: `${customer}; lang=de` },
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(`<h1 id="denied-title">${de.accessDeniedTitle}</h1>`);
    // The admin messages never loaded: no key may show as text, and no admin header is drawn.
    expect(html).not.toMatch(/>(skipToContent|errorTitle|errorText|backToDashboard|navLabel)</);
    expect(html).not.toContain("admin-header");
  });

  it("records a refused /admin visit once, though the layout and the page both guard it", async () => {
    const probe = `probe${Date.now()}`;
    const refused = await fetch(`${server.url}/admin?${probe}=1`, {
      headers: { cookie: customer },
      redirect: "manual",
    });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/unauthorized");
    const dashboard = await fetch(`${server.url}/admin`, { headers: { cookie: staff } });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    // The rows of the dashboard's table of security events (the page's data holds the path too).
    expect(html.split(`>GET /admin?${probe}=1</code>`).length - 1).toBe(1);
  });
});
