/**
 * A card design (table card_designs) as the tour card applies it: the layout
 * as data attributes, the styling fields as CSS custom properties that
 * `styles/tour-card.css` reads, each with the site's own look as fallback.
 * Only what the card needs in the browser; a stored row becomes a design in
 * card-styles.ts (`toCardDesign`), with the styling fields' validators.
 */
export type CardDesign = {
  layout: "vertical" | "horizontal";
  imagePosition: "top" | "bottom" | "left" | "right";
  alignment: "left" | "center" | "right";
  /** CSS custom properties, e.g. { "--card-radius": "1rem" }. */
  style: Record<string, string>;
};

export const CARD_LAYOUTS = ["vertical", "horizontal"] as const;
/** Where the picture may sit in each layout; the first is the layout's default. */
export const CARD_IMAGE_POSITIONS = {
  vertical: ["top", "bottom"],
  horizontal: ["left", "right"],
} as const satisfies Record<CardDesign["layout"], readonly CardDesign["imagePosition"][]>;
export const CARD_ALIGNMENTS = ["left", "center", "right"] as const;

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
