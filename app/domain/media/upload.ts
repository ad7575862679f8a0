import { IMAGE_WIDTHS } from "./images";

/**
 * The media library's rules for an uploaded picture (issue 16, decision 091),
 * pure so the browser's upload form and the server share them. What a file is
 * comes from its first bytes only: the name and the Content-Type are the
 * uploader's to choose, so neither is trusted.
 */

export const MEDIA_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** What the file field offers to pick (a hint for the browser's dialog; the server decides by content). */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";

/** MEDIA_MAX_BYTES unless configured: a camera's full-size JPEG fits, a video renamed .jpg does not. */
export const DEFAULT_MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** A decompression bomb is a small file declaring a huge canvas: these bound the decoded size (~160 MB RGBA). */
export const MAX_MEDIA_PIXELS = 40_000_000;
export const MAX_MEDIA_SIDE = 12_000;

/**
 * Room for the multipart envelope around the file (boundaries, the other
 * fields): the body cap of the upload address is MEDIA_MAX_BYTES plus this.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The address the upload form posts to; the server gives it the larger body cap. */
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";

/** A refused upload's reason, URI-encoded, for the upload form's script (the page says it too). */
export const UPLOAD_ERROR_HEADER = "X-Upload-Error";

/** Matches the table's check `media_assets_key_format`. */
export const MEDIA_KEY_PATTERN = /^[a-z0-9]{16,40}$/;
/** 24 characters of 36 carry about 124 bits: unguessable, and never a name the uploader chose. */
export const MEDIA_KEY_LENGTH = 24;
const KEY_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** The uploader's file name is kept for staff to recognise the picture; this much of it. */
export const ORIGINAL_NAME_MAX = 200;

/** The variants written for each picture, each at every width of `variantWidths`. */
export const VARIANT_FORMATS = ["webp", "avif"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
};

const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let text = "";
  for (let i = start; i < start + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i] ?? 0);
  return text;
}

function uint32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0
  );
}

const AVIF_BRANDS = new Set(["avif", "avis"]);

/**
 * An ISO-BMFF file whose `ftyp` box names AVIF as its major or a compatible
 * brand. HEIC (the iPhone's default) has the same box with other brands: refused,
 * since browsers cannot show it.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== "ftyp") return false;
  const size = uint32(bytes, 0);
  if (size < 16 || size > 4096 || size > bytes.length || size % 4 !== 0) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let at = 16; at + 4 <= size; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, 4))) return true;
  }
  return false;
}

/**
 * The format the bytes' signature announces, or null for anything else: SVG
 * and HTML (text, which a browser might run), GIF, HEIC, PDF... A signature is
 * only a claim: the server still decodes the picture before keeping anything.
 */
export function detectImageFormat(bytes: Uint8Array): MediaFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

export type SizeProblem = "empty" | "tooLarge";

/** The upload's byte count against the limit: null when it fits. */
export function checkUploadBytes(bytes: number, maxBytes: number): SizeProblem | null {
  if (bytes <= 0) return "empty";
  return bytes > maxBytes ? "tooLarge" : null;
}

export type PixelProblem = "invalid" | "side" | "pixels";

/**
 * The dimensions the file declares, checked before a pixel is decoded: a side
 * over MAX_MEDIA_SIDE or an area over MAX_MEDIA_PIXELS is refused (a 30,000 ×
 * 30,000 PNG can be a few hundred bytes and 3.6 GB once decoded).
 */
export function checkImageDimensions(width: number, height: number): PixelProblem | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return "invalid";
  if (width > MAX_MEDIA_SIDE || height > MAX_MEDIA_SIDE) return "side";
  return width * height > MAX_MEDIA_PIXELS ? "pixels" : null;
}

/**
 * A new storage key: random lowercase letters and digits (rejection sampling,
 * so every character is equally likely). `random` fills a byte array; the
 * platform's CSPRNG by default, in Node and in browsers alike.
 */
export function newMediaKey(
  random: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): string {
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let key = "";
  while (key.length < MEDIA_KEY_LENGTH) {
    for (const byte of random(MEDIA_KEY_LENGTH * 2)) {
      if (byte >= limit) continue;
      key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
      if (key.length === MEDIA_KEY_LENGTH) break;
    }
  }
  return key;
}

export function isMediaKey(value: string): boolean {
  return MEDIA_KEY_PATTERN.test(value);
}

/**
 * The widths written for a picture `width` pixels wide (after orientation):
 * the site's responsive widths below it, then its own width capped at the
 * largest. Never enlarged: a 1000 px upload gets 400, 800 and 1000; a 300 px
 * one only 300; a 4000 px one 400 to 1600.
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, LARGEST_WIDTH);
  const below = IMAGE_WIDTHS.filter((w) => w < top);
  return [...below, top];
}

/** The public address of one variant: `/media/library/{key}/{width}.{webp|avif}`. */
export function libraryImageUrl(key: string, width: number, format: VariantFormat = "webp"): string {
  return `/media/library/${key}/${width}.${format}`;
}

/** `{width}.{format}`: the file name of a variant, in storage and in its URL. */
export function variantFileName(width: number, format: VariantFormat): string {
  return `${width}.${format}`;
}

const VARIANT_FILE = /^([1-9]\d{0,3})\.(webp|avif)$/;

/** A variant's file name read back, or null for anything we never write (another width, a path, a dot file). */
export function parseVariantFile(file: string): { width: number; format: VariantFormat } | null {
  const match = VARIANT_FILE.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  if (width > LARGEST_WIDTH) return null;
  return { width, format: match[2] as VariantFormat };
}

const LIBRARY_PATH = /\/media\/library\/([a-z0-9]{16,40})(?![a-z0-9])(?:\/([^/?#\s"')]+))?/g;

/**
 * A library picture's key, width and format from its URL (site-relative or
 * on MEDIA_PUBLIC_URL's host), or null when the URL is not one.
 */
export function parseLibraryImageUrl(
  url: string,
): { key: string; width: number; format: VariantFormat } | null {
  const match = /^(?:https?:\/\/[^/]+)?(?:\/[^?#]*)?\/media\/library\/([a-z0-9]{16,40})\/([^/?#]+)$/.exec(
    url.trim(),
  );
  if (!match) return null;
  const variant = parseVariantFile(match[2] ?? "");
  return variant ? { key: match[1] ?? "", ...variant } : null;
}

/**
 * Every library key a text names (an image field, Markdown, a JSON column),
 * each once, in order of appearance. `/media/library/{key}` is how content
 * refers to a library picture, so this is also how its uses are found.
 */
export function libraryKeysIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const keys = new Set<string>();
  for (const match of text.matchAll(LIBRARY_PATH)) if (match[1]) keys.add(match[1]);
  return [...keys];
}

/** `srcset` over the widths a picture has, in one format. */
export function librarySrcSet(key: string, widths: readonly number[], format: VariantFormat): string {
  return widths.map((w) => `${libraryImageUrl(key, w, format)} ${w}w`).join(", ");
}

/**
 * The uploader's file name, for display only: the last path segment (so
 * `../../x.jpg` is `x.jpg`), without control or bidirectional-override
 * characters, trimmed and cut. Never used to name anything stored.
 */
export function displayFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const clean = last
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "")
    .trim()
    .slice(0, ORIGINAL_NAME_MAX);
  return clean === "" || clean === "." || clean === ".." ? "image" : clean;
}
