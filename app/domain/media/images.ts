/**
 * The demo content ships no photographs: every picture is a stylised scene drawn
 * as SVG by `domain/media/scenes` and served from our own origin in raster sizes.
 * A stored image URL `/media/scenes/{scene}.{variant}.svg` names one of them.
 */
export const SCENE_NAMES = [
  "savannah",
  "acacia-sunset",
  "crater",
  "kilimanjaro",
  "mountain-forest",
  "meru",
  "beach",
  "dhow",
  "lodge",
  "tented-camp",
  "lake-flamingos",
  "river",
  "gorilla-forest",
  "baobab",
  "maasai-village",
  "balloon",
  "coffee-farm",
  "stone-town",
  "elephants",
  "giraffes",
  "zebra-migration",
  "lion",
  "night-sky",
  "waterfall",
  "portrait",
] as const;

export type SceneName = (typeof SCENE_NAMES)[number];

/** Widths served for responsive images (`srcset`). */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

export function sceneUrl(scene: SceneName, variant = 0): string {
  return `/media/scenes/${scene}.${variant}.svg`;
}

const SCENE_URL = /^\/media\/scenes\/([a-z-]+)\.(\d{1,3})\.svg$/;

export function parseSceneUrl(url: string): { scene: SceneName; variant: number } | null {
  const match = SCENE_URL.exec(url);
  if (!match) return null;
  const scene = match[1] as SceneName;
  if (!SCENE_NAMES.includes(scene)) return null;
  return { scene, variant: Number(match[2]) };
}

/** The picture shown when an image is missing or fails to load (spec section 8). */
export const DEFAULT_IMAGE_URL = sceneUrl("savannah", 0);

/**
 * Hosts that resize on request (spec section 7): an image host that takes
 * width, quality and format parameters, and CDNs whose path names a width.
 */
const RESIZING_IMAGE_HOSTS = ["images.unsplash.com", "images.pexels.com"];
const CDN_MAX_WIDTH = 1600;

/**
 * An external image URL asking for `width` pixels: image-host URLs get width,
 * quality and WebP parameters; Cloudinary-style CDN URLs a width capped at
 * 1600. Anything else (and anything unparsable) comes back unchanged.
 */
export function externalImageUrl(url: string, width: number): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return url;
  if (RESIZING_IMAGE_HOSTS.includes(parsed.hostname)) {
    parsed.searchParams.set("w", String(width));
    parsed.searchParams.set("q", "75");
    parsed.searchParams.set("fm", "webp");
    if (parsed.hostname === "images.pexels.com") parsed.searchParams.set("auto", "compress");
    return parsed.toString();
  }
  const cdn = /^(.*\/image\/upload\/)(?:(?:[a-z]{1,2}_[^/,]+,?)+\/)?(.*)$/.exec(parsed.pathname);
  if (parsed.hostname.endsWith("res.cloudinary.com") && cdn) {
    parsed.pathname = `${cdn[1]}w_${Math.min(width, CDN_MAX_WIDTH)},c_limit,q_auto,f_auto/${cdn[2]}`;
    return parsed.toString();
  }
  return url;
}

/** Whether `externalImageUrl` can resize this URL (so a `srcset` makes sense). */
export function isResizableImageUrl(url: string): boolean {
  return externalImageUrl(url, 400) !== url;
}

/** The raster form of a drawn scene, as served by `routes/media/scene-image`. */
export function sceneRasterUrl(
  scene: SceneName,
  variant: number,
  width: number,
  format: "webp" | "jpg" = "webp",
) {
  return `/media/scenes/${scene}.${variant}.w${width}.${format}`;
}

/** `srcset` for a stored scene URL, or null when the URL is not one of ours. */
export function sceneSrcSet(url: string): string | null {
  const parsed = parseSceneUrl(url);
  if (!parsed) return null;
  return IMAGE_WIDTHS.map((w) => `${sceneRasterUrl(parsed.scene, parsed.variant, w)} ${w}w`).join(", ");
}

/** The picture for Open Graph and Twitter cards: a 1200 px JPEG (what every network reads). */
export function socialImageUrl(url: string | null | undefined): string {
  const parsed = parseSceneUrl(url?.trim() || DEFAULT_IMAGE_URL);
  if (!parsed) return url?.trim() || DEFAULT_IMAGE_URL;
  return sceneRasterUrl(parsed.scene, parsed.variant, 1200, "jpg");
}
