import { hexColor } from "#app/domain/css-values";

/**
 * The styles staff give a promotional banner, kept to what is safe to put in
 * a `style` attribute (issue 16, item 1). The public banner writes the
 * gradient into `background-image` and the colours into `color`: a free CSS
 * value there could load an outside picture (`url(...)`, a tracker), or
 * smuggle in more declarations. So a colour is a hex code, and a gradient is
 * one `linear-gradient(...)` of an angle or direction and two to six stops of
 * hex, rgb()/rgba() or `transparent` colours with optional percentages (the
 * card designs' `cssBackgroundImage` takes no stop positions, which the
 * banners' overlays need); the editor refuses anything else and the public
 * read drops it (older rows).
 */

/** The longest gradient accepted (the seed's are about 70 characters). */
export const GRADIENT_MAX = 300;

/**
 * A text or highlight colour: #rgb or #rrggbb, lower-cased, as the tour
 * editor and the branding take them (css-values.ts `hexColor`), or null.
 */
export function readHexColor(value: string | null | undefined): string | null {
  return hexColor(value);
}

const SIDE = "(?:top|bottom|left|right)";
const DIRECTION = `(?:-?\\d{1,3}(?:\\.\\d{1,2})?deg|to ${SIDE}(?: ${SIDE})?)`;
const RGB =
  "rgba?\\(\\d{1,3}(?:\\.\\d{1,3})?(?:,\\d{1,3}(?:\\.\\d{1,3})?){2}(?:,(?:\\d|\\d?\\.\\d{1,3}))?\\)";
const COLOUR = `(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|${RGB}|transparent)`;
const STOP = `${COLOUR}(?: \\d{1,3}(?:\\.\\d{1,2})?%)?`;
const GRADIENT = new RegExp(`^linear-gradient\\((?:${DIRECTION},)?${STOP}(?:,${STOP}){1,5}\\)$`);

/** Spaces made regular: none around commas, after "(" or before ")", one elsewhere; lower case. */
function normalise(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\s*([(,])\s*/g, "$1")
    .replace(/\s+\)/g, ")");
}

/** Whether every rgb part is at most 255, every alpha at most 1 and every stop at most 100%. */
function inRange(gradient: string): boolean {
  for (const match of gradient.matchAll(/rgba?\(([^)]*)\)/g)) {
    const parts = (match[1] ?? "").split(",").map(Number);
    if (parts.slice(0, 3).some((part) => part > 255)) return false;
    if (parts.length === 4 && (parts[3] ?? 0) > 1) return false;
    if (match[0].startsWith("rgba(") !== (parts.length === 4)) return false;
  }
  return [...gradient.matchAll(/ (\d{1,3}(?:\.\d{1,2})?)%/g)].every((match) => Number(match[1]) <= 100);
}

/**
 * A gradient overlay in the safe subset, written the one way the site stores
 * it (`linear-gradient(90deg,rgba(0,0,0,0.6) 0%,rgba(0,0,0,0) 70%)`), or
 * null when it is not one.
 */
export function readGradient(value: string | null | undefined): string | null {
  if (!value || value.length > GRADIENT_MAX * 2) return null;
  const gradient = normalise(value);
  if (gradient.length > GRADIENT_MAX || !GRADIENT.test(gradient) || !inRange(gradient)) return null;
  return gradient;
}

/** A banner's styles as the public page may use them: anything outside the safe subset dropped. */
export function safeBannerStyle<
  T extends { gradientOverlay: string | null; textColor: string | null; titleHighlightColor: string | null },
>(banner: T): T {
  return {
    ...banner,
    gradientOverlay: readGradient(banner.gradientOverlay),
    textColor: readHexColor(banner.textColor),
    titleHighlightColor: readHexColor(banner.titleHighlightColor),
  };
}
