import { connect, type Socket } from "node:net";

/**
 * A keep-alive HTTP/1.1 load client that counts the way a load balancer does.
 *
 * Each worker holds one connection and sends its requests one after another
 * on it, the next one as soon as the previous answer is in (no pipelining).
 * Every request ends in exactly one of three ways:
 * - answered: a complete response came back;
 * - refused: the request was never written, because the server had closed the
 *   connection (its FIN had arrived) or refused a new one. Nothing reached the
 *   server, so any client or proxy may send it elsewhere: not a failure;
 * - failed: the request was written to the socket and the connection then
 *   closed or reset before a complete response. A load balancer cannot know
 *   whether the server acted on it, and answers 502: a failure.
 * A worker reconnects when the server answers `Connection: close` or closes an
 * idle connection, and stops once a new connection is refused.
 */
export type LoadResult = {
  answered: number;
  /** Answers that carried `Connection: close` (sent while draining). */
  answeredWithClose: number;
  refused: number;
  failed: number;
  /** What went wrong with each failed request (for the assertion message). */
  failures: string[];
  statuses: Record<number, number>;
};

export type LoadRun = {
  result: Promise<LoadResult>;
  /** Answers counted so far. */
  answered(): number;
  /** Resolves once `count` answers are in, or the load has ended (check `answered()`). */
  reached(count: number): Promise<void>;
};

export type RawResponse = { status: number; close: boolean };

/** Starts `connections` workers sending `paths` in turn to `baseUrl` until the server is gone. */
export function keepAliveLoad(options: {
  baseUrl: string;
  connections: number;
  paths: string[];
  /** A worker stops after this many answers (a safety net if the server never stops). */
  maxRequestsPerWorker?: number;
}): LoadRun {
  const { hostname, port } = new URL(options.baseUrl);
  const totals: LoadResult = {
    answered: 0,
    answeredWithClose: 0,
    refused: 0,
    failed: 0,
    failures: [],
    statuses: {},
  };
  const limit = options.maxRequestsPerWorker ?? 10_000;
  const waiting = new Set<{ count: number; resolve: () => void }>();
  const counted = () => {
    for (const waiter of waiting) {
      if (totals.answered < waiter.count) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  };

  async function worker(index: number) {
    let sent = 0;
    for (;;) {
      const connection = await openConnection(hostname, Number(port));
      if (!connection) {
        // A fresh connection was refused: the listener is closed. This request goes elsewhere.
        totals.refused += 1;
        return;
      }
      try {
        for (;;) {
          if (sent >= limit) return;
          const path = options.paths[(index + sent) % options.paths.length] ?? "/";
          if (connection.closedByServer) {
            totals.refused += 1;
            break; // reconnect
          }
          sent += 1;
          let response: RawResponse;
          try {
            response = await connection.request(path, hostname, port);
          } catch (error) {
            totals.failed += 1;
            totals.failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
            break; // reconnect
          }
          totals.answered += 1;
          counted();
          totals.statuses[response.status] = (totals.statuses[response.status] ?? 0) + 1;
          if (response.close) {
            totals.answeredWithClose += 1;
            break; // the server said so: a new connection for the next request
          }
        }
      } finally {
        connection.socket.destroy();
      }
    }
  }

  const result = Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i))).then(
    () => totals,
  );
  const ended = result.then(() => undefined);
  return {
    result,
    answered: () => totals.answered,
    reached: (count) =>
      Promise.race([
        ended,
        new Promise<void>((resolve) => {
          waiting.add({ count, resolve });
          counted();
        }),
      ]),
  };
}

export type Connection = {
  socket: Socket;
  /** The server's FIN (or a reset) arrived while no request was outstanding. */
  readonly closedByServer: boolean;
  /** Resolves with how the server ended the connection: "FIN" or the error's code. */
  ended: Promise<string>;
  /** Sends one GET and resolves with its answer; rejects when the connection ends first. */
  request(path: string, host: string, port: string): Promise<RawResponse>;
};

/** Opens a raw keep-alive connection; undefined when it is refused. */
export async function openConnection(host: string, port: number): Promise<Connection | undefined> {
  const socket = connect(port, host);
  socket.setNoDelay(true);
  const opened = await new Promise<boolean>((resolve) => {
    socket.once("connect", () => resolve(true));
    socket.once("error", () => resolve(false));
  });
  if (!opened) {
    socket.destroy();
    return undefined;
  }

  let closed = false;
  let onEnded: (how: string) => void = () => {};
  const ended = new Promise<string>((resolve) => {
    onEnded = resolve;
  });
  let buffer = Buffer.alloc(0);
  let pending: { resolve: (r: RawResponse) => void; reject: (e: Error) => void } | undefined;

  const tryParse = () => {
    if (!pending) return;
    const headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0) return;
    const head = buffer.subarray(0, headerEnd).toString("latin1");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) {
      // Chunked or unknown length: read until the terminating chunk.
      const end = buffer.indexOf("\r\n0\r\n\r\n", headerEnd);
      if (end < 0) return;
      buffer = buffer.subarray(end + 7);
    } else {
      if (buffer.length < headerEnd + 4 + length) return;
      buffer = buffer.subarray(headerEnd + 4 + length);
    }
    const close = /\r\nconnection:\s*close/i.test(head);
    const done = pending;
    pending = undefined;
    done.resolve({ status, close });
  };

  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    tryParse();
  });
  const onGone = (reason: string) => {
    closed = true;
    if (pending) {
      const lost = pending;
      pending = undefined;
      lost.reject(new Error(reason));
    }
  };
  socket.on("end", () => {
    onEnded("FIN");
    onGone("connection closed before the response was complete");
  });
  socket.on("error", (error: NodeJS.ErrnoException) => {
    onEnded(error.code ?? error.message);
    onGone(error.code ?? error.message);
  });
  socket.on("close", () => onGone("connection closed before the response was complete"));

  return {
    socket,
    ended,
    get closedByServer() {
      return closed;
    },
    request(path, host, port) {
      return new Promise<RawResponse>((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: application/json, text/html\r\nAccept-Encoding: identity\r\n\r\n`,
        );
      });
    },
  };
}
