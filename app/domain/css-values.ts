/**
 * The CSS values staff may type into the card design and branding editors
 * (issue 16): each validator accepts one small grammar (a length, a colour, a
 * shadow made of lengths and a colour, a transform made of allow-listed
 * functions...) and answers the value written out again in one canonical way,
 * or null. Nothing is passed through as typed, so no text that could end a
 * declaration, open a block, escape with a backslash or load something
 * (`;`, `}`, `<`, `\`, `url(`, `expression(`) can reach a style attribute.
 * Pure and without zod: the editor's live preview runs it in the browser.
 */

import { SELF_HOSTED_FONTS, type SelfHostedFont } from "./font-stacks";

/** Longer than any value of these grammars: checked first, so a huge input costs nothing. */
const MAX_INPUT = 200;

function prepared(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string" || value.length > MAX_INPUT) return null;
  const text = value.trim().replace(/\s+/g, " ");
  return text === "" ? null : text;
}

const NUMBER = /^(-?)(\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})$/;

/** A plain number within [min, max], written without needless zeros ("0.50" → "0.5"). */
function number(text: string, min: number, max: number): string | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const value = Number(text);
  return value >= min && value <= max ? String(value) : null;
}

export type LengthOptions = {
  /** Negative lengths (a letter spacing, a shadow's offset). */
  negative?: boolean;
  /** Percentages (a radius, a width). */
  percent?: boolean;
  /** Viewport units (a width). */
  viewport?: boolean;
  /** Keywords allowed as they are ("auto", "none", "normal"). */
  keywords?: readonly string[];
};

const LENGTH = /^(-?(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4}))(px|rem|em|ch|%|vw|vh)?$/;

/** One length: `0`, `12px`, `1.5rem`, `-0.01em`; a unit is required except for zero. */
export function cssLength(value: unknown, options: LengthOptions = {}): string | null {
  const text = prepared(value);
  if (text === null) return null;
  const lower = text.toLowerCase();
  if (options.keywords?.includes(lower)) return lower;
  const match = LENGTH.exec(lower);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2];
  if (amount < 0 && !options.negative) return null;
  if (amount === 0) return "0";
  if (!unit) return null;
  if (unit === "%" && !options.percent) return null;
  if ((unit === "vw" || unit === "vh") && !options.viewport) return null;
  return `${amount}${unit}`;
}

/** One to `max` lengths separated by spaces (a padding, a margin, a radius). */
export function cssLengths(value: unknown, max: number, options: LengthOptions = {}): string | null {
  const text = prepared(value);
  if (text === null) return null;
  const parts = text.split(" ");
  if (parts.length > max) return null;
  const lengths = parts.map((part) => cssLength(part, options));
  return lengths.every((length) => length !== null) ? lengths.join(" ") : null;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\((.*)\)$/i;

function channel(text: string): string | null {
  if (text.endsWith("%")) {
    const percent = number(text.slice(0, -1), 0, 100);
    return percent === null ? null : `${percent}%`;
  }
  return /^\d{1,3}$/.test(text) && Number(text) <= 255 ? String(Number(text)) : null;
}

function alpha(text: string): string | null {
  if (text.endsWith("%")) {
    const percent = number(text.slice(0, -1), 0, 100);
    return percent === null ? null : String(Number(percent) / 100);
  }
  return number(text, 0, 1);
}

/** `rgb(r, g, b)`, `rgba(r, g, b, a)` or the space syntax `rgb(r g b / a)`, as `rgb(…)`/`rgba(…)` with commas. */
function rgbColor(text: string): string | null {
  const match = RGB.exec(text);
  if (!match) return null;
  const inner = (match[1] ?? "").trim();
  let parts: string[];
  let alphaText: string | undefined;
  if (inner.includes(",")) {
    parts = inner.split(",").map((part) => part.trim());
    if (parts.length === 4) alphaText = parts.pop();
  } else {
    const [colour = "", after, ...rest] = inner.split("/").map((part) => part.trim());
    if (rest.length > 0) return null;
    parts = colour.split(" ");
    alphaText = after;
  }
  if (parts.length !== 3) return null;
  const channels = parts.map(channel);
  if (channels.some((value) => value === null)) return null;
  if (alphaText === undefined) return `rgb(${channels.join(", ")})`;
  const a = alpha(alphaText);
  return a === null ? null : `rgba(${channels.join(", ")}, ${a})`;
}

/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa, lower-cased), an rgb()/rgba() colour, or `transparent`. */
export function cssColor(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  const lower = text.toLowerCase();
  if (lower === "transparent") return lower;
  if (HEX.test(lower)) return lower;
  return rgbColor(lower);
}

