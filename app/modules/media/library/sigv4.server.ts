import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for S3-compatible storage, over node:crypto: the
 * few requests the media library makes (put, get, delete one object) do not
 * justify an SDK of several megabytes. Checked against AWS's published
 * example in sigv4.server.test.ts.
 */

export type SigningKeys = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

export type SignedRequest = {
  method: string;
  url: URL;
  /** Headers to send and sign (Host is added from the URL); names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body ("UNSIGNED-PAYLOAD" is allowed by S3 but not used here). */
  payloadHash: string;
};

export const EMPTY_PAYLOAD_HASH = createHash("sha256").update("").digest("hex");

export function sha256Hex(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: Uint8Array | string, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

/** RFC 3986 encoding as S3 wants it: everything but A-Z a-z 0-9 - _ . ~ (and `/` in paths). */
export function uriEncode(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? "/" : "%2F");
}

/** `20130524T000000Z` and `20130524`. */
export function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return { amzDate, day: amzDate.slice(0, 8) };
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [uriEncode(key, false), uriEncode(value, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/**
 * The request's canonical form, string to sign and signature. `headers` must
 * already hold x-amz-date (and x-amz-content-sha256 for S3). Exposed for the
 * tests' stand-in server, which verifies what it receives the same way.
 */
export function signatureOf(request: SignedRequest, keys: SigningKeys, amzDate: string) {
  const day = amzDate.slice(0, 8);
  const service = keys.service ?? "s3";
  const headers = new Map<string, string>();
  headers.set("host", request.url.host);
  for (const [name, value] of Object.entries(request.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, " "));
  }
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method.toUpperCase(),
    // The path as sent: already encoded once by URL, S3 does not encode it twice.
    uriEncode(decodeURIComponent(request.url.pathname), true),
    canonicalQuery(request.url),
    `${names.map((name) => `${name}:${headers.get(name)}`).join("\n")}\n`,
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${keys.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), service),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return { canonicalRequest, stringToSign, signedHeaders, scope, signature };
}

/**
 * The headers to send: the given ones plus x-amz-date, x-amz-content-sha256
 * and Authorization. Host is signed from the URL and set by fetch itself.
 */
export function signRequest(
  request: SignedRequest,
  keys: SigningKeys,
  now = new Date(),
): Record<string, string> {
  const { amzDate } = amzDates(now);
  const headers = {
    ...request.headers,
    "x-amz-date": amzDate,
    "x-amz-content-sha256": request.payloadHash,
  };
  const { scope, signedHeaders, signature } = signatureOf({ ...request, headers }, keys, amzDate);
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
