import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "#app/db/client.server";
import { mediaAssets, users } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { type AltText, isUsableAlt } from "#app/domain/media/alt-text";
import {
  checkUploadBytes,
  displayFileName,
  libraryImageUrl,
  MAX_MEDIA_PIXELS,
  MAX_MEDIA_SIDE,
  newMediaKey,
  VARIANT_CONTENT_TYPES,
  variantFileName,
} from "#app/domain/media/upload";
import { recordAudit } from "#app/modules/admin/audit.server";
import { nextVersion, staleVersion } from "#app/modules/admin/versions.server";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";
import { mediaStorage } from "./current-storage.server";
import { isRefusal, processUpload } from "./process.server";
import { MediaStorageError } from "./storage.server";
import { findUsages } from "./usage.server";

export type MediaAssetRow = typeof mediaAssets.$inferSelect;

/** What the audit log keeps of a picture. */
function audited(row: MediaAssetRow) {
  return {
    key: row.key,
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    widths: row.widths,
    alt: row.alt,
    originalName: row.originalName,
  };
}

/** Every file a picture has in storage. */
export function variantFiles(row: Pick<MediaAssetRow, "widths">): string[] {
  return row.widths.flatMap((width) => [variantFileName(width, "webp"), variantFileName(width, "avif")]);
}

/** MiB with one decimal at most, for the messages ("15 MB"). */
function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/**
 * Adds an uploaded picture to the library (issue 16): checked by its content
 * (process.server), its variants written under a new random key, then its row
 * and audit row in one transaction. Refusals come back as 413 (bytes), 415
 * (not one of our formats), 422 (too many pixels, undecodable) and 503
 * (storage down); nothing is left in storage after one.
 */
export async function uploadImage(input: {
  bytes: Uint8Array;
  originalName: string;
  actorUserId: string;
}): Promise<ActionResult<{ id: number; key: string }>> {
  const maxBytes = env().MEDIA_MAX_BYTES;
  const size = checkUploadBytes(input.bytes.length, maxBytes);
  if (size === "empty") return fail(400, "admin-media:errors.empty");
  if (size === "tooLarge") {
    return fail(413, "admin-media:errors.tooLarge", { values: { max: megabytes(maxBytes) } });
  }
  const processed = await processUpload(input.bytes);
  if (isRefusal(processed)) {
    if (processed.reason === "type") return fail(415, "admin-media:errors.type");
    if (processed.reason === "unreadable" || processed.reason === "invalid") {
      return fail(422, "admin-media:errors.unreadable");
    }
    return fail(422, `admin-media:errors.${processed.reason}`, {
      values: {
        width: processed.width,
        height: processed.height,
        maxMegapixels: MAX_MEDIA_PIXELS / 1_000_000,
        maxSide: MAX_MEDIA_SIDE,
      },
    });
  }

  const key = newMediaKey();
  const storage = mediaStorage();
  const written: string[] = [];
  const discard = async () => {
    await storage.remove(key, written).catch((error: unknown) => {
      logger.warn({ err: error, key }, "media cleanup after a failed upload failed");
    });
  };
  try {
    for (const variant of processed.variants) {
      await storage.put(key, variant.file, variant.body, VARIANT_CONTENT_TYPES[variant.format]);
      written.push(variant.file);
    }
  } catch (error) {
    await discard();
    if (error instanceof MediaStorageError) {
      logger.error({ err: error, key }, "media upload could not be stored");
      return fail(503, "admin-media:errors.storage");
    }
    throw error;
  }

  const widths = [...new Set(processed.variants.map((variant) => variant.width))];
  try {
    const row = await db().transaction(async (tx) => {
      const [inserted] = await tx
        .insert(mediaAssets)
        .values({
          key,
          format: processed.format,
          width: processed.width,
          height: processed.height,
          bytes: input.bytes.length,
          widths,
          alt: {},
          originalName: displayFileName(input.originalName),
          uploadedBy: input.actorUserId,
        })
        .returning();
      if (!inserted) throw new Error("media insert returned nothing");
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: "media.upload",
        entityType: "media",
        entityId: inserted.id,
        after: audited(inserted),
      });
      return inserted;
    });
    return { ok: true, id: row.id, key: row.key };
  } catch (error) {
    // No row, no picture: the files would be unreachable from the library.
    await discard();
    throw error;
  }
}

export async function findAsset(id: number) {
  const [row] = await db()
    .select({ asset: mediaAssets, uploaderName: users.fullName, uploaderEmail: users.email })
    .from(mediaAssets)
    .leftJoin(users, eq(users.id, mediaAssets.uploadedBy))
    .where(eq(mediaAssets.id, id));
  return row;
}

export async function findAssetByKey(key: string) {
  const [row] = await db().select().from(mediaAssets).where(eq(mediaAssets.key, key));
  return row;
}

/**
 * Saves the alt texts over the version the form was loaded with (409 when
 * someone saved first). English may not be emptied while the picture is used:
 * the pages showing it would lose their description.
 */
