import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

type ConnectionState = {
  /** Responses this connection is serving (more than one only when a client pipelines). */
  responses: Set<ServerResponse>;
  /** `socket.bytesRead` when its last response ended: more means a request is arriving. */
  bytesReadAfterLastResponse: number;
  /** When its last response ended (or it connected). */
  quietSince: number;
  /** We are closing it (FIN sent). */
  ending: boolean;
};

/** How often a draining server looks for connections it may close. */
const SWEEP_MS = 50;
/** A bound on taking queued connections, should clients keep connecting. */
const MAX_TAKING_TURNS = 1000;

/**
 * Keeps, for each open connection of `server`, what it is doing, so that a
 * shutdown can close every keep-alive connection without cutting a request a
 * client has already sent.
 *
 * Node's own way (`server.close()`, which calls `closeIdleConnections()`)
 * destroys at once every connection whose parser is between requests. Under
 * load that includes connections whose next request is already on the wire,
 * or in the kernel's buffer and not yet read: destroying a socket with unread
 * data sends a reset, and the client (a load balancer: a 502) loses a request
 * it had sent. Closing the listener at once does the same to connections the
 * kernel has accepted but the event loop has not yet taken (a busy or blocked
 * loop leaves them queued, each with its request sent). HTTP/1.1 has no way to
 * tell an idle client "no more": only an answer carrying `Connection: close`
 * is free of races. So, on draining:
 * - connections already waiting in the kernel are taken, then the listener
 *   closes, and only then are clients told to close (`onStoppedListening`);
 * - a response that has not sent its headers yet says `Connection: close`,
 *   and Node closes its connection right after it (requests that start later
 *   get the same from the middleware in server/app.ts);
 * - a connection that has started receiving a request is left to be answered;
 * - a connection with nothing to do is closed once it has stayed so for
 *   `idleGraceMs` (at once if it already had before the signal): a busy
 *   client sends its next request well within that, and is answered with
 *   `Connection: close`. Quiet is judged right after the event loop has read
 *   its sockets, so a loop that was blocked cannot mistake requests it has
 *   not read yet for silence. The close is a FIN, not a reset, and nothing
 *   more is read from it.
 * Install it before the server accepts its first connection.
 */
export function trackConnections(server: Server) {
  const connections = new Map<Socket, ConnectionState>();

  const stateOf = (socket: Socket): ConnectionState => {
    let state = connections.get(socket);
    if (!state) {
      state = { responses: new Set(), bytesReadAfterLastResponse: 0, quietSince: Date.now(), ending: false };
      connections.set(socket, state);
      socket.once("close", () => connections.delete(socket));
    }
    return state;
  };

  let acceptedConnections = 0;
  server.on("connection", (socket: Socket) => {
    acceptedConnections += 1;
    stateOf(socket);
  });
  // Prepended: it must see the response before the application can answer it.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const state = stateOf(socket);
    state.responses.add(res);
    res.once("close", () => {
      state.responses.delete(res);
      if (state.responses.size > 0) return;
      state.bytesReadAfterLastResponse = socket.bytesRead;
      state.quietSince = Date.now();
    });
  });

  /** Runs in the check phase, just after the poll phase has read every socket. */
  const closeQuietConnections = (idleGraceMs: number) => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.ending || state.responses.size > 0) continue;
      if (socket.bytesRead !== state.bytesReadAfterLastResponse) continue; // a request is arriving
      if (now - state.quietSince < idleGraceMs) continue;
      state.ending = true;
      // Read nothing more: a request sent after all, in the instant of closing, is
      // refused unread rather than run with no way to answer it. Once the FIN is
      // out there is nothing left to wait for.
      socket.pause();
      socket.end(() => socket.destroy());
    }
  };

  /**
   * Calls `then` once the kernel's queue of connections waiting to be taken is
   * empty. The event loop takes one waiting connection per turn, in its poll
   * phase; `setImmediate` runs right after that phase, so a turn that took no
   * connection means there are none left.
   */
  const takeWaitingConnections = (then: () => void) => {
    let seen = acceptedConnections;
    let turns = 0;
    const check = () => {
      if (acceptedConnections === seen || ++turns >= MAX_TAKING_TURNS) return then();
      seen = acceptedConnections;
      setImmediate(check);
    };
    // The first check after a poll phase: this turn's may already be over.
    setImmediate(() => setImmediate(check));
  };

  let draining = false;
  return {
    /**
     * Stops taking connections (`onStoppedListening` then runs) and closes the
     * open ones as described above; `onClosed` runs once the last one is gone.
     */
    drain(options: { idleGraceMs: number; onStoppedListening: () => void; onClosed: () => void }) {
      if (draining) return;
      draining = true;
      takeWaitingConnections(() => {
        const sweep = () => setImmediate(closeQuietConnections, options.idleGraceMs);
        const sweeps = setInterval(sweep, SWEEP_MS);
        sweep();
        // net.Server's close, not http.Server's: that one would destroy every idle connection now.
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweeps);
          options.onClosed();
        });
        // Only now tell clients to close: told earlier, they would reconnect to a
        // listener about to close, and a connection it had queued is reset on close.
        options.onStoppedListening();
        for (const state of connections.values()) {
          for (const res of state.responses) {
            if (!res.headersSent) res.setHeader("Connection", "close");
          }
        }
      });
    },
    /** Open connections (for the log). */
    get size() {
      return connections.size;
    },
  };
}
