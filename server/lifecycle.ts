import type { Server } from "node:http";
import { logger } from "#app/modules/logging/logger.server";
import { trackConnections } from "./connections";

export type Lifecycle = { draining: boolean };

/**
 * Graceful shutdown on SIGTERM/SIGINT: the listener stops taking connections
 * (once those the kernel already queued are taken, a few turns of the event
 * loop), readiness turns 503 and every answer from then on says
 * `Connection: close`, requests in flight or already sent are answered, and
 * keep-alive connections are closed without cutting a request a client has
 * sent (server/connections.ts). Once the last connection is gone `cleanup`
 * (outbox worker, database) runs. A hard deadline makes sure the process
 * exits within `timeoutMs` even if a request hangs.
 *
 * Call it right after the server starts listening, before a connection can be
 * accepted, so that every connection is tracked.
 */
export function installGracefulShutdown(options: {
  server: Server;
  lifecycle: Lifecycle;
  timeoutMs: number;
  cleanup: () => Promise<void>;
}) {
  const { server, lifecycle } = options;
  const connections = trackConnections(server);
  let started = false;
  const shutdown = (signal: string) => {
    if (started) return;
    started = true;
    logger.info({ signal, connections: connections.size }, "shutting down");
    const deadline = setTimeout(() => {
      logger.error("shutdown deadline reached, closing remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    connections.drain({
      idleGraceMs: idleGraceFor(options.timeoutMs),
      // Readiness turns 503 and answers say `Connection: close` from here (server/app.ts).
      onStoppedListening: () => {
        lifecycle.draining = true;
      },
      onClosed: async () => {
        try {
          await options.cleanup();
          logger.info("shutdown complete");
          process.exit(0);
        } catch (error) {
          logger.error({ err: error }, "cleanup failed during shutdown");
          process.exit(1);
        }
      },
    });
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

/**
 * How long a keep-alive connection must have been quiet before it is closed:
 * far longer than a busy client takes to send its next request, and a small
 * part of the deadline, so quiet connections never hold the exit up.
 */
function idleGraceFor(timeoutMs: number): number {
  return Math.min(1000, Math.floor(timeoutMs / 4));
}
