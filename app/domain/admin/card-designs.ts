import type { CardDesign } from "#app/domain/catalogue/card-design";
import {
  CARD_STYLE_FIELDS,
  type CardStyleField,
  normalizeCardStyle,
  toCardDesign,
} from "#app/domain/catalogue/card-styles";
import { AA_CONTRAST, contrastRatio } from "#app/domain/css-values";
import {
  CARD_ALIGNMENTS,
  CARD_DESIGN_LIMITS,
  CARD_IMAGE_POSITIONS,
  CARD_LAYOUTS,
  type CardDesignFormValues,
  DESIGN_TYPE_PATTERN,
  styleInputName,
} from "./card-designs-fields";
import type { FormReader } from "./content-translations";
import { isPhotoPick, pickedPhotoUrl } from "./single-photo";

/**
 * The card design editor's form (issue 16, item 1): name, kind of card,
 * layout, and the styling fields of the spec, each checked against its own
 * CSS grammar (domain/catalogue/card-styles.ts). Pure and without zod: the
 * live preview reads the form with `readCardDesignValues` in the browser.
 */

const msg = (key: string) => `admin-branding:errors.${key}`;

export type CardDesignInput = {
  name: string;
  designType: string;
  layoutType: string;
  imagePosition: string;
  contentAlignment: string;
  isActive: boolean;
  /** Null: after the last design of its type. */
  displayOrder: number | null;
  /** Only the fields given, each written canonically. */
  styles: Partial<Record<CardStyleField, string>>;
};

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** What was posted, each field cut to twice its limit (enough to say it is too long). */
export function readCardDesignValues(read: FormReader): CardDesignFormValues {
  const styles = Object.fromEntries(
    CARD_STYLE_FIELDS.map((field) => [
      field,
      text(read, styleInputName(field), CARD_DESIGN_LIMITS.style * 2),
    ]),
  ) as Record<CardStyleField, string>;
  return {
    name: text(read, "name", CARD_DESIGN_LIMITS.name * 2),
    designType: text(read, "designType", CARD_DESIGN_LIMITS.designType * 2),
    layoutType: text(read, "layoutType", 20),
    imagePosition: text(read, "imagePosition", 20),
    contentAlignment: text(read, "contentAlignment", 20),
    isActive: read("isActive") === "on",
    displayOrder: text(read, "displayOrder", CARD_DESIGN_LIMITS.displayOrder * 2),
    styles,
  };
}

function includes(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

export function validateCardDesign(
  values: CardDesignFormValues,
): { ok: true; input: CardDesignInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = values.name.trim().replace(/\s+/g, " ");
  if (name === "") errors.name = msg("nameRequired");
  else if (name.length > CARD_DESIGN_LIMITS.name) errors.name = msg("tooLong");
  const designType = values.designType.trim();
  if (!DESIGN_TYPE_PATTERN.test(designType)) errors.designType = msg("designType");
  const layout = values.layoutType;
  if (!includes(CARD_LAYOUTS, layout)) errors.layoutType = msg("choice");
  else if (
    !includes(CARD_IMAGE_POSITIONS[layout as keyof typeof CARD_IMAGE_POSITIONS], values.imagePosition)
  ) {
    errors.imagePosition = msg("imagePosition");
  }
  if (!includes(CARD_ALIGNMENTS, values.contentAlignment)) errors.contentAlignment = msg("choice");
  const order = values.displayOrder.trim();
  if (order !== "" && !/^-?\d{1,6}$/.test(order)) errors.displayOrder = msg("displayOrder");
  const styles: Partial<Record<CardStyleField, string>> = {};
  for (const field of CARD_STYLE_FIELDS) {
    const typed = values.styles[field]?.trim() ?? "";
    if (typed === "") continue;
    const normalized = typed.length > CARD_DESIGN_LIMITS.style ? null : normalizeCardStyle(field, typed);
    if (normalized === null) errors[styleInputName(field)] = msg("style");
    else styles[field] = normalized;
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    input: {
      name,
      designType,
      layoutType: layout,
      imagePosition: values.imagePosition,
      contentAlignment: values.contentAlignment,
      isActive: values.isActive,
      displayOrder: order === "" ? null : Number(order),
      styles,
    },
  };
}

export function cardDesignFormValues(row: {
  name: string;
  designType: string;
  layoutType: string;
  imagePosition: string;
  contentAlignment: string;
  isActive: boolean;
  displayOrder: number;
  styles: Record<string, unknown> | null;
}): CardDesignFormValues {
  const stored = row.styles ?? {};
  const styles = Object.fromEntries(
    CARD_STYLE_FIELDS.map((field) => {
      const value = stored[field];
      return [field, typeof value === "string" || typeof value === "number" ? String(value) : ""];
    }),
  ) as Record<CardStyleField, string>;
  return {
    name: row.name,
    designType: row.designType,
    layoutType: row.layoutType,
    imagePosition: row.imagePosition,
    contentAlignment: row.contentAlignment,
    isActive: row.isActive,
    displayOrder: String(row.displayOrder),
    styles,
  };
}

/**
 * The design the live preview shows for what is typed: exactly what the
 * public card would make of it, so a value the save would refuse shows as
 * the card's own look, never as typed.
 */
export function previewDesign(values: CardDesignFormValues): CardDesign {
  return toCardDesign({
    layoutType: values.layoutType,
    imagePosition: values.imagePosition,
    contentAlignment: values.contentAlignment,
    styles: values.styles,
  });
}

/**
 * The heading colour against the card's background when both are plain hex
 * colours and read below WCAG AA (4.5:1): the ratio, for a warning; null otherwise.
 */
export function headingContrastWarning(values: CardDesignFormValues): number | null {
  // Without a background colour the card is white (styles/tour-card.css).
  const background = values.styles.backgroundColor.trim() || "#ffffff";
  const ratio = contrastRatio(values.styles.headingColorLight.trim(), background);
  return ratio !== null && ratio < AA_CONTRAST ? Math.round(ratio * 10) / 10 : null;
}

/**
 * The posted form: the picker's choice of a background (the form comes back
 * with it set, nothing saved), the Preview button (back with the preview of
 * what was typed, nothing saved), or the input to save, or the refused fields.
 */
export function readCardDesignForm(read: FormReader) {
  const values = readCardDesignValues(read);
  const intent = read("intent");
  if (isPhotoPick(intent)) {
    const picked = pickedPhotoUrl(read("pickImage"));
    const styles = picked ? { ...values.styles, backgroundImage: picked } : values.styles;
    return { kind: "unsaved" as const, values: { ...values, styles }, fieldErrors: {} };
  }
  const parsed = validateCardDesign(values);
  if (intent === "preview") {
    return { kind: "unsaved" as const, values, fieldErrors: parsed.ok ? {} : parsed.fieldErrors };
  }
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}
