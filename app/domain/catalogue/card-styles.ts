import {
  cssAspectRatio,
  cssBackgroundImage,
  cssColor,
  cssFontFamily,
  cssFontWeight,
  cssLength,
  cssLengths,
  cssLineHeight,
  cssShadow,
  cssTextTransform,
  cssTime,
  cssTransform,
} from "#app/domain/css-values";
import { CARD_ALIGNMENTS, CARD_IMAGE_POSITIONS, CARD_LAYOUTS, type CardDesign } from "./card-design";

/**
 * The styling fields of a card design (spec section 3), one rule each: which
 * CSS custom property of `styles/tour-card.css` it sets and which grammar of
 * `domain/css-values.ts` its value must follow. The editor refuses a value
 * that does not (`normalizeCardStyle`), and the public card drops one that
 * does not (`cardStyleCss`), so a row written some other way cannot put
 * arbitrary text into a card's style attribute either.
 */

/** The fields of `CardDesignStyles` (db/schema/content.ts; card-styles.test.ts holds the two together). */
export type CardStyleField =
  | "padding"
  | "margin"
  | "maxWidth"
  | "aspectRatio"
  | "backgroundColor"
  | "backgroundImage"
  | "borderWidth"
  | "borderColor"
  | "borderRadius"
  | "shadow"
  | "transitionDuration"
  | "headingFontFamily"
  | "headingFontWeight"
  | "headingFontSize"
  | "headingLineHeight"
  | "headingLetterSpacing"
  | "headingTextTransform"
  | "headingMarginTop"
  | "headingMarginBottom"
  | "headingColorLight"
  | "headingColorDark"
  | "hoverTransform"
  | "hoverShadow";

type Rule = {
  property: `--card-${string}`;
  /** The value as stored, written out canonically, or null when it breaks the field's grammar. */
  normalize: (value: unknown) => string | null;
  /** The stored value as CSS (by default the value itself). */
  css?: (value: string) => string;
};

const length = (value: unknown) => cssLength(value);
const widthLength = (value: unknown) =>
  cssLength(value, { percent: true, viewport: true, keywords: ["none"] });

export const CARD_STYLE_RULES: Record<CardStyleField, Rule> = {
  padding: { property: "--card-padding", normalize: (v) => cssLengths(v, 4) },
  margin: { property: "--card-margin", normalize: (v) => cssLengths(v, 4, { keywords: ["auto"] }) },
  maxWidth: { property: "--card-max-width", normalize: widthLength },
  aspectRatio: { property: "--card-aspect", normalize: cssAspectRatio },
  backgroundColor: { property: "--card-bg", normalize: cssColor },
  backgroundImage: {
    property: "--card-bg-image",
    normalize: cssBackgroundImage,
    // A path is one of the site's own pictures (the grammar allows no quote or bracket in it).
    css: (value) => (value.startsWith("/") ? `url("${value}")` : value),
  },
  borderWidth: { property: "--card-border-width", normalize: length },
  borderColor: { property: "--card-border-color", normalize: cssColor },
  borderRadius: { property: "--card-radius", normalize: (v) => cssLengths(v, 4, { percent: true }) },
  shadow: { property: "--card-shadow", normalize: cssShadow },
  transitionDuration: { property: "--card-transition", normalize: cssTime },
  headingFontFamily: {
    property: "--card-heading-font",
    normalize: cssFontFamily,
    // The site's heading font behind it, for the characters the family lacks (and before it loads).
    css: (value) => `${value}, var(--font-display)`,
  },
  headingFontWeight: { property: "--card-heading-weight", normalize: cssFontWeight },
  headingFontSize: { property: "--card-heading-size", normalize: length },
  headingLineHeight: { property: "--card-heading-line", normalize: cssLineHeight },
  headingLetterSpacing: {
    property: "--card-heading-spacing",
    normalize: (v) => cssLength(v, { negative: true, keywords: ["normal"] }),
  },
  headingTextTransform: { property: "--card-heading-transform", normalize: cssTextTransform },
  headingMarginTop: { property: "--card-heading-mt", normalize: length },
  headingMarginBottom: { property: "--card-heading-mb", normalize: length },
  headingColorLight: { property: "--card-heading-color", normalize: cssColor },
  headingColorDark: { property: "--card-heading-color-dark", normalize: cssColor },
  hoverTransform: { property: "--card-hover-transform", normalize: cssTransform },
  hoverShadow: { property: "--card-hover-shadow", normalize: cssShadow },
};

export const CARD_STYLE_FIELDS = Object.keys(CARD_STYLE_RULES) as CardStyleField[];

export function isCardStyleField(name: string): name is CardStyleField {
  return Object.hasOwn(CARD_STYLE_RULES, name);
}

/** A styling field's value as stored, or null when the field is unknown or the value breaks its grammar. */
export function normalizeCardStyle(field: string, value: unknown): string | null {
  return isCardStyleField(field) ? CARD_STYLE_RULES[field].normalize(value) : null;
}

/** A styling field's value as CSS for its custom property, or null to keep the card's own look. */
export function cardStyleCss(field: string, value: unknown): string | null {
  if (!isCardStyleField(field)) return null;
  const rule = CARD_STYLE_RULES[field];
  const normalized = rule.normalize(value);
  if (normalized === null) return null;
  return rule.css ? rule.css(normalized) : normalized;
}

/** A card_designs row as the public card reads it. */
export type CardDesignRow = {
  layoutType: string;
  imagePosition: string;
  contentAlignment: string;
  styles: Record<string, unknown> | null;
};

/** A styling value as CSS for its custom property, or null to use the default look. */
export function safeCssValue(name: string, value: unknown): string | null {
  return cardStyleCss(name, value);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * A stored design as the tour card applies it: unknown layouts and positions
 * fall back to the first choice, and a styling value that breaks its field's
 * grammar is dropped (the card's own look), whatever wrote the row.
 */
export function toCardDesign(row: CardDesignRow): CardDesign {
  const layout = oneOf(row.layoutType, CARD_LAYOUTS, "vertical");
  const positions = CARD_IMAGE_POSITIONS[layout];
  const style: Record<string, string> = {};
  for (const [field, value] of Object.entries(row.styles ?? {})) {
    if (!isCardStyleField(field)) continue;
    const css = cardStyleCss(field, value);
    if (css !== null) style[CARD_STYLE_RULES[field].property] = css;
  }
  return {
    layout,
    imagePosition: oneOf(row.imagePosition, positions, positions[0]),
    alignment: oneOf(row.contentAlignment, CARD_ALIGNMENTS, "left"),
    style,
  };
}
