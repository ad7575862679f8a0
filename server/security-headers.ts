import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { type LiveChatSources, liveChatAllowedOn } from "#app/domain/live-chat";

/**
 * Outside origins the page may load pictures and video from (IMAGE_HOSTS,
 * MEDIA_HOSTS), and send forms on to (the payment providers' pages: Pay
 * redirects there, decision 085).
 */
export type OutsideMediaOrigins = {
  imageOrigins: readonly string[];
  mediaOrigins: readonly string[];
  formOrigins?: readonly string[];
  /**
   * The live chat's sources (decision 102), on the pages it may load on; its
   * widget writes <style> elements without our nonce, so style-src then
   * allows inline styles instead of the nonce (a nonce would void that).
   */
  liveChat?: LiveChatSources | null;
};

const NO_OUTSIDE_MEDIA: OutsideMediaOrigins = { imageOrigins: [], mediaOrigins: [] };

/**
 * Security headers for every response. Scripts run only with this response's
 * nonce (no 'unsafe-inline'); 'strict-dynamic' lets those scripts load the
 * route chunks they import. Pictures and video come from our origin and the
 * configured outside origins only (validated by `parseOriginList`), the same
 * list the pages ask before they show an outside picture.
 */
export function contentSecurityPolicy(
  nonce: string,
  production: boolean,
  outside: OutsideMediaOrigins = NO_OUTSIDE_MEDIA,
): string {
  const chat = outside.liveChat;
  const directives = [
    "default-src 'self'",
    // With 'strict-dynamic' a browser ignores host sources: the chat's are for older ones.
    [`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, ...(chat?.script ?? [])].join(" "),
    chat
      ? ["style-src 'self' 'unsafe-inline'", ...chat.style].join(" ")
      : `style-src 'self' 'nonce-${nonce}'`,
    // React's style={...} props and CSS custom properties set per element.
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...outside.imageOrigins, ...(chat?.img ?? [])].join(" "),
    ["font-src 'self'", ...(chat?.font ?? [])].join(" "),
    ["connect-src 'self'", ...(chat?.connect ?? [])].join(" "),
    ...(chat ? [["frame-src 'self'", ...chat.frame].join(" ")] : []),
    ["media-src 'self'", ...outside.mediaOrigins].join(" "),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...(outside.formOrigins ?? [])].join(" "),
    "frame-ancestors 'none'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()";

export function securityHeaders(
  options: { production: boolean } & Partial<OutsideMediaOrigins>,
): RequestHandler {
  const outside = {
    imageOrigins: options.imageOrigins ?? [],
    mediaOrigins: options.mediaOrigins ?? [],
    formOrigins: options.formOrigins ?? [],
  };
  const withChat = options.liveChat ? { ...outside, liveChat: options.liveChat } : outside;
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // The chat's sources only on pages the chat may load on: never the staff area, accounts, sign-in or payment.
    const policy = liveChatAllowedOn(req.path ?? "/") ? withChat : outside;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options.production, policy));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}