export async function updateAltText(
  id: number,
  version: number,
  alt: AltText,
  actorUserId: string,
): Promise<ActionResult> {
  return db().transaction(async (tx): Promise<ActionResult> => {
    const [before] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for("update");
    if (!before) return fail(404, "admin:form.notFound");
    if (before.version !== version) return staleVersion();
    if (!isUsableAlt(alt)) {
      const uses = (await findUsages([before.key], tx)).get(before.key) ?? [];
      if (uses.length > 0) {
        return fail(400, "admin-media:errors.altRequiredInUse", {
          field: "alt_en",
          values: { count: uses.length },
        });
      }
    }
    const [after] = await tx
      .update(mediaAssets)
      .set({ alt, version: nextVersion(mediaAssets.version) })
      .where(and(eq(mediaAssets.id, id), eq(mediaAssets.version, version)))
      .returning();
    if (!after) return staleVersion();
    await recordAudit(tx, {
      actorUserId,
      action: "media.alt",
      entityType: "media",
      entityId: id,
      before: { alt: before.alt },
      after: { alt: after.alt },
    });
    return { ok: true };
  });
}

/**
 * Deletes a picture that nothing uses (409 with the count while something
 * does), then its files. The row is locked first, so an editor saving a use
 * at the same time (requireUsableImages share-locks it) waits or is refused.
 * Copies a CDN or a browser cached stay there until they expire.
 */
export async function deleteAsset(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult<{ originalName: string }>> {
  const result = await db().transaction(
    async (tx): Promise<ActionResult<{ originalName: string; row?: MediaAssetRow }>> => {
      const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for("update");
      if (!row) return fail(404, "admin:form.notFound");
      if (row.version !== version) return staleVersion();
      const uses = (await findUsages([row.key], tx)).get(row.key) ?? [];
      if (uses.length > 0) return fail(409, "admin-media:errors.inUse", { values: { count: uses.length } });
      await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
      await recordAudit(tx, {
        actorUserId,
        action: "media.delete",
        entityType: "media",
        entityId: id,
        before: audited(row),
      });
      return { ok: true, originalName: row.originalName, row };
    },
  );
  if (!result.ok) return result;
  if (result.row) {
    const row = result.row;
    await mediaStorage()
      .remove(row.key, variantFiles(row))
      .catch((error: unknown) => {
        // The row is gone, so nothing serves or lists these files any more: only space is lost.
        logger.warn({ err: error, key: row.key }, "media files of a deleted picture were not removed");
      });
  }
  return { ok: true, originalName: result.originalName };
}

export type MediaFilters = { usable: "yes" | "no" };

/** The library list's URL: search, the alt-text filter, sorting (decision 086's list pattern). */
export const MEDIA_LIST = {
  sorts: ["created", "name", "size"],
  defaultSort: "created",
  defaultDir: "desc" as const,
  filters: { usable: z.enum(["yes", "no"]) } satisfies {
    [K in keyof MediaFilters]: z.ZodType<MediaFilters[K]>;
  },
};

const SORTS = {
  created: mediaAssets.createdAt,
  name: mediaAssets.originalName,
  size: mediaAssets.bytes,
} as const;

function listConditions(query: ListQuery<MediaFilters>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const text = query.q.toLowerCase();
    conditions.push(
      sql`(strpos(lower(${mediaAssets.originalName}), ${text}) > 0 or strpos(${mediaAssets.key}, ${text}) > 0 or strpos(lower(${mediaAssets.alt}::text), ${text}) > 0)`,
    );
  }
  const hasEnglish = sql`coalesce(${mediaAssets.alt} ->> 'en', '') <> ''`;
  if (query.filters.usable === "yes") conditions.push(hasEnglish);
  if (query.filters.usable === "no") conditions.push(sql`not (${hasEnglish})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the library, with the uses of every picture on it. */
export async function listAssets(query: ListQuery<MediaFilters>) {
  const where = listConditions(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? mediaAssets.createdAt;
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(query.dir === "asc" ? asc(column) : desc(column), desc(mediaAssets.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(mediaAssets).where(where),
  ]);
  const usages = await findUsages(rows.map((row) => row.key));
  return {
    rows: rows.map((row) => ({ ...row, usages: usages.get(row.key) ?? [] })),
    total: Number(total?.n ?? 0),
  };
}

/** How many pictures an editor's picker offers: the newest usable ones. */
const PICKER_SIZE = 200;

/** A picture an editor may choose: its largest WebP's address and its English alt text. */
export type PickableImage = { key: string; url: string; alt: string; name: string };

/**
 * The pictures an editor's picker offers (issue 16): those with English alt
 * text (the others cannot be used yet), newest first.
 */
export async function listPickableImages(): Promise<PickableImage[]> {
  const rows = await db()
    .select({
      key: mediaAssets.key,
      widths: mediaAssets.widths,
      alt: mediaAssets.alt,
      name: mediaAssets.originalName,
    })
    .from(mediaAssets)
    .where(sql`coalesce(trim(${mediaAssets.alt} ->> 'en'), '') <> ''`)
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(PICKER_SIZE);
  return rows.map((row) => ({
    key: row.key,
    url: libraryImageUrl(row.key, Math.max(...row.widths)),
    alt: (row.alt as AltText).en ?? "",
    name: row.name,
  }));
}
