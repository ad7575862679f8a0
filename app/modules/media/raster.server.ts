import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, SCENE_NAMES, type SceneName } from "#app/domain/media/images";
import { renderSceneSvg, SCENE_HEIGHT, SCENE_WIDTH } from "#app/domain/media/scenes";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

export type RasterFormat = "webp" | "jpeg";
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export interface RasterRequest {
  scene: SceneName;
  variant: number;
  width: number;
  format: RasterFormat;
}

export const RASTER_CONTENT_TYPES: Record<RasterFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Bumped whenever the drawings change, so old disk-cache files are not served. */
const SCENES_VERSION = "1";

const MEMORY_ENTRIES = 200;

/** Least-recently-used: a Map keeps insertion order, so re-inserting on read is enough. */
const memory = new Map<string, Buffer>();
const inFlight = new Map<string, Promise<Buffer>>();

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

function keyOf({ scene, variant, width, format }: RasterRequest): string {
  return `${scene}.${variant}.w${width}.v${SCENES_VERSION}.${format === "jpeg" ? "jpg" : "webp"}`;
}

function remember(key: string, buffer: Buffer) {
  memory.delete(key);
  memory.set(key, buffer);
  while (memory.size > MEMORY_ENTRIES) {
    const oldest = memory.keys().next().value;
    if (oldest === undefined) break;
    memory.delete(oldest);
  }
}

function cacheDir(): string {
  return path.resolve(env().DATA_DIR, "cache", "media");
}

async function fromDisk(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

async function toDisk(file: string, buffer: Buffer) {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so another instance never reads half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, buffer);
    await rename(temp, file);
  } catch (error) {
    // The disk cache only saves work; a read-only disk must not break images.
    logger.warn({ err: error, file }, "media cache write failed");
  }
}

async function draw({ scene, variant, width, format }: RasterRequest): Promise<Buffer> {
  const svg = Buffer.from(renderSceneSvg(scene, variant));
  // Rasterise straight at the target size instead of drawing 1600px and shrinking.
  const density = (72 * width) / SCENE_WIDTH;
  const image = sharp(svg, { density }).resize(width, Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH));
  return format === "webp"
    ? image.webp({ quality: 72, effort: 4 }).toBuffer()
    : image.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer();
}

/**
 * The scene as WebP or JPEG, `width` pixels wide. Served from memory, then from
 * `{DATA_DIR}/cache/media/`, and drawn only when neither has it; concurrent
 * requests for the same picture share one drawing.
 */
export async function renderSceneRaster(request: RasterRequest): Promise<Buffer> {
  if (!SCENE_NAMES.includes(request.scene)) throw new RangeError(`Unknown scene: ${request.scene}`);
  if (!isImageWidth(request.width)) throw new RangeError(`Unsupported image width: ${request.width}`);
  if (!Number.isInteger(request.variant) || request.variant < 0 || request.variant > 999) {
    throw new RangeError(`Unsupported variant: ${request.variant}`);
  }
  const key = keyOf(request);
  const cached = memory.get(key);
  if (cached) {
    remember(key, cached);
    return cached;
  }
  const pending = inFlight.get(key);
  if (pending) return pending;

  const work = (async () => {
    const file = path.join(cacheDir(), key);
    const stored = await fromDisk(file);
    if (stored && stored.length > 0) return stored;
    const buffer = await draw(request);
    await toDisk(file, buffer);
    return buffer;
  })();
  inFlight.set(key, work);
  try {
    const buffer = await work;
    remember(key, buffer);
    return buffer;
  } finally {
    inFlight.delete(key);
  }
}

/** Tests start from a cold cache. */
export function clearRasterMemoryCache() {
  memory.clear();
}
