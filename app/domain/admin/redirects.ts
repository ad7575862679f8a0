import { z } from "zod";
import {
  FROM_PATH_MAX,
  NOT_FOUND_PATH_MAX,
  NOT_FOUND_PENDING_MAX,
  NOT_FOUND_REFERRER_MAX,
  type RedirectStatus,
  TARGET_MAX,
} from "./redirects-fields";

/**
 * The rules of redirects (issue 15, item 8; decision 087): which paths may be
 * sent on, where to, and which saves would make a chain or a loop. Pure: the
 * server's middleware, the staff form's action and the 404 log share them, so
 * a path is written the same way when it is saved, looked up and logged. The
 * limits the staff pages show are in redirects-fields.ts.
 */

/** Paths the site needs for itself: never sent elsewhere (the staff area, APIs, callbacks, assets, health). */
const RESERVED_PREFIXES = [
  "/admin",
  "/api",
  "/webhooks",
  "/assets",
  "/media",
  "/auth",
  "/healthz",
  "/readyz",
];
const RESERVED_FILES = new Set(["/robots.txt", "/sitemap.xml", "/favicon.ico", "/favicon.svg", "/logout"]);
/** Files the browser fetches as assets; an old site's pages (.html, .php, .pdf) may be sent on. */
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|woff2?|ttf|otf|eot|ico|png|jpe?g|gif|svg|webp|avif|webmanifest|data)$/i;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * One spelling of a path: repeated and trailing slashes dropped, each segment
 * percent-encoded the same way whatever was typed or requested ("/Old Page/"
 * and "/Old%20Page" are one path). Case is kept: paths are case-sensitive.
 * Null for something that is not a plain absolute path.
 */
