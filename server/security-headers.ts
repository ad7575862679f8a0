import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Outside origins the page may load pictures and video from (IMAGE_HOSTS,
 * MEDIA_HOSTS), and send forms on to (the payment providers' pages: Pay
 * redirects there, decision 085).
 */
export type OutsideMediaOrigins = {
  imageOrigins: readonly string[];
  mediaOrigins: readonly string[];
  formOrigins?: readonly string[];
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
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React's style={...} props and CSS custom properties set per element.
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...outside.imageOrigins].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
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
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options.production, outside));
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
