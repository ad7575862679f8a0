import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, blogPosts, cardDesigns, mediaAssets, tours } from "#app/db/schema/index";
import { libraryImageUrl } from "#app/domain/media/upload";
import { loader as libraryImage } from "#app/routes/media/library-image";
import { setUpDataDir } from "#tests/data-dir";
import { setUpTestDatabase } from "#tests/db";
import { createTour, createUser } from "#tests/factories";
import { decompressionBombPng, HTML_AS_JPEG, POLYGLOT_TAIL, SVG_AS_JPEG, samplePicture } from "#tests/images";
import { deleteAsset, findAssetByKey, listAssets, updateAltText, uploadImage } from "./assets.server";
import { mediaDir } from "./storage.server";
import { findUsages, requireUsableImages } from "./usage.server";

// The media library's back end on disk (issue 16, decision 090): uploads
// checked by content and re-encoded, hostile files refused before anything is
// written, alt text with its version check, where pictures are used, delete
// refused while they are, and the serving route.

setUpTestDatabase();
const dataDir = setUpDataDir("kilele-library-");

let staffId = "";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});

const upload = (bytes: Uint8Array, originalName = "photo.jpg") =>
  uploadImage({ bytes, originalName, actorUserId: staffId });

async function uploaded(bytes: Uint8Array, originalName?: string) {
  const result = await upload(bytes, originalName);
  if (!result.ok) throw new Error(`upload refused: ${result.status} ${result.message}`);
  return result;
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const listQuery = (q = "", usable?: "yes" | "no") => ({
  q,
  sort: "created",
  dir: "desc" as const,
  page: 1,
  filters: usable ? { usable } : {},
});

describe("uploading", () => {
  it("keeps only WebP and AVIF variants at widths no larger than the original, under a generated key", async () => {
    const before = await filesUnder(mediaDir());
    const { id, key } = await uploaded(await samplePicture("png", 1000, 500), "../../x.jpg");
    const row = await findAssetByKey(key);
    expect(row).toMatchObject({ id, format: "png", width: 1000, height: 500, widths: [400, 800, 1000] });
    // The uploader's name is only a label: its path is gone, and nothing is named after it.
    expect(row?.originalName).toBe("x.jpg");
    expect(key).toMatch(/^[a-z0-9]{24}$/);
    const added = (await filesUnder(mediaDir())).filter((file) => !before.includes(file));
    expect(added).toEqual(
      ["1000.avif", "1000.webp", "400.avif", "400.webp", "800.avif", "800.webp"].map((file) =>
        path.join(key, file),
      ),
    );
    // Nothing at all outside the media folder, where ../../x.jpg would have pointed.
    expect((await filesUnder(dataDir())).filter((file) => !file.startsWith("media"))).toEqual([]);
    const meta = await sharp(await readFile(path.join(mediaDir(), key, "800.webp"))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 400]);
    const avif = await sharp(await readFile(path.join(mediaDir(), key, "400.avif"))).metadata();
    expect([avif.format, avif.compression, avif.width]).toEqual(["heif", "av1", 400]);

    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "media"), eq(auditEvents.entityId, String(id))));
    expect(audit).toMatchObject({ action: "media.upload", actorUserId: staffId });
    expect(audit?.after).toMatchObject({ key, originalName: "x.jpg" });
  });

  it("turns the picture upright and keeps none of its metadata", async () => {
    // 60 × 40 stored sideways, EXIF orientation 6: seen as 40 × 60.
    const sideways = await sharp(await samplePicture("jpeg", 60, 40))
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: "Camera owner" } } })
      .jpeg()
      .toBuffer();
    const { key } = await uploaded(sideways);
    expect(await findAssetByKey(key)).toMatchObject({ width: 40, height: 60, widths: [40] });
    const meta = await sharp(await readFile(path.join(mediaDir(), key, "40.webp"))).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([40, 60, undefined, undefined]);
  });

  it("takes JPEG, WebP and AVIF too", async () => {
    for (const format of ["jpeg", "webp", "avif"] as const) {
      const { key } = await uploaded(await samplePicture(format));
      expect((await findAssetByKey(key))?.format, format).toBe(format);
    }
  });

  it("stores a polyglot only as re-encoded variants: the page hidden after the JPEG is in none of them", async () => {
    const polyglot = Buffer.concat([await samplePicture("jpeg", 120, 80), Buffer.from(POLYGLOT_TAIL)]);
    const { key } = await uploaded(polyglot, "innocent.jpg");
    const files = await readdir(path.join(mediaDir(), key));
    expect(files.sort()).toEqual(["120.avif", "120.webp"]);
    for (const file of files) {
      const stored = await readFile(path.join(mediaDir(), key, file));
      expect(stored.includes("<script"), file).toBe(false);
      expect(stored.includes("<html"), file).toBe(false);
      expect(stored.equals(polyglot)).toBe(false);
    }
  });

  it("refuses SVG, HTML and GIF named .jpg (415), a JPEG signature that does not decode (422), nothing written", async () => {
    const before = await filesUnder(dataDir());
    const gif = await sharp(await samplePicture("png"))
      .gif()
      .toBuffer();
    for (const [bytes, name] of [
      [SVG_AS_JPEG, "logo.jpg"],
      [HTML_AS_JPEG, "page.jpg"],
      [gif, "anim.jpg"],
    ] as const) {
      expect(await upload(bytes, name), name).toMatchObject({
        ok: false,
        status: 415,
        message: "admin-media:errors.type",
      });
    }
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(POLYGLOT_TAIL.repeat(4))]);
    expect(await upload(fake)).toMatchObject({
      ok: false,
      status: 422,
      message: "admin-media:errors.unreadable",
    });
    // Cut short: the header reads, the pixels do not (failOn "error").
    const jpeg = await samplePicture("jpeg", 400, 300);
    expect(await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await upload(new Uint8Array(0))).toMatchObject({ ok: false, status: 400 });
    expect(await filesUnder(dataDir())).toEqual(before);
  });

  it("refuses a 30,000 × 30,000 PNG from its header, without decoding it", async () => {
    const bomb = decompressionBombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(10_000);
    const started = Date.now();
    expect(await upload(bomb, "bomb.png")).toMatchObject({
      ok: false,
      status: 422,
      message: "admin-media:errors.side",
      values: { width: 30_000, height: 30_000, maxSide: 12_000 },
    });
    // Decoding 900 megapixels would take seconds and gigabytes.
    expect(Date.now() - started).toBeLessThan(1000);
    // Within 12,000 a side but over 40 megapixels.
    expect(await upload(decompressionBombPng(8000, 8000), "wide.png")).toMatchObject({
      ok: false,
      status: 422,
      message: "admin-media:errors.pixels",
    });
  });

  it("refuses more bytes than MEDIA_MAX_BYTES with 413 before looking at them", async () => {
    process.env.MEDIA_MAX_BYTES = "2048";
    const { resetEnvCache } = await import("#app/modules/config/env.server");
    resetEnvCache();
    try {
      expect(await upload(await samplePicture("png", 200, 200))).toMatchObject({
        ok: false,
        status: 413,
        message: "admin-media:errors.tooLarge",
      });
    } finally {
      delete process.env.MEDIA_MAX_BYTES;
      resetEnvCache();
    }
  });
});