export function normalisePath(input: string): string | null {
  const path = input.trim();
  if (!path.startsWith("/") || /[?#\\]/.test(path) || hasControlCharacter(path)) return null;
  const segments = path.split("/").filter((segment) => segment !== "");
  if (segments.some((segment) => segment === "." || segment === "..")) return null;
  return `/${segments.map((segment) => encodeURIComponent(decodeSegment(segment))).join("/")}`;
}

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A path the site keeps for itself (the staff area, APIs, payment callbacks, assets, health checks). */
export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower === "/") return false;
  if (RESERVED_FILES.has(lower) || ASSET_EXTENSION.test(lower)) return true;
  return RESERVED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

export type FromPathError = "required" | "query" | "invalid" | "tooLong" | "reserved";

/** The from path as it is stored and looked up, or why it cannot be one. */
export function readFromPath(
  input: string,
): { ok: true; path: string } | { ok: false; error: FromPathError } {
  const typed = input.trim();
  if (typed === "") return { ok: false, error: "required" };
  if (/[?#]/.test(typed)) return { ok: false, error: "query" };
  const path = normalisePath(typed);
  if (!path || path === "/") return { ok: false, error: "invalid" };
  if (path.length > FROM_PATH_MAX) return { ok: false, error: "tooLong" };
  if (isReservedPath(path)) return { ok: false, error: "reserved" };
  return { ok: true, path };
}

export type Target = { kind: "local"; value: string; path: string } | { kind: "external"; value: string };
export type TargetError = "required" | "scheme" | "invalid" | "tooLong";

/**
 * Where a redirect sends: a path on this site ("/tours/x?y=1#z") or an
 * absolute http(s) URL. No other scheme (javascript:, data:), no
 * protocol-relative "//host" (a path that leaves the site), no credentials in
 * the URL. A URL on this site's own origin counts as its path, for the chain check.
 */
export function readTarget(
  input: string,
  siteOrigin?: string,
): { ok: true; target: Target } | { ok: false; error: TargetError } {
  const typed = input.trim();
  if (typed === "") return { ok: false, error: "required" };
  if (typed.length > TARGET_MAX) return { ok: false, error: "tooLong" };
  if (/\s/.test(typed) || hasControlCharacter(typed) || typed.includes("\\"))
    return { ok: false, error: "invalid" };
  if (typed.startsWith("//")) return { ok: false, error: "scheme" };
  if (typed.startsWith("/")) {
    const url = new URL(typed, "http://site.invalid");
    const path = normalisePath(url.pathname);
    if (!path) return { ok: false, error: "invalid" };
    return { ok: true, target: { kind: "local", value: typed, path } };
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(typed)) return { ok: false, error: "invalid" };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { ok: false, error: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, error: "scheme" };
  if (!url.hostname || url.username || url.password) return { ok: false, error: "invalid" };
  if (siteOrigin && url.origin === new URL(siteOrigin).origin) {
    const path = normalisePath(url.pathname);
    if (path) return { ok: true, target: { kind: "local", value: typed, path } };
  }
  return { ok: true, target: { kind: "external", value: typed } };
}

/** The path a stored target points to on this site, or null for an outside URL. */
export function targetPath(target: string, siteOrigin?: string): string | null {
  const read = readTarget(target, siteOrigin);
  return read.ok && read.target.kind === "local" ? read.target.path : null;
}

export type RedirectEdge = { id: number; fromPath: string; toTarget: string; isActive: boolean };
export type GraphProblem = {
  field: "fromPath" | "toTarget";
  error: "self" | "loop" | "chain" | "chainFrom";
  other?: string;
};

/**
 * Saving `from → target` (active) next to the other redirects: refused when
 * the target is the from path itself (A→A), when it is an active redirect's
 * from path (a chain, or a loop when that one comes back here: A→B→A), or when
 * the from path is where an active redirect sends (a chain ending here).
 * Inactive redirects send nobody, so they count only once switched on, which
 * runs this check again.
 */
export function findGraphProblem(
  saving: { id?: number; fromPath: string; target: Target },
  others: readonly RedirectEdge[],
  siteOrigin?: string,
): GraphProblem | null {
  const active = others.filter((other) => other.isActive && other.id !== saving.id);
  const to = saving.target.kind === "local" ? saving.target.path : null;
  if (to === saving.fromPath) return { field: "toTarget", error: "self" };
  if (to) {
    const next = active.find((other) => other.fromPath === to);
    if (next) {
      const back = targetPath(next.toTarget, siteOrigin) === saving.fromPath;
      return { field: "toTarget", error: back ? "loop" : "chain", other: next.fromPath };
    }
  }
  const into = active.find((other) => targetPath(other.toTarget, siteOrigin) === saving.fromPath);
  if (into) return { field: "fromPath", error: "chainFrom", other: into.fromPath };
  return null;
}

/**
 * Where the visitor is sent: the target with the visitor's query string kept.
 * A target with its own query keeps it; a name in both takes the visitor's
 * value (they asked for it). The target's #fragment stays last.
 */
export function redirectLocation(target: string, visitorSearch: string): string {
  const search = visitorSearch.startsWith("?") ? visitorSearch.slice(1) : visitorSearch;
  if (!search) return target;
  const hashAt = target.indexOf("#");
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : target.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1 || queryAt === beforeHash.length - 1) {
    return `${queryAt === -1 ? beforeHash : beforeHash.slice(0, -1)}?${search}${hash}`;
  }
  const merged = new URLSearchParams(beforeHash.slice(queryAt + 1));
  const visitor = new URLSearchParams(search);
  for (const name of new Set(visitor.keys())) merged.delete(name);
  for (const [name, value] of visitor) merged.append(name, value);
  return `${beforeHash.slice(0, queryAt)}?${merged.toString()}${hash}`;
}

/** The staff form's fields; the path and target rules run after (readFromPath, readTarget) to say exactly what is wrong. */
export const redirectFormSchema = z.object({
  fromPath: z.string().max(FROM_PATH_MAX * 3, "admin-redirects:errors.tooLong"),
  toTarget: z.string().max(TARGET_MAX, "admin-redirects:errors.targetTooLong"),
  statusCode: z.coerce
    .number()
    .refine((code): code is RedirectStatus => code === 301 || code === 302, "admin-redirects:errors.status"),
  isActive: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

export type RedirectForm = z.output<typeof redirectFormSchema>;

// -- the 404 log --

/** Sections never logged: the staff area, APIs, callbacks, sign-in, accounts, and shared comparisons (a token in the path). */
const UNLOGGED_SECTIONS = ["/admin", "/api", "/webhooks", "/auth", "/assets", "/account", "/compare"];

/** A run of 20+ letters and digits mixing both looks like a token or a key, not a slug: never stored. */
function looksSecret(path: string): boolean {
  return decodeSegment(path)
    .split(/[^A-Za-z0-9_]/)
    .some((run) => run.length >= 20 && /\d/.test(run) && /[A-Za-z]/.test(run));
}

/**
 * The path a 404 is logged under, or null when it is not logged: the same
 * spelling as redirects use (so a redirected path leaves the list), cut to
 * NOT_FOUND_PATH_MAX characters; never a staff, API or account path, an asset
 * file, or one with something that looks like a token in it.
 */
export function notFoundLogPath(requestPath: string): string | null {
  const path = normalisePath(requestPath.replace(/\.data$/, ""));
  if (!path) return null;
  const lower = path.toLowerCase();
  if (UNLOGGED_SECTIONS.some((section) => lower === section || lower.startsWith(`${section}/`))) return null;
  // Asset files and the site's own paths cannot be redirected: not worth a row (a missing favicon.ico would fill it).
  if (isReservedPath(path)) return null;
  if (looksSecret(path)) return null;
  return path.slice(0, NOT_FOUND_PATH_MAX);
}

/** The referrer kept with a 404: its origin and path only (a query may carry a token), cut. */
export function notFoundReferrer(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname}`.slice(0, NOT_FOUND_REFERRER_MAX);
  } catch {
    return null;
  }
}

export type PendingHit = { hits: number; referrer: string | null; firstSeen: Date; lastSeen: Date };

/**
 * One process's 404s between two flushes, bounded: a known path counts up, a
 * new one is dropped once `max` distinct paths wait. Returns false when dropped.
 */
export function addPendingHit(
  pending: Map<string, PendingHit>,
  path: string,
  referrer: string | null,
  at: Date,
  max = NOT_FOUND_PENDING_MAX,
): boolean {
  const known = pending.get(path);
  if (known) {
    known.hits += 1;
    known.lastSeen = at;
    if (referrer) known.referrer = referrer;
    return true;
  }
  if (pending.size >= max) return false;
  pending.set(path, { hits: 1, referrer, firstSeen: at, lastSeen: at });
  return true;
}
