import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isMediaKey, parseVariantFile } from "#app/domain/media/upload";
import { type Env, env } from "#app/modules/config/env.server";

/**
 * Where the library's variants live (decision 090): a folder on this machine
 * by default, S3-compatible object storage when configured, so several app
 * instances and a CDN can share one copy. Only variants we wrote are ever
 * stored (`{key}/{width}.{webp|avif}`); the uploaded bytes never are.
 */
export interface MediaStorage {
  readonly kind: "disk" | "s3";
  /** Writes one variant of a new picture. */
  put(key: string, file: string, body: Uint8Array, contentType: string): Promise<void>;
  /** One variant's bytes, or null when there is no such file. */
  get(key: string, file: string): Promise<Uint8Array | null>;
  /** Removes a picture's variants; a missing one is no error (a retry after a partial failure). */
  remove(key: string, files: readonly string[]): Promise<void>;
}

/** Storage failed (disk full, bucket unreachable): the caller answers 503, never 500. */
export class MediaStorageError extends Error {}

/**
 * Key and file name as we write them, checked again here: the storage is the
 * last place a path could be built from something unexpected, so it refuses
 * anything but a generated key and a variant file name.
 */
export function assertVariantPath(key: string, file: string) {
  if (!isMediaKey(key) || !parseVariantFile(file))
    throw new RangeError(`Not a media variant: ${key}/${file}`);
}

/** MEDIA_DIR, or DATA_DIR/media; a relative MEDIA_DIR is taken from the working directory, as DATA_DIR is. */
export function mediaDir(config: Env = env()): string {
  return config.MEDIA_DIR ? path.resolve(config.MEDIA_DIR) : path.join(config.DATA_DIR, "media");
}

export class DiskMediaStorage implements MediaStorage {
  readonly kind = "disk";

  constructor(readonly root: string) {}

  private fileOf(key: string, file: string): string {
    assertVariantPath(key, file);
    const full = path.resolve(this.root, key, file);
    // Unreachable with the checks above; kept so a future change to them cannot write outside the folder.
    if (path.relative(this.root, full).startsWith("..")) throw new RangeError("Outside the media folder");
    return full;
  }

  async put(key: string, file: string, body: Uint8Array): Promise<void> {
    const target = this.fileOf(key, file);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename: another instance (or a request) never reads half a file.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, target);
    } catch (error) {
      throw new MediaStorageError(`media write failed: ${(error as Error).message}`);
    }
  }

  async get(key: string, file: string): Promise<Uint8Array | null> {
    const target = this.fileOf(key, file);
    try {
      return await readFile(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw new MediaStorageError(`media read failed: ${(error as Error).message}`);
    }
  }

  async remove(key: string, files: readonly string[]): Promise<void> {
    for (const file of files) this.fileOf(key, file);
    try {
      // The key's folder holds only this picture's variants (and a crashed write's temp file).
      await rm(path.join(this.root, key), { recursive: true, force: true });
    } catch (error) {
      throw new MediaStorageError(`media delete failed: ${(error as Error).message}`);
    }
  }
}
