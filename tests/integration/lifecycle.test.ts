import { createServer, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUIRED_IN_PRODUCTION } from "#app/modules/config/env.server";
import { type Connection, keepAliveLoad, openConnection, type RawResponse } from "#tests/keep-alive-load";
import { runServerToExit, startServer } from "#tests/server";

/** Resolves as `promise` does, or fails with `what` once `ms` have passed (on a stuck test only). */
function within<T>(promise: Promise<T>, what: string, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * One request and its answer on a new connection. The server takes waiting
 * connections in the order they came and reads what each has sent as it
 * takes it, so once this is answered it has taken every connection opened
 * before, and read what they sent: no need to guess how long that takes.
 */
async function roundTrip(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const connection = await openConnection(hostname, Number(port));
  if (!connection) throw new Error("connection refused");
  try {
    expect((await connection.request("/healthz", hostname, port)).status).toBe(200);
  } finally {
    connection.socket.destroy();
  }
}

/**
 * A raw connection that has sent the start of a request but not the blank line
 * ending its headers: the server holds it as busy (not idle), and runs the
 * handler only once `finish()` sends the rest. Resolves with the raw answer.
 */
async function halfSentRequest(baseUrl: string, path: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let raw = "";
  socket.on("data", (chunk: Buffer) => {
    raw += chunk.toString("utf8");
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.once("close", () => resolve(raw));
    socket.once("error", reject);
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: application/json\r\n`);
  return {
    /** Ends the headers; resolves with everything the server sent once it closes the connection. */
    finish(): Promise<string> {
      socket.write("\r\n");
      return closed;
    },
    destroy: () => socket.destroy(),
  };
}

describe("graceful shutdown under keep-alive load", () => {
  // Ten keep-alive connections sending back to back, the way a load balancer's
  // pool does, while the server is told to stop. Five runs: the race between a
  // request on the wire and the server closing its connection is a matter of timing.
  it.each([1, 2, 3, 4, 5])(
    "answers every request a client has sent on SIGTERM, and exits 0 (run %i of 5)",
    async () => {
      const server = await startServer();
      try {
        const load = keepAliveLoad({
          baseUrl: server.url,
          connections: 10,
          paths: ["/healthz", "/api/rates", "/readyz"],
        });
        // A couple of hundred answers first, so the server is busy on every connection.
        await load.reached(200);
        expect(load.answered()).toBeGreaterThanOrEqual(200);
        const answeredBefore = load.answered();
        const signalledAt = Date.now();
        server.process.kill("SIGTERM");

        const result = await load.result;
        const code = await server.exited;
        expect(result.failed, result.failures.join("\n")).toBe(0);
        // The load went on into the draining: answers after the signal, told to close.
        expect(result.answered).toBeGreaterThan(answeredBefore);
        expect(result.answeredWithClose).toBeGreaterThan(0);
        expect(code).toBe(0);
        expect(Date.now() - signalledAt).toBeLessThan(10_000);
        expect(server.logs.some((line) => line.includes("shutdown deadline reached"))).toBe(false);
      } finally {
        await server.stop();
      }
    },
    120_000,
  );
});

describe("graceful shutdown", () => {
  let slowRates: Server;
  let ratesUrl: string;
  /** Answers the rates service holds back until the test releases them. */
  const held: ServerResponse[] = [];
  let asked: () => void = () => {};
  const ratesAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const releaseRates = () => {
    for (const res of held.splice(0)) {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          base: "USD",
          rates: { USD: 1, EUR: 0.9, GBP: 0.8, AUD: 1.5, CHF: 0.9, CNY: 7.1 },
        }),
      );
    }
  };

  beforeAll(async () => {
    // A rates service that answers only when the test says so keeps page requests in flight.
    slowRates = createServer((_req, res) => {
      held.push(res);
      asked();
    });
    await new Promise<void>((resolve) => slowRates.listen(0, "127.0.0.1", resolve));
    ratesUrl = `http://127.0.0.1:${(slowRates.address() as AddressInfo).port}/latest`;
  });

  afterAll(() => {
    releaseRates();
    slowRates.closeAllConnections();
    slowRates.close();
  });

  it("finishes in-flight requests on SIGTERM and exits within 10 s", async () => {
    const server = await startServer({ RATES_URL: ratesUrl, RATES_TIMEOUT_MS: "5000" });
    try {
      const inFlight = Array.from({ length: 8 }, (_, i) =>
        fetch(`${server.url}${i % 2 ? "/" : "/api/rates"}`).then(async (r) => ({
          status: r.status,
          body: await r.text(),
        })),
      );
      // The requests have reached the server (it has asked the rates service, and
      // taken every connection opened before this round trip): ask it to stop
      // while they still wait on the rates service, which answers once it stops.
      await within(ratesAsked, "the server asks the rates service");
      await roundTrip(server.url);
      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      await server.waitForLog(['"shutting down"']);
      releaseRates();
      const results = await Promise.all(inFlight);
      for (const result of results) {
        expect(result.status).toBe(200);
        expect(result.body.length).toBeGreaterThan(0);
      }
      const code = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.logs.some((line) => line.includes("shutdown complete"))).toBe(true);
      // New connections are refused once the listener is closed.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  }, 60_000);
});

/** Resolves once a new connection to `baseUrl` is refused (fails after `ms`). */
async function refusesNewConnections(baseUrl: string, ms = 10_000): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const connection = await openConnection(hostname, Number(port));
    if (!connection) return true;
    connection.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe.each(["SIGTERM", "SIGINT"] as const)("graceful shutdown on %s", (signal) => {
  it("turns /readyz to 503 while draining, answers what was sent, closes quiet connections, then exits 0", async () => {
    const server = await startServer();
    const { hostname, port } = new URL(server.url);
    let request: Awaited<ReturnType<typeof halfSentRequest>> | undefined;
    const connections: Connection[] = [];
    const keepAlive = async () => {
      const connection = await openConnection(hostname, Number(port));
      if (!connection) throw new Error("connection refused");
      connections.push(connection);
      expect(await connection.request("/readyz", hostname, port)).toEqual({ status: 200, close: false });
      return connection;
    };
    try {
      // Two keep-alive connections, idle after one answer each: one stays quiet,
      // the other goes on sending across the signal.
      const quiet = await keepAlive();
      const busy = await keepAlive();
      // A /readyz request that reaches the handler only after the signal.
      request = await halfSentRequest(server.url, "/readyz");
      // The server has taken that connection, and read its start, before the signal.
      await roundTrip(server.url);
      const signalledAt = Date.now();
      server.process.kill(signal);

      // Requests sent on an open keep-alive connection around the signal are all
      // answered; the first answer after it says the connection closes. That one
      // is 503, or 200 when its readiness check was already under way as the
      // drain began (on a busy machine SELECT 1 takes a while): answered as it
      // was, and told to close. Every answer before it is an ordinary one.
      const answers: RawResponse[] = [];
      while (!answers.at(-1)?.close) answers.push(await busy.request("/readyz", hostname, port));
      expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
      expect(answers.at(-1)).toEqual({ status: expect.toBeOneOf([503, 200]), close: true });
      await server.waitForLog(['"shutting down"', `"signal":"${signal}"`]);
      // No new connections while draining.
      expect(await refusesNewConnections(server.url)).toBe(true);
      // The quiet connection is closed, gracefully (FIN, not a reset), while the
      // half-sent request still holds the process.
      expect(await quiet.ended).toBe("FIN");
      expect(server.process.exitCode).toBeNull();

      // The busy connection is kept: its request is answered, 503, and told to close.
      const raw = await request.finish();
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 503 /);
      expect(head.toLowerCase()).toContain("connection: close");
      expect(head.toLowerCase()).toContain("cache-control: no-store");
      expect(JSON.parse(body)).toEqual({ status: "shutting-down" });
      // With nothing left in flight the process closes the database and exits cleanly.
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.logs.some((line) => line.includes("shutdown complete"))).toBe(true);
      expect(server.logs.some((line) => line.includes("shutdown deadline reached"))).toBe(false);
    } finally {
      request?.destroy();
      for (const connection of connections) connection.socket.destroy();
      await server.stop();
    }
  }, 60_000);
});

