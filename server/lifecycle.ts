import type { Server } from "node:http";
import { logger } from "#app/modules/logging/logger.server";

export type Lifecycle = { draining: boolean };

/**
 * Graceful shutdown on SIGTERM/SIGINT: readiness turns 503, the listener stops
 * taking connections, idle keep-alive sockets close, in-flight requests finish,
 * then `cleanup` (outbox worker, database) runs. A hard deadline makes sure the
 * process exits within `timeoutMs` even if a request hangs.
 */
export function installGracefulShutdown(options: {
  server: Server;
  lifecycle: Lifecycle;
  timeoutMs: number;
  cleanup: () => Promise<void>;
}) {
  const { server, lifecycle } = options;
  let started = false;
  const shutdown = (signal: string) => {
    if (started) return;
    started = true;
    lifecycle.draining = true;
    logger.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      logger.error("shutdown deadline reached, closing remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    server.close(async () => {
      try {
        await options.cleanup();
        logger.info("shutdown complete");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "cleanup failed during shutdown");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
