import { type AppLoadContext, data, redirect } from "react-router";
import type { users } from "#app/db/schema/index";
import { loginUrlFor } from "#app/domain/http/safe-redirect";
import { auth, CLIENT_IP_HEADER } from "./auth.server";
import { recordSecurityEvent } from "./security-events.server";

export type Role = (typeof users.$inferSelect)["role"];

/** The signed-in person, as the server knows them on this request. */
export type Viewer = {
  id: string;
  sessionId: string;
  email: string;
  fullName: string | null;
  role: Role;
  isSuperAdmin: boolean;
  emailVerified: boolean;
};

/** Each role may do what the roles before it may: an admin is staff too. */
const ROLE_RANK: Record<Role, number> = { customer: 0, staff: 1, admin: 2 };

/** Whether the viewer holds `role` or a higher one. */
export function hasRole(viewer: Pick<Viewer, "role"> | null | undefined, role: Role): boolean {
  return Boolean(viewer && ROLE_RANK[viewer.role] >= ROLE_RANK[role]);
}

type Context = Pick<AppLoadContext, "clientIp" | "language">;
type HeaderContext = Pick<AppLoadContext, "clientIp">;

/**
 * The headers Better Auth sees: the cookie, the user agent and the client
 * address as Express resolved it. Nothing else of the request reaches it, so
 * no client header can pose as the address.
 */
export function authHeaders(request: Request, context: HeaderContext): Headers {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const agent = request.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent);
  if (context.clientIp) headers.set(CLIENT_IP_HEADER, context.clientIp);
  return headers;
}

// Loaders of one request share the answer: the root and the page ask together.
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

/** The signed-in user, or null. Revoked, expired and deleted sessions are null. */
export function getViewer(request: Request, context: Context): Promise<Viewer | null> {
  let pending = viewers.get(request);
  if (!pending) {
    pending = loadViewer(request, context);
    viewers.set(request, pending);
  }
  return pending;
}

async function loadViewer(request: Request, context: Context): Promise<Viewer | null> {
  // No session cookie, no database round trip: most visitors are anonymous.
  if (!request.headers.get("cookie")?.includes("session_token")) return null;
  const session = await auth().api.getSession({
    headers: authHeaders(request, context),
    query: { disableCookieCache: true },
  });
  if (!session) return null;
  // Better Auth reads the user row with the session on every request (no cookie
  // cache), so the role is fresh: a demotion takes effect at once.
  const user = session.user as typeof session.user & {
    role?: Role | null;
    isSuperAdmin?: boolean | null;
    deletedAt?: Date | null;
  };
  if (user.deletedAt) return null;
  return {
    id: user.id,
    sessionId: session.session.id,
    email: user.email,
    fullName: user.name ?? null,
    role: user.role ?? "customer",
    isSuperAdmin: user.isSuperAdmin === true,
    emailVerified: user.emailVerified,
  };
}

/** The signed-in user, or a redirect to /login that brings them back here afterwards. */
export async function requireViewer(request: Request, context: Context): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (viewer) return viewer;
  const url = new URL(request.url);
  // A form post cannot be replayed after sign-in; the page that holds the form can.
  throw redirect(loginUrlFor(url.pathname, request.method === "GET" ? url.search : ""));
}

/**
 * The signed-in user if they hold `role` or a higher one (see hasRole).
 * Anyone signed out goes to /login; anyone else is refused on the server and
 * the attempt is recorded: a page request goes to /unauthorized, anything
 * else gets 403.
 */
export async function requireRole(request: Request, context: Context, role: Role): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (hasRole(viewer, role)) return viewer;
  // The admin layout and the page each guard themselves (their loaders run in
  // parallel), so one refused visit asks twice: it is one event. The load
  // context is made once per HTTP request and shared by all its loaders.
  if (refusalsRecorded.has(context)) throw refusal(request);
  refusalsRecorded.add(context);
  await recordSecurityEvent({
    kind: "access_denied",
    userId: viewer.id,
    email: viewer.email,
    request,
    clientIp: context.clientIp,
    details: { role: viewer.role, required: role },
  });
  throw refusal(request);
}

/** Staff and admins only: what every /admin loader and action asks first. */
export function requireStaff(request: Request, context: Context): Promise<Viewer> {
  return requireRole(request, context, "staff");
}

/** The requests (by their load context) whose refusal is already recorded. */
const refusalsRecorded = new WeakSet<object>();

/** A page request goes to /unauthorized; anything else gets 403. */
function refusal(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return redirect("/unauthorized");
  return data({ error: "forbidden" }, { status: 403 });
}