describe("the shutdown deadline", () => {
  let hanging: Server;
  let hangingUrl: string;
  let seen: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    seen = resolve;
  });

  beforeAll(async () => {
    // A rates service that takes every request and never answers.
    hanging = createServer(() => seen());
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/latest`;
  });

  afterAll(() => {
    hanging.closeAllConnections();
    hanging.close();
  });

  it("ends a request that hangs and exits (code 1) by SHUTDOWN_TIMEOUT_MS", async () => {
    const DEADLINE_MS = 2000;
    const server = await startServer({
      SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
      RATES_URL: hangingUrl,
      // No rates are known yet, so the first request waits for the service, far beyond the deadline.
      RATES_TIMEOUT_MS: "120000",
    });
    try {
      const hung = fetch(`${server.url}/api/rates`).then(
        (response) => `answered ${response.status}`,
        (error: unknown) => error,
      );
      // The request is in flight once the server is waiting on the rates service.
      await within(asked, "the server asks the rates service");

      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      const code = await server.exited;
      const elapsed = Date.now() - signalledAt;
      expect(code).toBe(1);
      // It waited for the request up to the deadline, not longer (a wide margin: the machine is busy).
      expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 200);
      expect(elapsed).toBeLessThan(DEADLINE_MS + 6000);
      expect(server.logs.some((line) => line.includes("shutdown deadline reached"))).toBe(true);
      expect(server.logs.some((line) => line.includes("shutdown complete"))).toBe(false);
      // The hanging request's connection was closed, not answered.
      expect(await hung).toBeInstanceOf(Error);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe("configuration", () => {
  it("stops start-up in production with one message naming every missing variable", async () => {
    const { code, output } = await runServerToExit({ NODE_ENV: "production", PORT: "0" });
    expect(code).toBe(1);
    const line = output.split("\n").find((l) => l.includes("Missing required configuration"));
    expect(line).toBeTruthy();
    for (const name of REQUIRED_IN_PRODUCTION) expect(line).toContain(name);
  });

  it("rejects an invalid value with a clear message", async () => {
    const { code, output } = await runServerToExit({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration: PORT");
  });
});
