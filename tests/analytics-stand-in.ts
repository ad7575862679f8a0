import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the two services analytics may be forwarded to
// (decision 102), answering as they do: GA4's Measurement Protocol
// (POST /mp/collect?measurement_id=&api_secret= with a JSON body holding
// client_id and events; 204, and 403 for an unknown secret) and Plausible's
// Events API (POST /api/event with a JSON body holding domain, name and url,
// and the visitor's User-Agent; 202, 400 without them). It records what it
// was sent; `mode` makes it refuse (500) or hold every request unanswered.

export type ReceivedForward = {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
};

export type AnalyticsStandIn = {
  url: string;
  received: ReceivedForward[];
  mode: "answer" | "fail" | "hang";
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}

export async function startAnalyticsStandIn(expected: {
  measurementId?: string;
  apiSecret?: string;
  domain?: string;
}): Promise<AnalyticsStandIn> {
  const held: ServerResponse[] = [];
  const state: AnalyticsStandIn = {
    url: "",
    received: [],
    mode: "answer",
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in.invalid");
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      res.writeHead(400).end();
      return;
    }
    state.received.push({ path: url.pathname, query: url.searchParams, headers: req.headers, body });
    if (state.mode === "hang") {
      held.push(res);
      return;
    }
    if (state.mode === "fail") {
      res.writeHead(500).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/mp/collect") {
      const known =
        url.searchParams.get("measurement_id") === expected.measurementId &&
        url.searchParams.get("api_secret") === expected.apiSecret;
      const valid = typeof body.client_id === "string" && Array.isArray(body.events);
      res.writeHead(known ? (valid ? 204 : 400) : 403).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/api/event") {
      const valid =
        body.domain === expected.domain &&
        typeof body.name === "string" &&
        typeof body.url === "string" &&
        Boolean(req.headers["user-agent"]);
      res.writeHead(valid ? 202 : 400, { "content-type": "application/json" }).end(valid ? "{}" : "");
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