describe("alt text, uses and deleting", () => {
  it("saves alt text over the version it was loaded with, and refuses a stale save with 409", async () => {
    const { id } = await uploaded(await samplePicture("jpeg"));
    expect(await updateAltText(id, 0, { en: "Lions at dawn", de: "Löwen im Morgengrauen" }, staffId)).toEqual(
      {
        ok: true,
      },
    );
    expect(await updateAltText(id, 0, { en: "Something else" }, staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect((await db().select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0]).toMatchObject({
      version: 1,
      alt: { en: "Lions at dawn", de: "Löwen im Morgengrauen" },
    });
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, "media.alt")));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ alt: { en: "Lions at dawn", de: "Löwen im Morgengrauen" } });
  });

  it("finds uses in image columns and in text, and refuses to delete while a tour uses the picture", async () => {
    const { id, key } = await uploaded(await samplePicture("jpeg"));
    const { key: other } = await uploaded(await samplePicture("png"));
    const tour = await createTour(db(), { imageUrl: libraryImageUrl(key, 400) });
    const [post] = await db()
      .insert(blogPosts)
      .values({
        slug: `media-post-${key}`,
        title: "Where the lions sleep",
        content: `Intro\n\n![Lions](/media/library/${key}/800.webp)\n\n![Other](/media/library/${other}/400.avif)`,
        category: "wildlife",
        authorName: "Sam",
      })
      .returning();
    const [card] = await db()
      .insert(cardDesigns)
      .values({
        name: "Photo card",
        designType: "tour",
        styles: { backgroundImage: `url(/media/library/${other}/400.webp)` },
      })
      .returning();

    const usages = await findUsages([key, other, "z".repeat(24)]);
    expect(usages.get(key)).toEqual([
      { kind: "tour", id: String(tour.id), label: tour.title },
      { kind: "blogPost", id: String(post?.id), label: "Where the lions sleep" },
    ]);
    expect(usages.get(other)?.map((use) => use.kind)).toEqual(["blogPost", "cardDesign"]);
    expect(usages.get(other)?.[1]).toEqual({ kind: "cardDesign", id: String(card?.id), label: "Photo card" });
    expect(usages.has("z".repeat(24))).toBe(false);

    expect(await deleteAsset(id, 0, staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin-media:errors.inUse",
      values: { count: 2 },
    });
    expect(await findAssetByKey(key)).toBeDefined();
    expect((await readdir(path.join(mediaDir(), key))).length).toBeGreaterThan(0);

    // English alt text cannot be emptied while pages show the picture.
    expect(await updateAltText(id, 0, { de: "Nur Deutsch" }, staffId)).toMatchObject({
      ok: false,
      status: 400,
      field: "alt_en",
    });

    // No longer used: deleted, files and all, with an audit row of what it was.
    await db().update(tours).set({ imageUrl: null }).where(eq(tours.id, tour.id));
    await db()
      .delete(blogPosts)
      .where(eq(blogPosts.id, post?.id ?? 0));
    expect(await deleteAsset(id, 0, staffId)).toMatchObject({ ok: true, originalName: "photo.jpg" });
    expect(await findAssetByKey(key)).toBeUndefined();
    await expect(readdir(path.join(mediaDir(), key))).rejects.toThrow();
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, "media.delete")));
    expect(audit?.before).toMatchObject({ key });
    expect(await deleteAsset(id, 0, staffId)).toMatchObject({ ok: false, status: 404 });
  });

  it("lets editors use a picture only once it has English alt text", async () => {
    const { id, key } = await uploaded(await samplePicture("jpeg"));
    const url = libraryImageUrl(key, 400);
    expect(await requireUsableImages([url])).toMatchObject({
      ok: false,
      status: 400,
      message: "admin-media:errors.altMissing",
      values: { name: "photo.jpg" },
    });
    expect(await updateAltText(id, 0, { en: "A lodge at dusk" }, staffId)).toEqual({ ok: true });
    expect(
      await requireUsableImages([url, `Markdown ![x](${url})`, null, "/media/scenes/lion.0.svg"]),
    ).toEqual({
      ok: true,
    });
    expect(await requireUsableImages([libraryImageUrl("q".repeat(24), 400)])).toMatchObject({
      ok: false,
      message: "admin-media:errors.unknownImage",
    });
    // Inside an editor's transaction too (the rows are share-locked there).
    await db().transaction(async (tx) => {
      expect(await requireUsableImages([url], tx)).toEqual({ ok: true });
    });
  });

  it("lists with search and the alt-text filter, each picture with its uses", async () => {
    const { key } = await uploaded(await samplePicture("png"), "Ngorongoro crater rim.png");
    const found = await listAssets(listQuery("crater rim"));
    expect(found.rows.map((row) => row.key)).toEqual([key]);
    expect(found.total).toBe(1);
    expect(found.rows[0]?.usages).toEqual([]);
    const missing = await listAssets(listQuery("", "no"));
    expect(missing.rows.map((row) => row.key)).toContain(key);
    const ready = await listAssets(listQuery("", "yes"));
    expect(ready.rows.map((row) => row.key)).not.toContain(key);
    expect(ready.rows.length).toBeGreaterThan(0);
  });
});

