import { describe, expect, it } from "vitest";
import {
  checkImageDimensions,
  checkUploadBytes,
  DEFAULT_MEDIA_MAX_BYTES,
  detectImageFormat,
  displayFileName,
  isMediaKey,
  libraryImageUrl,
  libraryKeysIn,
  librarySrcSet,
  MEDIA_KEY_LENGTH,
  newMediaKey,
  parseLibraryImageUrl,
  parseVariantFile,
  variantWidths,
} from "./upload";

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
const padded = (head: Uint8Array, length = 64) => {
  const out = new Uint8Array(length);
  out.set(head);
  return out;
};
/** An ISO-BMFF `ftyp` box with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return padded(bytes(0, 0, 0, size, "ftyp", major, 0, 0, 0, 0, ...compatible));
};

describe("detectImageFormat", () => {
  it("reads JPEG, PNG, WebP and AVIF from their signatures", () => {
    expect(detectImageFormat(padded(bytes(0xff, 0xd8, 0xff, 0xe0)))).toBe("jpeg");
    expect(detectImageFormat(padded(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a)))).toBe("png");
    expect(detectImageFormat(padded(bytes("RIFF", 1, 2, 3, 4, "WEBPVP8 ")))).toBe("webp");
    expect(detectImageFormat(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    // AVIF as a compatible brand of a generic HEIF major brand.
    expect(detectImageFormat(ftyp("mif1", "mif1", "avif"))).toBe("avif");
  });

  it("refuses SVG, HTML, GIF, HEIC, PDF and anything short, whatever the name says", () => {
    expect(detectImageFormat(padded(bytes('<?xml version="1.0"?><svg')))).toBeNull();
    expect(detectImageFormat(padded(bytes("<svg xmlns=")))).toBeNull();
    expect(detectImageFormat(padded(bytes("<!doctype html><html>")))).toBeNull();
    expect(detectImageFormat(padded(bytes("GIF89a")))).toBeNull();
    expect(detectImageFormat(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(detectImageFormat(padded(bytes("%PDF-1.7")))).toBeNull();
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff))).toBeNull();
    // A RIFF that is not WebP (a WAV file).
    expect(detectImageFormat(padded(bytes("RIFF", 1, 2, 3, 4, "WAVEfmt ")))).toBeNull();
    // An ftyp box that claims to be larger than the file.
    expect(detectImageFormat(bytes(0, 0, 0x10, 0, "ftyp", "mif1", 0, 0, 0, 0, "avif"))).toBeNull();
  });
});

describe("limits", () => {
  it("caps the bytes at MEDIA_MAX_BYTES (15 MiB unless configured) and refuses an empty file", () => {
    expect(DEFAULT_MEDIA_MAX_BYTES).toBe(15 * 1024 * 1024);
    expect(checkUploadBytes(0, 100)).toBe("empty");
    expect(checkUploadBytes(100, 100)).toBeNull();
    expect(checkUploadBytes(101, 100)).toBe("tooLarge");
  });

  it("refuses more than 40 megapixels or 12,000 pixels a side, and nonsense sizes", () => {
    expect(checkImageDimensions(8000, 5000)).toBeNull();
    expect(checkImageDimensions(8000, 5001)).toBe("pixels");
    expect(checkImageDimensions(12_000, 3000)).toBeNull();
    expect(checkImageDimensions(12_001, 100)).toBe("side");
    expect(checkImageDimensions(30_000, 30_000)).toBe("side");
    expect(checkImageDimensions(0, 10)).toBe("invalid");
    expect(checkImageDimensions(Number.NaN, 10)).toBe("invalid");
  });
});

describe("keys", () => {
  it("are random lowercase letters and digits that pass the table's check", () => {
    const keys = new Set(Array.from({ length: 200 }, () => newMediaKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toHaveLength(MEDIA_KEY_LENGTH);
      expect(key).toMatch(/^[a-z0-9]{16,40}$/);
      expect(isMediaKey(key)).toBe(true);
    }
  });

  it("skip the bytes that would bias the alphabet", () => {
    // 252 and above would favour the first letters: only the 0s count, as "a".
    const key = newMediaKey((length) => new Uint8Array(length).map((_, i) => (i % 2 ? 255 : 0)));
    expect(key).toBe("a".repeat(MEDIA_KEY_LENGTH));
  });

  it("refuses anything else as a key", () => {
    for (const bad of [
      "ABCDEFGHIJKLMNOPQRST",
      "short",
      "../../etc/passwd",
      `${"a".repeat(41)}`,
      "abcd efgh ijkl mnop",
    ]) {
      expect(isMediaKey(bad), bad).toBe(false);
    }
  });
});

describe("variants", () => {
  it("are the site's widths below the picture, then its own width up to 1600, never enlarged", () => {
    expect(variantWidths(4000)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("have URLs /media/library/{key}/{width}.{webp|avif}, read back the same way", () => {
    const key = "k".repeat(24);
    expect(libraryImageUrl(key, 800)).toBe(`/media/library/${key}/800.webp`);
    expect(libraryImageUrl(key, 400, "avif")).toBe(`/media/library/${key}/400.avif`);
    expect(parseLibraryImageUrl(`/media/library/${key}/800.webp`)).toEqual({
      key,
      width: 800,
      format: "webp",
    });
    expect(parseLibraryImageUrl(`https://cdn.example.com/media/library/${key}/1200.avif`)).toEqual({
      key,
      width: 1200,
      format: "avif",
    });
    expect(parseLibraryImageUrl(`/media/library/${key}/800.jpg`)).toBeNull();
    expect(parseLibraryImageUrl("/media/scenes/lion.0.svg")).toBeNull();
    expect(librarySrcSet(key, [400, 800], "webp")).toBe(
      `/media/library/${key}/400.webp 400w, /media/library/${key}/800.webp 800w`,
    );
  });

  it("file names are only those we write", () => {
    expect(parseVariantFile("800.webp")).toEqual({ width: 800, format: "webp" });
    expect(parseVariantFile("1600.avif")).toEqual({ width: 1600, format: "avif" });
    for (const bad of [
      "0800.webp",
      "1601.webp",
      "99999.webp",
      "800.jpg",
      "800.webp.html",
      "../800.webp",
      ".webp",
      "800.WEBP",
    ]) {
      expect(parseVariantFile(bad), bad).toBeNull();
    }
  });
});

describe("libraryKeysIn", () => {
  it("finds every library picture a text names, once each, and nothing that merely starts like a key", () => {
    const a = "a1".repeat(12);
    const b = "b2".repeat(12);
    const markdown = `![Lions](/media/library/${a}/800.webp) and <img src="https://cdn.example/media/library/${b}/400.avif">, again ![x](/media/library/${a}/400.avif)`;
    expect(libraryKeysIn(markdown)).toEqual([a, b]);
    expect(libraryKeysIn(`/media/library/${a}x`)).toEqual([`${a}x`]);
    expect(libraryKeysIn(`/media/library/${a}`)).toEqual([a]);
    expect(libraryKeysIn(null)).toEqual([]);
    expect(libraryKeysIn("/media/scenes/lion.0.svg")).toEqual([]);
  });
});

describe("displayFileName", () => {
  it("keeps the last segment of a path, without control characters, never empty", () => {
    expect(displayFileName("../../x.jpg")).toBe("x.jpg");
    expect(displayFileName("C:\\Users\\me\\lion.png")).toBe("lion.png");
    expect(displayFileName("evil\u202egpj.exe")).toBe("evilgpj.exe");
    expect(displayFileName("line\nbreak.jpg")).toBe("linebreak.jpg");
    expect(displayFileName("..")).toBe("image");
    expect(displayFileName("")).toBe("image");
    expect(displayFileName("x".repeat(500))).toHaveLength(200);
  });
});
