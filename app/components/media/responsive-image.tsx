import type { CSSProperties } from "react";
import {
  DEFAULT_IMAGE_URL,
  externalImageUrl,
  IMAGE_WIDTHS,
  isResizableImageUrl,
  parseSceneUrl,
  sceneRasterUrl,
  sceneSrcSet,
} from "#app/domain/media/images";
import { libraryImageUrl, parseLibraryImageUrl, variantWidths } from "#app/domain/media/upload";
import { useIsAllowedImage } from "./image-origins";

/** The smallest served width that still fills `width` CSS pixels. */
function fallbackWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 800;
}

/**
 * An uploaded picture of the media library (issue 16): its stored URL names
 * its largest variant; every site width below it was written beside it
 * (`variantWidths`), so the srcset is known without asking the database.
 * The host (ours, or MEDIA_PUBLIC_URL's CDN) is kept.
 */
function librarySources(url: string, width: number): { src: string; srcSet: string } | null {
  const parsed = parseLibraryImageUrl(url);
  if (!parsed) return null;
  const base = url.slice(0, url.indexOf("/media/library/"));
  const widths = variantWidths(parsed.width);
  const at = (w: number) => `${base}${libraryImageUrl(parsed.key, w, parsed.format)}`;
  const fits = widths.find((w) => w >= width) ?? widths[widths.length - 1] ?? parsed.width;
  return { src: at(fits), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(", ") };
}

const parsedDefault = parseSceneUrl(DEFAULT_IMAGE_URL);

/** What a broken image turns into: the default scene, 800px WebP. */
export const FALLBACK_IMAGE_SRC = parsedDefault
  ? sceneRasterUrl(parsedDefault.scene, parsedDefault.variant, 800)
  : DEFAULT_IMAGE_URL;

export interface ResponsiveImageProps {
  src?: string | null;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** The largest picture of the first screen: load it first, not lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /**
   * One size only, no `srcset`: a page kept for offline use (the trip wallet,
   * decision 100) holds exactly the pictures it names, whatever the screen.
   */
  single?: boolean;
}

/**
 * An `<img>` that lets the browser pick a size: our drawn scenes get a WebP
 * `srcset`, as do URLs of image hosts and CDNs that resize on request; any
 * other URL (a future upload) is shown as it is. An outside URL whose origin
 * IMAGE_HOSTS does not list shows the default scene.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  style,
  single = false,
}: ResponsiveImageProps) {
  const isAllowed = useIsAllowedImage();
  // A picture the Content-Security-Policy would block shows the default scene, not a broken image.
  const given = src?.trim();
  const url = given && isAllowed(given) ? given : DEFAULT_IMAGE_URL;
  const scene = parseSceneUrl(url);
  const library = scene ? null : librarySources(url, width);
  const resizable = !scene && !library && isResizableImageUrl(url);
  const srcSet = single
    ? null
    : scene
      ? sceneSrcSet(url)
      : library
        ? library.srcSet
        : resizable
          ? IMAGE_WIDTHS.map((w) => `${externalImageUrl(url, w)} ${w}w`).join(", ")
          : null;
  const imgSrc = scene
    ? sceneRasterUrl(scene.scene, scene.variant, fallbackWidth(width))
    : library
      ? library.src
      : resizable
        ? externalImageUrl(url, fallbackWidth(width))
        : url;
  return (
    <img
      src={imgSrc}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      // An asynchronously decoded picture may miss the frame it arrived for;
      // the largest picture of the first screen should not.
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      style={style}
    />
  );
}

const FALLBACK_MARK = "data-image-fallback";

function replaceBroken(img: HTMLImageElement) {
  // Once per element: if the default picture fails too, leave it be.
  if (img.hasAttribute(FALLBACK_MARK)) return;
  img.setAttribute(FALLBACK_MARK, "1");
  // srcset wins over src, so it has to go or the broken candidate comes back.
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  img.src = FALLBACK_IMAGE_SRC;
}

let uninstall: (() => void) | undefined;

/**
 * Swaps any image that fails to load for the default picture (spec section 8).
 * One capturing listener on `document`, because `error` does not bubble and an
 * inline `onerror` would break the CSP. Images that already failed before this
 * ran (during server-rendered page load) are fixed straight away. Returns a
 * function that removes the listener; calling it twice installs once.
 */
export function installBrokenImageFallback(): () => void {
  if (typeof document === "undefined") return () => {};
  if (uninstall) return uninstall;
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) replaceBroken(event.target);
  };
  document.addEventListener("error", onError, true);
  for (const img of Array.from(document.images)) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) replaceBroken(img);
  }
  uninstall = () => {
    document.removeEventListener("error", onError, true);
    uninstall = undefined;
  };
  return uninstall;
}
