import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_MAX_BYTES } from "#app/domain/media/upload";
import {
  bodyLimitFor,
  mediaUploadLimitBytes,
  STAFF_FORM_BODY_LIMIT_BYTES,
  WEBHOOK_BODY_LIMIT_BYTES,
} from "./body-limit";

const at = (path: string) => ({ path }) as Request;

describe("bodyLimitFor", () => {
  it("gives the upload address the upload cap, the staff area's forms theirs, every other form BODY_LIMIT_BYTES", () => {
    const upload = mediaUploadLimitBytes(DEFAULT_MEDIA_MAX_BYTES);
    const limit = bodyLimitFor(65_536, upload);
    expect(limit(at("/admin/media/upload"))).toBe(upload);
    expect(limit(at("/admin/media/upload.data"))).toBe(upload);
    expect(upload).toBe(15 * 1024 * 1024 + 64 * 1024);
    // A longest blog post in Chinese (9 bytes a character, form-encoded) and in four
    // languages written in Latin letters (3 at most) fits; still far below an upload.
    expect(STAFF_FORM_BODY_LIMIT_BYTES).toBeGreaterThan(50_000 * 9 + 4 * 50_000 * 3);
    expect(STAFF_FORM_BODY_LIMIT_BYTES).toBeLessThan(upload);
    for (const path of [
      "/admin/blog/1",
      "/admin/blog/1.data",
      "/admin/media/upload/x",
      "/admin/pages/story",
    ]) {
      expect(limit(at(path)), path).toBe(STAFF_FORM_BODY_LIMIT_BYTES);
    }
    for (const path of ["/newsletter", "/admin", "/administrator", "/contact", "/tours/x"]) {
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
