/**
 * A card design (table card_designs) as the tour card applies it: the layout
 * as data attributes, the styling fields as CSS custom properties that
 * `styles/tour-card.css` reads, each with the site's own look as fallback.
 */
export type CardDesign = {
  layout: "vertical" | "horizontal";
  imagePosition: "top" | "bottom" | "left" | "right";
  alignment: "left" | "center" | "right";
  /** CSS custom properties, e.g. { "--card-radius": "1rem" }. */
  style: Record<string, string>;
};

export type CardDesignRow = {
  layoutType: string;
  imagePosition: string;
  contentAlignment: string;
  styles: Record<string, unknown> | null;
};

/** Which styling field sets which custom property. */
const PROPERTIES: Record<string, string> = {
  padding: "--card-padding",
  margin: "--card-margin",
  maxWidth: "--card-max-width",
  aspectRatio: "--card-aspect",
  backgroundColor: "--card-bg",
  backgroundImage: "--card-bg-image",
  borderWidth: "--card-border-width",
  borderColor: "--card-border-color",
  borderRadius: "--card-radius",
  shadow: "--card-shadow",
  transitionDuration: "--card-transition",
  headingFontFamily: "--card-heading-font",
  headingFontWeight: "--card-heading-weight",
  headingFontSize: "--card-heading-size",
  headingLineHeight: "--card-heading-line",
  headingLetterSpacing: "--card-heading-spacing",
  headingTextTransform: "--card-heading-transform",
  headingMarginTop: "--card-heading-mt",
  headingMarginBottom: "--card-heading-mb",
  headingColorLight: "--card-heading-color",
  headingColorDark: "--card-heading-color-dark",
  hoverTransform: "--card-hover-transform",
  hoverShadow: "--card-hover-shadow",
};

// Values are written into a style attribute: plain CSS values only, nothing
// that could end the declaration, open a block or load something from elsewhere.
const SAFE_VALUE = /^[\w\s#%.,()+\-/'"]{1,160}$/;
const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\(/;
const SAME_ORIGIN_PATH = /^\/[\w\-./]{1,200}$/;

/** A styling value fit for a custom property, or null to use the default look. */
export function safeCssValue(name: string, value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim();
  if (!text) return null;
  if (name === "backgroundImage") {
    if (SAME_ORIGIN_PATH.test(text)) return `url("${text}")`;
    return GRADIENT.test(text) && SAFE_VALUE.test(text) && !/url\(/i.test(text) ? text : null;
  }
  if (!SAFE_VALUE.test(text) || /url\(|expression\(|image-set\(|@import/i.test(text)) return null;
  if (name === "headingFontFamily") return `${text}, var(--font-display)`;
  return text;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function toCardDesign(row: CardDesignRow): CardDesign {
  const layout = oneOf(row.layoutType, ["vertical", "horizontal"] as const, "vertical");
  const positions = layout === "horizontal" ? (["left", "right"] as const) : (["top", "bottom"] as const);
  const style: Record<string, string> = {};
  for (const [field, value] of Object.entries(row.styles ?? {})) {
    const property = PROPERTIES[field];
    if (!property) continue;
    const css = safeCssValue(field, value);
    if (css !== null) style[property] = css;
  }
  return {
    layout,
    imagePosition: oneOf(row.imagePosition, positions, positions[0]),
    alignment: oneOf(row.contentAlignment, ["left", "center", "right"] as const, "left"),
    style,
  };
}

/** The attributes a card element takes from its design (none without one). */
export function cardDesignAttributes(design: CardDesign | null | undefined): {
  "data-design"?: string;
  "data-layout"?: string;
  "data-image"?: string;
  "data-align"?: string;
  /** CSS custom properties, for a `style` attribute. */
  style?: Record<string, string>;
} {
  if (!design) return {};
  return {
    "data-design": "",
    "data-layout": design.layout,
    "data-image": design.imagePosition,
    "data-align": design.alignment,
    style: design.style,
  };
}
