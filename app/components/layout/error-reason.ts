import { isRouteErrorResponse } from "react-router";

/**
 * The translated reason a request was refused as the client's own mistake
 * (a body that is not a form: see request-body.server.ts), for an error page
 * to show instead of its general text; null for anything else.
 */
export function clientMistake(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : null;
}
