import { isMediaKey, parseVariantFile, VARIANT_CONTENT_TYPES } from "#app/domain/media/upload";
import { env } from "#app/modules/config/env.server";
import { findAssetByKey } from "./assets.server";
import { mediaStorage } from "./current-storage.server";

/**
 * One variant for `/media/library/{key}/{file}`, or null for anything that is
 * not a variant of a picture in the library: a malformed key or file name
 * (path tricks included) is refused before any look-up, a width the picture
 * does not have or a deleted picture before storage is asked. The content
 * type comes from our own file name, never from the stored bytes.
 * Throws MediaStorageError when the storage cannot answer.
 */
export async function readLibraryVariant(
  key: string,
  file: string,
): Promise<{ body: Uint8Array; contentType: string } | null> {
  const variant = parseVariantFile(file);
  if (!isMediaKey(key) || !variant) return null;
  const asset = await findAssetByKey(key);
  if (!asset?.widths.includes(variant.width)) return null;
  const body = await mediaStorage().get(key, file);
  return body ? { body, contentType: VARIANT_CONTENT_TYPES[variant.format] } : null;
}

/**
 * The address a page should use for a library picture's URL as stored in
 * content (`/media/library/…`): on MEDIA_PUBLIC_URL's CDN when one is set,
 * else unchanged (this site serves it). Any other URL comes back as it is.
 */
export function publicMediaUrl(url: string): string {
  const base = env().mediaPublicUrl;
  return base && url.startsWith("/media/library/") ? `${base}${url}` : url;
}
