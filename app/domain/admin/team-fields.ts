import { TRANSLATION_LIMITS } from "./content-translations";
import { PHOTO_URL_MAX } from "./single-photo";
import type { TranslationFormValues } from "./tours-fields";

/**
 * The team editor's limits (issue 16, item 1), without the validation
 * (team.ts), so that zod stays out of the page's JavaScript (decision 045).
 * The role is one line and the bio a paragraph or two of plain text, as the
 * translation tabs write them (content-translations.ts).
 */

export const TEAM_LIMITS = {
  name: 120,
  role: TRANSLATION_LIMITS.line,
  bio: TRANSLATION_LIMITS.text,
  photoUrl: PHOTO_URL_MAX,
  /** Languages spoken: how many, and each one's length ("Swahili", "Kichagga"). */
  languages: 12,
  language: 40,
  yearsExperience: 70,
} as const;

export type TeamMemberFormValues = {
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
  /** The languages spoken, separated by commas, as typed. */
  languages: string;
  yearsExperience: string;
  isActive: boolean;
  translations: TranslationFormValues;
};

export const EMPTY_TEAM_MEMBER: TeamMemberFormValues = {
  name: "",
  role: "",
  bio: "",
  photoUrl: "",
  languages: "English, Swahili",
  yearsExperience: "",
  isActive: true,
  translations: {},
};
