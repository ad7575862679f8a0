import sharp, { type Sharp } from "sharp";
import {
  checkImageDimensions,
  detectImageFormat,
  MAX_MEDIA_PIXELS,
  type MediaFormat,
  type PixelProblem,
  VARIANT_FORMATS,
  type VariantFormat,
  variantFileName,
  variantWidths,
} from "#app/domain/media/upload";

/**
 * Turns an uploaded file into the library's variants (decision 090). The
 * uploaded bytes themselves are never kept: only pictures sharp decoded and
 * encoded again leave here, so whatever else a file carried (an HTML page
 * after a JPEG, EXIF with the camera's GPS position, a colour profile with a
 * payload) is not in them.
 */

export type Variant = { width: number; format: VariantFormat; file: string; body: Buffer };

export type Processed = {
  format: MediaFormat;
  /** After orientation: as the picture is seen. */
  width: number;
  height: number;
  variants: Variant[];
};

export type ProcessRefusal =
  /** Not one of our four formats by its signature, or sharp reads it as something else. */
  | { reason: "type" }
  /** Too large once decoded (its header says so: nothing was decoded). */
  | { reason: PixelProblem; width: number; height: number }
  /** The signature says image, the rest does not decode. */
  | { reason: "unreadable" };

/** What sharp's metadata calls each of our formats (AVIF is a HEIF with AV1 inside). */
const SHARP_FORMATS: Record<MediaFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/** Our own reading first; sharp's input options for everything after it. */
const INPUT = {
  // Invalid pixel data (a truncated or corrupt file) is refused, not half-decoded.
  failOn: "error",
  // The second line behind the header check below: libvips refuses to decode more.
  limitInputPixels: MAX_MEDIA_PIXELS,
  // An animated WebP or AVIF gives its first frame.
  pages: 1,
} as const;

/**
 * Pictures processed at once in this process. A 40-megapixel photo takes
 * ~160 MB decoded and seconds of AVIF encoding; staff uploading a folder at
 * once wait their turn instead of exhausting the server's memory.
 */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished job hands its slot straight to the next in line, so none can slip in between.
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

type Metadata = { format: string; compression?: string; width: number; height: number };

/**
 * The file's declared format and size, read from its header only (sharp's
 * metadata decodes no pixels, hence no pixel limit here: the check follows).
 */
async function readHeader(bytes: Uint8Array): Promise<Metadata | null> {
  try {
    const meta = await sharp(bytes, { failOn: "error", limitInputPixels: false, pages: 1 }).metadata();
    return {
      format: meta.format,
      compression: meta.compression,
      width: meta.autoOrient?.width ?? meta.width,
      height: meta.autoOrient?.height ?? meta.height,
    };
  } catch {
    return null;
  }
}

function encode(input: Sharp, format: VariantFormat): Promise<Buffer> {
  // Settings chosen for photographs on slow connections; AVIF's effort 4 keeps a 1600 px encode near a second.
  return format === "webp"
    ? input.webp({ quality: 78, effort: 4 }).toBuffer()
    : input.avif({ quality: 52, effort: 4, chromaSubsampling: "4:2:0" }).toBuffer();
}

/**
 * Checks and converts one upload: the signature, then the header's format and
 * dimensions (a decompression bomb is refused here, before decoding), then one
 * decode, oriented and in sRGB, scaled once to the largest variant; every
 * variant is encoded from that. Metadata is not copied into any variant.
 */
export async function processUpload(bytes: Uint8Array): Promise<Processed | ProcessRefusal> {
  const format = detectImageFormat(bytes);
  if (!format) return { reason: "type" };
  const header = await readHeader(bytes);
  if (!header) return { reason: "unreadable" };
  if (header.format !== SHARP_FORMATS[format]) return { reason: "type" };
  if (format === "avif" && header.compression !== "av1") return { reason: "type" };
  const problem = checkImageDimensions(header.width, header.height);
  if (problem) return { reason: problem, width: header.width, height: header.height };

  return inTurn(async () => {
    const widths = variantWidths(header.width);
    const largest = Math.max(...widths);
    const variants: Variant[] = [];
    try {
      const { data, info } = await sharp(bytes, { ...INPUT, autoOrient: true })
        .resize({ width: largest, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const width of widths) {
        for (const variantFormat of VARIANT_FORMATS) {
          const scaled = sharp(data, raw);
          if (width < info.width) scaled.resize({ width });
          const body = await encode(scaled, variantFormat);
          variants.push({ width, format: variantFormat, file: variantFileName(width, variantFormat), body });
        }
      }
    } catch {
      // Corrupt pixel data past a valid header (failOn "error"), or a file libvips cannot convert.
      return { reason: "unreadable" } as const;
    }
    return { format, width: header.width, height: header.height, variants };
  });
}

export function isRefusal(result: Processed | ProcessRefusal): result is ProcessRefusal {
  return "reason" in result;
}
