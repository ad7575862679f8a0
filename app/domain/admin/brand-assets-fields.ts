/**
 * The brand asset editor's limits, choices and form values (issue 16, item 1),
 * without the checks (brand-assets.ts): pure, for the form in the browser.
 */

export const BRAND_ASSET_LIMITS = { name: 120, fileUrl: 300, displayOrder: 7 } as const;

/** The kinds of asset (spec: asset_type, "logo"), and each kind's variants (asset_variant, "primary"). */
export const BRAND_ASSET_TYPES = ["logo", "icon"] as const;
export const BRAND_ASSET_VARIANTS = ["primary", "inverse", "monochrome"] as const;
/** Where an asset is meant to be used (usage_context): the seed's places and the site's other outputs. */
export const BRAND_USAGE_CONTEXTS = ["header", "footer", "hero", "email", "invoice", "social"] as const;
/** A type, variant or usage as stored: lower-case letters, digits, `_` and `-`. */
export const BRAND_WORD_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

/**
 * The site's own SVG files (public/): the media library refuses SVG uploads
 * (an SVG can carry script), so vector logos are these reviewed files, and
 * everything else comes from the library (raster, re-encoded on upload).
 */
export const BRAND_SITE_FILES = ["/logo.svg", "/logo-light.svg", "/favicon.svg"] as const;

export type BrandAssetFormValues = {
  name: string;
  fileUrl: string;
  assetType: string;
  assetVariant: string;
  isActive: boolean;
  usageContext: string[];
  displayOrder: string;
};

export const EMPTY_BRAND_ASSET: BrandAssetFormValues = {
  name: "",
  fileUrl: "",
  assetType: BRAND_ASSET_TYPES[0],
  assetVariant: BRAND_ASSET_VARIANTS[0],
  isActive: true,
  usageContext: [],
  displayOrder: "",
};

/** The choices of a select: the known ones, and the record's own when it is another (kept, not lost). */
export function choicesWith(known: readonly string[], current: string): string[] {
  return current === "" || known.includes(current) ? [...known] : [...known, current];
}
