import { isSitePicture } from "#app/domain/css-values";
import {
  BRAND_ASSET_LIMITS,
  BRAND_SITE_FILES,
  BRAND_WORD_PATTERN,
  type BrandAssetFormValues,
} from "./brand-assets-fields";
import type { FormReader } from "./content-translations";
import { isPhotoPick, pickedPhotoUrl } from "./single-photo";

/**
 * The brand asset editor's form (issue 16, item 1): a named file (a media
 * library picture, or one of the site's own SVG files), its type and
 * variant, where it is meant to be used, whether it is active, its place.
 */

const msg = (key: string) => `admin-branding:errors.${key}`;

export type BrandAssetInput = {
  name: string;
  fileUrl: string;
  assetType: string;
  assetVariant: string;
  isActive: boolean;
  usageContext: string[];
  /** Null: after the last asset of its type and variant. */
  displayOrder: number | null;
};

/** Reads the posted form; `getAll` gives the usage checkboxes. */
export function readBrandAssetValues(read: FormReader, getAll: (name: string) => FormDataEntryValue[]) {
  const text = (name: string, max: number) => {
    const value = read(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const usage = getAll("usageContext")
    .filter((value): value is string => typeof value === "string")
    .slice(0, 20)
    .map((value) => value.slice(0, 40));
  return {
    name: text("name", BRAND_ASSET_LIMITS.name * 2),
    fileUrl: text("fileUrl", BRAND_ASSET_LIMITS.fileUrl * 2),
    assetType: text("assetType", 80),
    assetVariant: text("assetVariant", 80),
    isActive: read("isActive") === "on",
    usageContext: usage,
    displayOrder: text("displayOrder", BRAND_ASSET_LIMITS.displayOrder * 2),
  } satisfies BrandAssetFormValues;
}

/** A file an asset may point at: a media library picture's variant, or one of the site's SVG files. */
export function isBrandAssetFile(url: string): boolean {
  return (
    (BRAND_SITE_FILES as readonly string[]).includes(url) ||
    (url.startsWith("/media/library/") && isSitePicture(url))
  );
}

export function validateBrandAsset(
  values: BrandAssetFormValues,
): { ok: true; input: BrandAssetInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = values.name.trim().replace(/\s+/g, " ");
  if (name === "") errors.name = msg("nameRequired");
  else if (name.length > BRAND_ASSET_LIMITS.name) errors.name = msg("tooLong");
  const fileUrl = values.fileUrl.trim();
  if (fileUrl === "") errors.fileUrl = msg("fileRequired");
  else if (!isBrandAssetFile(fileUrl)) errors.fileUrl = msg("fileUrl");
  if (!BRAND_WORD_PATTERN.test(values.assetType)) errors.assetType = msg("choice");
  if (!BRAND_WORD_PATTERN.test(values.assetVariant)) errors.assetVariant = msg("choice");
  if (values.usageContext.some((usage) => !BRAND_WORD_PATTERN.test(usage)))
    errors.usageContext = msg("choice");
  const order = values.displayOrder.trim();
  if (order !== "" && !/^-?\d{1,6}$/.test(order)) errors.displayOrder = msg("displayOrder");
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    input: {
      name,
      fileUrl,
      assetType: values.assetType,
      assetVariant: values.assetVariant,
      isActive: values.isActive,
      usageContext: [...new Set(values.usageContext)],
      displayOrder: order === "" ? null : Number(order),
    },
  };
}

export function brandAssetFormValues(row: {
  name: string;
  fileUrl: string;
  assetType: string;
  assetVariant: string;
  isActive: boolean;
  usageContext: string[];
  displayOrder: number;
}): BrandAssetFormValues {
  return {
    name: row.name,
    fileUrl: row.fileUrl,
    assetType: row.assetType,
    assetVariant: row.assetVariant,
    isActive: row.isActive,
    usageContext: [...row.usageContext],
    displayOrder: String(row.displayOrder),
  };
}

/**
 * The posted form: the picker's choice (the form comes back with the file
 * set, nothing saved), or the input to save, or the refused fields.
 */
export function readBrandAssetForm(read: FormReader, getAll: (name: string) => FormDataEntryValue[]) {
  const values = readBrandAssetValues(read, getAll);
  if (isPhotoPick(read("intent"))) {
    const picked = pickedPhotoUrl(read("pickImage"));
    return { kind: "picked" as const, values: picked ? { ...values, fileUrl: picked } : values };
  }
  const parsed = validateBrandAsset(values);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}
