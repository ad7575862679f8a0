import { CARD_ALIGNMENTS, CARD_IMAGE_POSITIONS, CARD_LAYOUTS } from "#app/domain/catalogue/card-design";
import { CARD_STYLE_FIELDS, type CardStyleField } from "#app/domain/catalogue/card-styles";

/**
 * The card design editor's limits, choices and form values (issue 16, item 1),
 * without the checks (card-designs.ts): pure, for the form in the browser.
 */

export const CARD_DESIGN_LIMITS = {
  name: 120,
  designType: 40,
  /** One styling value as typed (the longest grammar, three shadows, fits). */
  style: 160,
  displayOrder: 7,
} as const;

/** The kinds of card a design can style: only the tour card reads card_designs today. */
export const CARD_DESIGN_TYPES = ["tour_card"] as const;
/** A design type as stored: lower-case words joined by underscores. */
export const DESIGN_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export { CARD_ALIGNMENTS, CARD_IMAGE_POSITIONS, CARD_LAYOUTS };

/** How a styling field is typed in the form. */
export type CardStyleInput = "text" | "color" | "font" | "weight" | "case";

/** The form's fieldsets, in order, each with its fields and how each is typed. */
export const CARD_STYLE_GROUPS: ReadonlyArray<{
  key: "box" | "border" | "heading" | "hover";
  fields: ReadonlyArray<{ field: CardStyleField; input: CardStyleInput }>;
}> = [
  {
    key: "box",
    fields: [
      { field: "padding", input: "text" },
      { field: "margin", input: "text" },
      { field: "maxWidth", input: "text" },
      { field: "aspectRatio", input: "text" },
      { field: "backgroundColor", input: "color" },
    ],
  },
  {
    key: "border",
    fields: [
      { field: "borderWidth", input: "text" },
      { field: "borderColor", input: "color" },
      { field: "borderRadius", input: "text" },
      { field: "shadow", input: "text" },
      { field: "transitionDuration", input: "text" },
    ],
  },
  {
    key: "heading",
    fields: [
      { field: "headingFontFamily", input: "font" },
      { field: "headingFontWeight", input: "weight" },
      { field: "headingFontSize", input: "text" },
      { field: "headingLineHeight", input: "text" },
      { field: "headingLetterSpacing", input: "text" },
      { field: "headingTextTransform", input: "case" },
      { field: "headingMarginTop", input: "text" },
      { field: "headingMarginBottom", input: "text" },
      { field: "headingColorLight", input: "color" },
      { field: "headingColorDark", input: "color" },
    ],
  },
  {
    key: "hover",
    fields: [
      { field: "hoverTransform", input: "text" },
      { field: "hoverShadow", input: "text" },
    ],
  },
];

/** The input name of a styling field. */
export function styleInputName(field: CardStyleField): string {
  return `styles.${field}`;
}

export type CardDesignFormValues = {
  name: string;
  designType: string;
  layoutType: string;
  imagePosition: string;
  contentAlignment: string;
  isActive: boolean;
  displayOrder: string;
  /** Each styling field as typed; empty: the card's own look. */
  styles: Record<CardStyleField, string>;
};

export function emptyStyles(): Record<CardStyleField, string> {
  return Object.fromEntries(CARD_STYLE_FIELDS.map((field) => [field, ""])) as Record<CardStyleField, string>;
}

export const EMPTY_CARD_DESIGN: CardDesignFormValues = {
  name: "",
  designType: CARD_DESIGN_TYPES[0],
  layoutType: "vertical",
  imagePosition: "top",
  contentAlignment: "left",
  isActive: true,
  displayOrder: "",
  styles: emptyStyles(),
};
