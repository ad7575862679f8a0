import { z } from "zod";
import type { Translations } from "#app/domain/content/translations";
import { type FormReader, readTranslations, translationsForForm } from "./content-translations";
import { readImageUrl } from "./places";
import { isPhotoPick, pickedPhotoUrl } from "./single-photo";
import { TEAM_LIMITS, type TeamMemberFormValues } from "./team-fields";

/**
 * The team editor's form (issue 16, item 1): a person's name, role and bio
 * (plain text, translated), photo, the languages they speak (a comma list,
 * shown as written: language names are the person's own words) and years of
 * experience. The place in the team's order is set by the list's up and
 * down buttons, not typed.
 */

const msg = (key: string) => `admin-team:errors.${key}`;
const TOO_LONG = "admin-content:errors.tooLong";

export type TeamMemberInput = {
  name: string;
  role: string;
  bio: string | null;
  photoUrl: string | null;
  languages: string[];
  yearsExperience: number | null;
  isActive: boolean;
  translations: Translations;
};

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The form as typed, each field cut to its length: what the page shows again after a refusal. */
export function readTeamMemberValues(read: FormReader): TeamMemberFormValues {
  return {
    name: text(read, "name", TEAM_LIMITS.name * 2),
    role: text(read, "role", TEAM_LIMITS.role * 2),
    bio: text(read, "bio", TEAM_LIMITS.bio * 2),
    photoUrl: text(read, "photoUrl", TEAM_LIMITS.photoUrl * 2),
    languages: text(read, "languages", (TEAM_LIMITS.language + 2) * TEAM_LIMITS.languages * 2),
    yearsExperience: text(read, "yearsExperience", 12),
    isActive: read("isActive") === "on",
    translations: translationsForForm(readTranslations(read, "teamMembers")),
  };
}

/**
 * The languages spoken, from "English, Swahili, Maa": trimmed, inner spaces
 * collapsed, empty items and repeats (in any case) dropped, in the order
 * typed. Refused when one is too long or there are too many.
 */
export function readLanguages(
  typed: string,
): { ok: true; languages: string[] } | { ok: false; error: string } {
  const languages: string[] = [];
  for (const item of typed.split(/[,;\n]/)) {
    const language = item.trim().replace(/\s+/g, " ");
    if (language === "") continue;
    if (language.length > TEAM_LIMITS.language) return { ok: false, error: msg("languageTooLong") };
    if (languages.some((known) => known.toLowerCase() === language.toLowerCase())) continue;
    languages.push(language);
  }
  if (languages.length > TEAM_LIMITS.languages) return { ok: false, error: msg("tooManyLanguages") };
  return { ok: true, languages };
}

const schema = z.object({
  name: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length > 0, { message: msg("nameRequired") })
    .refine((value) => value.length <= TEAM_LIMITS.name, { message: TOO_LONG }),
  role: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length > 0, { message: msg("roleRequired") })
    .refine((value) => value.length <= TEAM_LIMITS.role, { message: TOO_LONG }),
  bio: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length <= TEAM_LIMITS.bio, { message: TOO_LONG })
    .transform((value) => (value === "" ? null : value)),
  yearsExperience: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (/^\d{1,2}$/.test(value) && Number(value) <= TEAM_LIMITS.yearsExperience),
      {
        message: msg("yearsExperience"),
      },
    )
    .transform((value) => (value === "" ? null : Number(value))),
});

/** What is saved from the typed form, or the message of each refused field. */
export function validateTeamMember(
  values: TeamMemberFormValues,
  read: FormReader,
): { ok: true; input: TeamMemberInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  const languages = readLanguages(values.languages);
  if (!languages.ok) errors.languages = languages.error;
  const photo = readImageUrl(values.photoUrl);
  if (!photo.ok) errors.photoUrl = "admin-content:errors.singleImageUrl";
  if (!parsed.success || !languages.ok || !photo.ok) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    input: {
      ...parsed.data,
      photoUrl: photo.url,
      languages: languages.languages,
      isActive: values.isActive,
      translations: readTranslations(read, "teamMembers"),
    },
  };
}

/**
 * The posted form: the picker's choice (the form comes back with the photo
 * set, nothing saved), or the input to save, or the refused fields.
 */
export function readTeamMemberForm(read: FormReader) {
  const values = readTeamMemberValues(read);
  if (isPhotoPick(read("intent"))) {
    const picked = pickedPhotoUrl(read("pickImage"));
    return { kind: "picked" as const, values: picked ? { ...values, photoUrl: picked } : values };
  }
  const parsed = validateTeamMember(values, read);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}

/** A stored team member as the form shows it. */
export function teamMemberFormValues(row: {
  name: string;
  role: string;
  bio: string | null;
  photoUrl: string | null;
  languages: string[];
  yearsExperience: number | null;
  isActive: boolean;
  translations: Translations;
}): TeamMemberFormValues {
  return {
    name: row.name,
    role: row.role,
    bio: row.bio ?? "",
    photoUrl: row.photoUrl ?? "",
    languages: row.languages.join(", "),
    yearsExperience: row.yearsExperience === null ? "" : String(row.yearsExperience),
    isActive: row.isActive,
    translations: translationsForForm(row.translations),
  };
}
