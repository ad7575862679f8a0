import type { Language } from "#app/i18n/config";
import { isBrandAssetFile } from "./admin/brand-assets";
import type { BRAND_SITE_FILES } from "./admin/brand-assets-fields";
import { isAllowedMediaUrl } from "./media/media-hosts";
import { parseLibraryImageUrl } from "./media/upload";

/**
 * Which brand asset the public site shows (decision 097, spec section 7:
 * "active default logo by asset_type, asset_variant … with fallbacks"):
 * the active default of a type and variant, else the active default of the
 * type's `primary` variant, else none (the page keeps its own drawing and
 * files). Pure: the branding reader (modules/branding) feeds it the rows.
 */

/** The variant every type falls back to (the column's default: spec "asset_variant (default primary)"). */
export const BRAND_FALLBACK_VARIANT = "primary";

/** An asset as a page shows it. */
export type BrandLogo = {
  /** Site-relative: a site SVG file or a media library variant. */
  url: string;
  /** The picture's own alt text (media library, in the page's language) or the asset's name. */
  alt: string;
  /** The file's size in CSS pixels (its aspect ratio), when known. */
  width: number | null;
  height: number | null;
  /** The MIME type, for `<link rel="icon" type>`. */
  contentType: string;
  assetType: string;
  /** The variant found: the one asked for, or the fallback's. */
  variant: string;
};

/** A brand_assets row as the reader loads it, with its media library picture when it names one. */
export type BrandAssetRecord = {
  id: number;
  name: string;
  fileUrl: string;
  assetType: string;
  assetVariant: string;
  isActive: boolean;
  isDefault: boolean;
  displayOrder: number;
  /** The library picture of a `/media/library/…` file; null when it names none or is gone. */
  picture: { width: number; height: number; widths: number[]; alt: Partial<Record<string, string>> } | null;
};

/** The size of each of the site's own SVG files (their width and height attributes or viewBox). */
export const BRAND_SITE_FILE_SIZES: Record<
  (typeof BRAND_SITE_FILES)[number],
  { width: number; height: number }
> = {
  "/logo.svg": { width: 200, height: 48 },
  "/logo-light.svg": { width: 200, height: 48 },
  "/favicon.svg": { width: 48, height: 48 },
};

const CONTENT_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * The asset as shown, or null when the page must not show it: a file the
 * editor would not accept (only our SVGs and library variants: served by
 * this site), one the Content-Security-Policy would block, or a library
 * picture that is gone or lacks that width (it would show broken).
 */
export function brandLogoOf(
  row: BrandAssetRecord,
  options: { language: Language; imageOrigins: readonly string[] },
): BrandLogo | null {
  const url = row.fileUrl.trim();
  if (!isBrandAssetFile(url) || !isAllowedMediaUrl(url, options.imageOrigins)) return null;
  const contentType = CONTENT_TYPES[url.slice(url.lastIndexOf(".") + 1)];
  if (!contentType) return null;
  const base = { url, contentType, assetType: row.assetType, variant: row.assetVariant };
  const library = parseLibraryImageUrl(url);
  if (library) {
    const picture = row.picture;
    if (!picture?.widths.includes(library.width)) return null;
    const alt = picture.alt[options.language]?.trim() || picture.alt.en?.trim() || row.name;
    const height = Math.max(1, Math.round((library.width * picture.height) / picture.width));
    return { ...base, alt, width: library.width, height };
  }
  const size = (BRAND_SITE_FILE_SIZES as Record<string, { width: number; height: number }>)[url];
  return { ...base, alt: row.name, width: size?.width ?? null, height: size?.height ?? null };
}

/**
 * The active default of `assetType` and `variant` that may be shown, else
 * that of the `primary` variant, else null. Should a group hold two
 * defaults (the editor keeps one), the first by display order wins.
 */
export function pickBrandLogo(
  rows: readonly BrandAssetRecord[],
  assetType: string,
  variant: string,
  options: { language: Language; imageOrigins: readonly string[] },
): BrandLogo | null {
  const variants = variant === BRAND_FALLBACK_VARIANT ? [variant] : [variant, BRAND_FALLBACK_VARIANT];
  for (const wanted of variants) {
    const defaults = rows
      .filter(
        (row) => row.assetType === assetType && row.assetVariant === wanted && row.isActive && row.isDefault,
      )
      .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
    for (const row of defaults) {
      const logo = brandLogoOf(row, options);
      if (logo) return logo;
    }
  }
  return null;
}

/** The assets every page uses (root data): the header's, the dark footer's, the browser tab's icon. */
export type BrandLogos = {
  /** logo/primary: the light header, structured data. */
  primary: BrandLogo | null;
  /** logo/inverse, else logo/primary: the dark footer. */
  onDark: BrandLogo | null;
  /** icon/primary: the favicon and, when raster, the apple-touch-icon. */
  icon: BrandLogo | null;
};
