import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_MAX_BYTES } from "#app/domain/media/upload";
import { bodyLimitFor, mediaUploadLimitBytes, WEBHOOK_BODY_LIMIT_BYTES } from "./body-limit";

const at = (path: string) => ({ path }) as Request;

describe("bodyLimitFor", () => {
  it("gives the media library's upload address alone the upload cap; every form keeps BODY_LIMIT_BYTES", () => {
    const upload = mediaUploadLimitBytes(DEFAULT_MEDIA_MAX_BYTES);
    const limit = bodyLimitFor(65_536, upload);
    expect(limit(at("/admin/media/upload"))).toBe(upload);
    expect(limit(at("/admin/media/upload.data"))).toBe(upload);
    expect(upload).toBe(15 * 1024 * 1024 + 64 * 1024);
    for (const path of ["/admin/media", "/admin/media/1", "/admin/media/upload/x", "/newsletter", "/admin"]) {
      expect(limit(at(path)), path).toBe(65_536);
    }
    expect(limit(at("/webhooks/stripe"))).toBe(WEBHOOK_BODY_LIMIT_BYTES);
  });

  it("takes MEDIA_MAX_BYTES from the configuration by default", () => {
    expect(bodyLimitFor(65_536)(at("/admin/media/upload"))).toBe(
      mediaUploadLimitBytes(DEFAULT_MEDIA_MAX_BYTES),
    );
  });
});
