import { deflateSync } from "node:zlib";
import sharp from "sharp";

// Pictures for the media library's tests (issue 16, decision 090): real ones
// made with sharp, and hostile ones crafted byte by byte.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG header declaring `width` × `height` grey pixels, with a small
 * deflated IDAT (the first rows only): a few hundred bytes that would take
 * gigabytes to decode. A decoder that believed it would run out of memory.
 */
export function decompressionBombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small real picture: a gradient, so encoders have something to do. */
export async function samplePicture(
  format: "jpeg" | "png" | "webp" | "avif",
  width = 64,
  height = 48,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 120;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (format === "jpeg") return image.jpeg().toBuffer();
  if (format === "png") return image.png().toBuffer();
  if (format === "webp") return image.webp().toBuffer();
  return image.avif({ effort: 0 }).toBuffer();
}

/**
 * A picture that does not compress (random pixels): a PNG about as large as its
 * pixels, to send more than the 64 kB every other form is capped at.
 */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** What an attacker hides after a valid JPEG: a page a browser sniffing the bytes would run. */
export const POLYGLOT_TAIL = "<html><body><script>alert(document.cookie)</script></body></html>";

export const SVG_AS_JPEG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export const HTML_AS_JPEG = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
