import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

type RequestScope = { requestId: string };

const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * The process logger: JSON lines. Inside a request every line carries the
 * request's id (`reqId`), taken from the async context, so a module deep in a
 * loader logs with the id without anyone passing it down.
 */
export function createLogger(options: { destination?: pino.DestinationStream; level?: string } = {}) {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? "info",
      base: { service: "web" },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin() {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.requestId } : {};
      },
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
        remove: true,
      },
    },
    options.destination,
  );
}

export const logger = createLogger();

export type Logger = typeof logger;

export function runWithRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return requestScope.run(scope, fn);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}
