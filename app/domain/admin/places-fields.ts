import type { TranslationFormValues } from "./tours-fields";

/**
 * The destination and experience editors' limits and form shapes (issue 16,
 * item 1), without the validation (places.ts): the editors' pages import from
 * here so that zod stays out of their JavaScript (decision 045).
 */

export const PLACE_LIMITS = {
  name: 200,
  country: 100,
  shortDescription: 1000,
  description: 50_000,
  bestTimeNote: 2000,
  imageUrl: 2000,
  listItem: 300,
  listItems: 60,
} as const;

/** A destination as the form shows it: what was typed, as typed (lists as lines). */
export type DestinationFormValues = {
  name: string;
  slug: string;
  country: string;
  parentId: string;
  shortDescription: string;
  description: string;
  highlights: string;
  wildlife: string;
  bestMonths: number[];
  bestTimeNote: string;
  featuredImage: string;
  imageUrl: string;
  isFeatured: boolean;
  displayOrder: string;
  translations: TranslationFormValues;
};

export const EMPTY_DESTINATION: DestinationFormValues = {
  name: "",
  slug: "",
  country: "Tanzania",
  parentId: "",
  shortDescription: "",
  description: "",
  highlights: "",
  wildlife: "",
  bestMonths: [],
  bestTimeNote: "",
  featuredImage: "",
  imageUrl: "",
  isFeatured: false,
  displayOrder: "0",
  translations: {},
};

/** An experience as the form shows it (price in dollars, hours as typed). */
export type ExperienceFormValues = {
  title: string;
  slug: string;
  parentId: string;
  category: string;
  shortDescription: string;
  description: string;
  highlights: string;
  durationHours: string;
  priceFrom: string;
  imageUrl: string;
  displayOrder: string;
  translations: TranslationFormValues;
};

export const EMPTY_EXPERIENCE: ExperienceFormValues = {
  title: "",
  slug: "",
  parentId: "",
  category: "wildlife",
  shortDescription: "",
  description: "",
  highlights: "",
  durationHours: "",
  priceFrom: "",
  imageUrl: "",
  displayOrder: "0",
  translations: {},
};

/** A choice of parent: the record's id, its name, and its own parent (to show the tree). */
export type ParentChoice = { id: number; name: string; parentId: number | null };

/**
 * The parents a record may choose, as a tree in name order (each child under
 * its parent, `depth` deep): without the record itself and every record below
 * it, which would make a cycle (the save refuses those too).
 */
export function parentOptions(
  choices: readonly ParentChoice[],
  selfId?: number,
): Array<{ id: number; name: string; depth: number }> {
  const byParent = new Map<number | null, ParentChoice[]>();
  const ids = new Set(choices.map((choice) => choice.id));
  for (const choice of choices) {
    // A parent that is not in the list (gone) shows its child at the top.
    const parent = choice.parentId !== null && ids.has(choice.parentId) ? choice.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), choice]);
  }
  const options: Array<{ id: number; name: string; depth: number }> = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const choice of [...(byParent.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
      if (choice.id === selfId || seen.has(choice.id)) continue;
      seen.add(choice.id);
      options.push({ id: choice.id, name: choice.name, depth });
      walk(choice.id, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

/** What the delete confirmations count, in their order: while any is above 0, the record stays. */
export const DESTINATION_LINKS = ["children", "tours", "accommodations"] as const;
export const EXPERIENCE_LINKS = ["children"] as const;

/** The fields of each form that take one picture from the library, each with its own picker. */
export const DESTINATION_PICTURES = ["featuredImage", "imageUrl"] as const;
export const EXPERIENCE_PICTURES = ["imageUrl"] as const;
