import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { clearRasterMemoryCache, renderSceneRaster } from "#app/modules/media/raster.server";
import { setUpDataDir } from "#tests/data-dir";

const dataDir = setUpDataDir("kilele-media-");

beforeEach(() => clearRasterMemoryCache());

const cacheDir = () => path.join(dataDir(), "cache", "media");

describe("renderSceneRaster", () => {
  it("renders a real WebP of the requested width, 16:10", async () => {
    const buffer = await renderSceneRaster({ scene: "savannah", variant: 0, width: 400, format: "webp" });
    const meta = await sharp(buffer).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(250);
  });

  it("renders JPEG too", async () => {
    const buffer = await renderSceneRaster({ scene: "lion", variant: 3, width: 800, format: "jpeg" });
    const meta = await sharp(buffer).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(500);
  });

  it("keeps renders in memory and on disk", async () => {
    const request = { scene: "beach", variant: 9, width: 400, format: "webp" } as const;
    const first = await renderSceneRaster(request);
    expect(await renderSceneRaster(request)).toBe(first);
    const files = (await readdir(cacheDir())).filter((f) => f.startsWith("beach.9.w400."));
    expect(files).toHaveLength(1);

    // With memory cold, the disk copy is served rather than a fresh drawing.
    const marker = Buffer.from("cached-on-disk");
    await writeFile(path.join(cacheDir(), files[0] as string), marker);
    clearRasterMemoryCache();
    expect((await renderSceneRaster(request)).equals(marker)).toBe(true);
    expect(await readdir(cacheDir())).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it("shares one render between concurrent requests", async () => {
    const request = { scene: "dhow", variant: 11, width: 400, format: "webp" } as const;
    const [a, b, c] = await Promise.all([
      renderSceneRaster(request),
      renderSceneRaster(request),
      renderSceneRaster(request),
    ]);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it("refuses widths, scenes and variants it does not serve", async () => {
    await expect(
      renderSceneRaster({ scene: "savannah", variant: 0, width: 500, format: "webp" }),
    ).rejects.toThrow(RangeError);
    await expect(
      // biome-ignore lint/suspicious/noExplicitAny: an unknown name from outside the type system
      renderSceneRaster({ scene: "unicorn" as any, variant: 0, width: 400, format: "webp" }),
    ).rejects.toThrow(RangeError);
    await expect(
      renderSceneRaster({ scene: "savannah", variant: 1000, width: 400, format: "webp" }),
    ).rejects.toThrow(RangeError);
  });
});
