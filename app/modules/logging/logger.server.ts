import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { redactDeep, redactSecrets } from "#app/domain/log-redaction";
import { ConfigError, env } from "#app/modules/config/env.server";

type RequestScope = { requestId: string };

const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * The process logger: JSON lines. Inside a request every line carries the
 * request's id (`reqId`), taken from the async context, so a module deep in a
 * loader logs with the id without anyone passing it down. No line carries a
 * secret from a link (token=…, a signed token) or an email address: every
 * message and field is passed through the redaction of app/domain/log-redaction.
 */
export function createLogger(options: { destination?: pino.DestinationStream; level?: string } = {}) {
  return pino(
    {
      level: options.level ?? configuredLevel(),
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
      hooks: {
        logMethod(args, method) {
          const redacted = args.map((arg) => (typeof arg === "string" ? redactSecrets(arg) : arg));
          method.apply(this, redacted as Parameters<typeof method>);
        },
      },
      formatters: {
        // An error becomes plain data first (its message and stack are not own fields), then is redacted too.
        log({ err, ...fields }) {
          const serialized = err === undefined ? {} : { err: pino.stdSerializers.err(err as Error) };
          return redactDeep({ ...fields, ...serialized }) as Record<string, unknown>;
        },
      },
    },
    options.destination,
  );
}

/**
 * LOG_LEVEL from the configuration. When the configuration is invalid the
 * server's start-up reports it and stops; until then the logger uses "info".
 */
function configuredLevel(): string {
  try {
    return env().LOG_LEVEL;
  } catch (error) {
    if (error instanceof ConfigError) return "info";
    throw error;
  }
}

export const logger = createLogger();

/**
 * A line from a library's own logger (Better Auth writes coloured text to the
 * console): our JSON, redacted like every line, its extra values as `details`.
 */
export function logFromLibrary(
  source: string,
  level: "debug" | "info" | "warn" | "error",
  message: string,
  args: unknown[],
): void {
  const details = args.map((arg) => (arg instanceof Error ? pino.stdSerializers.err(arg) : arg));
  logger[level]({ source, ...(details.length > 0 ? { details } : {}) }, message);
}

export function runWithRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return requestScope.run(scope, fn);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}
