import type { MediaS3Settings } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, uriEncode } from "./sigv4.server";
import { assertVariantPath, type MediaStorage, MediaStorageError } from "./storage.server";

/** A slow bucket must not hold an upload or an image request for ever. */
const TIMEOUT_MS = 20_000;

/** What the objects are sent with, so a CDN in front of the bucket caches them as the site does. */
const OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Object keys mirror the public path (`media/library/{key}/{file}`), so a CDN
 * pointed straight at the bucket answers MEDIA_PUBLIC_URL/media/library/… too.
 */
export function objectKey(key: string, file: string): string {
  return `media/library/${key}/${file}`;
}

/**
 * S3-compatible object storage over fetch, path-style
 * (`{endpoint}/{bucket}/{object}`: works with AWS, R2, MinIO and B2 alike,
 * and needs no DNS name per bucket), every request signed with Signature V4.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = "s3";

  constructor(private readonly settings: MediaS3Settings) {}

  private urlOf(key: string, file: string): URL {
    assertVariantPath(key, file);
    const path = `/${uriEncode(this.settings.bucket, false)}/${uriEncode(objectKey(key, file), true)}`;
    return new URL(path, this.settings.endpoint);
  }

  private async send(method: string, url: URL, body?: Uint8Array, headers: Record<string, string> = {}) {
    const signed = signRequest(
      { method, url, headers, payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH },
      this.settings,
    );
    try {
      return await fetch(url, {
        method,
        headers: signed,
        // A copy typed as fetch wants it (an ArrayBuffer-backed view); a variant is a few hundred kB.
        body: body ? new Uint8Array(body) : undefined,
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MediaStorageError(`S3 ${method} ${url.pathname} failed: ${(error as Error).message}`);
    }
  }

  /** The service's own words on a refusal (its error code), for the log; never shown to anyone. */
  private async refused(method: string, url: URL, response: Response): Promise<never> {
    const text = (await response.text().catch(() => "")).slice(0, 500);
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? "";
    throw new MediaStorageError(`S3 ${method} ${url.pathname} answered ${response.status} ${code}`.trim());
  }

  async put(key: string, file: string, body: Uint8Array, contentType: string): Promise<void> {
    const url = this.urlOf(key, file);
    const response = await this.send("PUT", url, body, {
      "content-type": contentType,
      "cache-control": OBJECT_CACHE_CONTROL,
    });
    if (!response.ok) await this.refused("PUT", url, response);
    await response.body?.cancel();
  }

  async get(key: string, file: string): Promise<Uint8Array | null> {
    const url = this.urlOf(key, file);
    const response = await this.send("GET", url);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await this.refused("GET", url, response);
    return new Uint8Array(await response.arrayBuffer());
  }

  async remove(key: string, files: readonly string[]): Promise<void> {
    // One DELETE per object: the batch delete needs a Content-MD5 and XML some services lack.
    for (const file of files) {
      const url = this.urlOf(key, file);
      const response = await this.send("DELETE", url);
      if (!response.ok && response.status !== 404) {
        logger.warn({ status: response.status, key, file }, "media object delete refused");
        await this.refused("DELETE", url, response);
      }
      await response.body?.cancel();
    }
  }
}