/** Only a hex colour without transparency (#rgb or #rrggbb), lower-cased: what the branding stores. */
export function hexColor(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) ? text.toLowerCase() : null;
}

/** A duration from 0 to 5 seconds: `200ms`, `0.3s`, `0`. */
export function cssTime(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  const match = /^(\d{1,4}(?:\.\d{1,3})?|\.\d{1,3})(ms|s)?$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  if (amount === 0) return "0s";
  if (!unit) return null;
  const ms = unit === "s" ? amount * 1000 : amount;
  return ms <= 5000 ? `${amount}${unit}` : null;
}

/** Splits at `separator` outside parentheses: "0 1px rgba(0, 0, 0, 0.1), 0 2px #000" → two layers. */
function splitTopLevel(text: string, separator: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (depth < 0 || depth > 1) return null;
    if (char === separator && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  if (depth !== 0) return null;
  parts.push(current.trim());
  return parts.filter((part) => part !== "");
}

const SHADOW_LENGTH: LengthOptions = { negative: true };

/** One shadow: `[inset] <x> <y> [<blur> [<spread>]] [<colour>]`, the colour first or last. */
function shadowLayer(text: string): string | null {
  const tokens = splitTopLevel(text, " ");
  if (!tokens) return null;
  const inset = tokens[0]?.toLowerCase() === "inset";
  if (inset) tokens.shift();
  const isLength = (token: string | undefined) =>
    token !== undefined && cssLength(token, SHADOW_LENGTH) !== null;
  let colour: string | null = null;
  if (tokens.length > 0 && !isLength(tokens[tokens.length - 1])) {
    colour = cssColor(tokens.pop());
    if (colour === null) return null;
  } else if (tokens.length > 0 && !isLength(tokens[0])) {
    colour = cssColor(tokens.shift());
    if (colour === null) return null;
  }
  if (tokens.length < 2 || tokens.length > 4) return null;
  // The blur radius (third) cannot be negative; the offsets and the spread can.
  const lengths = tokens.map((token, index) => cssLength(token, index === 2 ? {} : SHADOW_LENGTH));
  if (lengths.some((length) => length === null)) return null;
  return [inset ? "inset" : null, ...lengths, colour].filter(Boolean).join(" ");
}

/** `none`, or one to three shadows separated by commas (a card's shadow, its hover shadow). */
export function cssShadow(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  if (text.toLowerCase() === "none") return "none";
  const layers = splitTopLevel(text, ",");
  if (!layers || layers.length === 0 || layers.length > 3) return null;
  const shadows = layers.map(shadowLayer);
  return shadows.every((shadow) => shadow !== null) ? shadows.join(", ") : null;
}

const TRANSFORM_LENGTH: LengthOptions = { negative: true, percent: true };

/** The transform functions a card's hover may use, each with how many arguments and of what kind. */
const TRANSFORMS: Record<string, { args: [number, number]; read: (arg: string) => string | null }> = {
  translatex: { args: [1, 1], read: (arg) => cssLength(arg, TRANSFORM_LENGTH) },
  translatey: { args: [1, 1], read: (arg) => cssLength(arg, TRANSFORM_LENGTH) },
  translate: { args: [1, 2], read: (arg) => cssLength(arg, TRANSFORM_LENGTH) },
  scale: { args: [1, 2], read: (arg) => number(arg, 0.5, 2) },
  scalex: { args: [1, 1], read: (arg) => number(arg, 0.5, 2) },
  scaley: { args: [1, 1], read: (arg) => number(arg, 0.5, 2) },
  rotate: {
    args: [1, 1],
    read: (arg) => {
      const match = /^(-?\d{1,3}(?:\.\d{1,2})?)deg$/i.exec(arg);
      return match && Math.abs(Number(match[1])) <= 45 ? `${Number(match[1])}deg` : null;
    },
  },
};
const TRANSFORM_NAMES: Record<string, string> = {
  translatex: "translateX",
  translatey: "translateY",
  translate: "translate",
  scale: "scale",
  scalex: "scaleX",
  scaley: "scaleY",
  rotate: "rotate",
};

/** `none`, or one to three allow-listed functions: translate(X/Y), scale(X/Y) 0.5–2, rotate ±45deg. */
export function cssTransform(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  if (text.toLowerCase() === "none") return "none";
  const calls = splitTopLevel(text, " ");
  if (!calls || calls.length === 0 || calls.length > 3) return null;
  const written: string[] = [];
  for (const call of calls) {
    const match = /^([a-z]+)\(([^()]*)\)$/i.exec(call);
    const name = match?.[1]?.toLowerCase() ?? "";
    const spec = TRANSFORMS[name];
    if (!match || !spec) return null;
    const args = (match[2] ?? "").split(",").map((arg) => arg.trim());
    if (args.length < spec.args[0] || args.length > spec.args[1]) return null;
    const read = args.map(spec.read);
    if (read.some((arg) => arg === null)) return null;
    written.push(`${TRANSFORM_NAMES[name]}(${read.join(", ")})`);
  }
  return written.join(" ");
}

/** `auto`, a number, or `width / height` (positive numbers), as `4 / 3`. */
export function cssAspectRatio(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  if (text.toLowerCase() === "auto") return "auto";
  const parts = text.split("/").map((part) => part.trim());
  if (parts.length > 2) return null;
  const numbers = parts.map((part) => number(part, 0.01, 9999));
  if (numbers.some((n) => n === null)) return null;
  return numbers.join(" / ");
}

export const TEXT_TRANSFORMS = ["none", "uppercase", "lowercase", "capitalize"] as const;

export function cssTextTransform(value: unknown): string | null {
  const text = prepared(value)?.toLowerCase();
  return text && (TEXT_TRANSFORMS as readonly string[]).includes(text) ? text : null;
}

export const FONT_WEIGHTS = ["100", "200", "300", "400", "500", "600", "700", "800", "900"] as const;

/** A weight the self-hosted variable fonts have (100–900 by 100), or `normal`/`bold`. */
export function cssFontWeight(value: unknown): string | null {
  const text = prepared(value)?.toLowerCase();
  if (text === "normal" || text === "bold") return text;
  return text && (FONT_WEIGHTS as readonly string[]).includes(text) ? text : null;
}

/** `normal`, a plain number from 0.8 to 3, or a length. */
export function cssLineHeight(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  if (text.toLowerCase() === "normal") return "normal";
  return number(text, 0.8, 3) ?? cssLength(text);
}

/** A self-hosted font family's name, as the site writes it. */
export function cssFontFamily(value: unknown): SelfHostedFont | null {
  const text = prepared(value);
  return SELF_HOSTED_FONTS.find((font) => font.toLowerCase() === text?.toLowerCase()) ?? null;
}

/** A picture of the site's own, by its path: a media library variant or a drawn scene. */
const SITE_PICTURE = [
  /^\/media\/library\/[a-z0-9]{16,40}\/\d{2,4}\.(?:webp|avif)$/,
  /^\/media\/scenes\/[a-z-]{1,40}\.\d{1,3}\.(?:svg|w\d{2,4}\.(?:webp|jpg))$/,
];

export function isSitePicture(path: string): boolean {
  return SITE_PICTURE.some((pattern) => pattern.test(path));
}

/**
 * A background picture: a path to one of the site's own pictures (written
 * back as the path; `cardBackgroundCss` makes it `url("…")`), or a linear
 * gradient of an angle or side and two or three colours.
 */
export function cssBackgroundImage(value: unknown): string | null {
  const text = prepared(value);
  if (text === null) return null;
  if (isSitePicture(text)) return text;
  const match = /^linear-gradient\((.*)\)$/i.exec(text);
  if (!match) return null;
  const parts = splitTopLevel(match[1] ?? "", ",");
  if (!parts || parts.length < 3 || parts.length > 4) return null;
  const [direction = "", ...colours] = parts;
  const angle = /^(-?\d{1,3})deg$/i.exec(direction);
  const side = /^to (top|bottom|left|right)( (top|bottom|left|right))?$/i.exec(direction);
  const start = angle ? `${Number(angle[1])}deg` : side ? direction.toLowerCase() : null;
  if (start === null || (angle && Math.abs(Number(angle[1])) > 360)) return null;
  const read = colours.map(cssColor);
  if (read.some((colour) => colour === null)) return null;
  return `linear-gradient(${[start, ...read].join(", ")})`;
}

/** The relative luminance of a #rgb or #rrggbb colour (WCAG 2), or null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const colour = hexColor(hex);
  if (!colour) return null;
  const digits =
    colour.length === 4
      ? colour
          .slice(1)
          .split("")
          .map((d) => d + d)
          .join("")
      : colour.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a plain hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const AA_CONTRAST = 4.5;