describe("serving /media/library/:key/:file", () => {
  const get = (key: string, file: string) =>
    libraryImage({
      request: new Request(`http://site.test/media/library/${key}/${file}`),
      params: { key, file },
      context: {},
    } as unknown as Parameters<typeof libraryImage>[0]);

  it("answers a variant with its own type, a year's immutable caching and nosniff", async () => {
    const { key } = await uploaded(await samplePicture("jpeg", 500, 300));
    for (const [file, type] of [
      ["500.webp", "image/webp"],
      ["400.avif", "image/avif"],
    ] as const) {
      const response = await get(key, file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(await readFile(path.join(mediaDir(), key, file)))).toBe(true);
    }
  });

  it("answers 404 to a bad key, a width the picture lacks, another extension and path tricks", async () => {
    const { key } = await uploaded(await samplePicture("jpeg", 500, 300));
    const cases: Array<[string, string]> = [
      [key, "800.webp"],
      [key, "1600.webp"],
      [key, "500.jpg"],
      [key, "500.webp.html"],
      [key, "../../pglite"],
      [key, "..%2F500.webp"],
      ["..", "500.webp"],
      [key.toUpperCase(), "500.webp"],
      ["z".repeat(24), "500.webp"],
      [`${key}/..`, "500.webp"],
    ];
    for (const [badKey, file] of cases) {
      const response = await get(badKey, file);
      expect(response.status, `${badKey}/${file}`).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
