import { describe, expect, it } from "vitest";
import { readLanguages, readTeamMemberForm, teamMemberFormValues } from "./team";
import { TEAM_LIMITS } from "./team-fields";

// The team editor's form (issue 16, item 1): what is saved, what is refused
// beside which field, the languages' comma list, and the picker's post-back.

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return readTeamMemberForm((name) => form.get(name));
}

describe("the team member form", () => {
  it("reads a person to save, with the role and bio's translations", () => {
    const read = post({
      name: " Neema  Massawe ",
      role: " Operations Manager ",
      bio: "Plans every trip.\r\nAnswers at midnight.",
      photoUrl: "/media/scenes/portrait.2.svg",
      languages: "English, Swahili,, german ; German",
      yearsExperience: "14",
      isActive: "on",
      "translations.de.role": "Betriebsleiterin",
      "translations.de.bio": "Plant jede Reise.",
      intent: "save",
    });
    expect(read).toEqual({
      kind: "save",
      values: expect.anything(),
      input: {
        name: "Neema Massawe",
        role: "Operations Manager",
        bio: "Plans every trip.\nAnswers at midnight.",
        photoUrl: "/media/scenes/portrait.2.svg",
        languages: ["English", "Swahili", "german"],
        yearsExperience: 14,
        isActive: true,
        translations: { de: { role: "Betriebsleiterin", bio: "Plant jede Reise." } },
      },
    });
  });

  it("keeps optional fields empty as none, and hidden when unticked", () => {
    expect(post({ name: "Grace", role: "Guide", languages: "", yearsExperience: "" })).toMatchObject({
      kind: "save",
      input: { bio: null, photoUrl: null, languages: [], yearsExperience: null, isActive: false },
    });
  });

  it("names each refused field", () => {
    expect(
      post({
        name: "",
        role: "  ",
        bio: "b".repeat(TEAM_LIMITS.bio + 1),
        photoUrl: "ftp://example.com/a.jpg",
        languages: "English, Swahili",
        yearsExperience: "71",
      }),
    ).toMatchObject({
      kind: "refused",
      fieldErrors: {
        name: "admin-team:errors.nameRequired",
        role: "admin-team:errors.roleRequired",
        bio: "admin-content:errors.tooLong",
        photoUrl: "admin-content:errors.singleImageUrl",
        yearsExperience: "admin-team:errors.yearsExperience",
      },
    });
    for (const years of ["-1", "2.5", "ten"]) {
      expect(post({ name: "A", role: "B", yearsExperience: years })).toMatchObject({
        fieldErrors: { yearsExperience: "admin-team:errors.yearsExperience" },
      });
    }
  });

  it("caps the languages: their number and each one's length", () => {
    expect(readLanguages("Maa\nChagga")).toEqual({ ok: true, languages: ["Maa", "Chagga"] });
    const many = Array.from({ length: TEAM_LIMITS.languages + 1 }, (_, index) => `Language ${index}`);
    expect(readLanguages(many.join(", "))).toEqual({
      ok: false,
      error: "admin-team:errors.tooManyLanguages",
    });
    expect(readLanguages(`English, ${"x".repeat(TEAM_LIMITS.language + 1)}`)).toEqual({
      ok: false,
      error: "admin-team:errors.languageTooLong",
    });
    // A sentence typed without commas is one overlong "language", refused rather than cut.
    expect(
      post({ name: "A", role: "B", languages: "English Swahili French German Spanish Italian" }),
    ).toMatchObject({ fieldErrors: { languages: "admin-team:errors.languageTooLong" } });
  });

  it("sets the photo from the media picker without saving", () => {
    expect(
      post({ name: "", role: "", intent: "addImage", pickImage: "/media/library/p1/960.webp | Portrait" }),
    ).toEqual({
      kind: "picked",
      values: expect.objectContaining({ photoUrl: "/media/library/p1/960.webp" }),
    });
  });

  it("shows a stored person in the form, the languages as a comma list", () => {
    expect(
      teamMemberFormValues({
        name: "Joseph",
        role: "Founder",
        bio: null,
        photoUrl: null,
        languages: ["English", "Swahili", "Maa"],
        yearsExperience: 22,
        isActive: true,
        translations: { fr: { role: "Fondateur" } },
      }),
    ).toEqual({
      name: "Joseph",
      role: "Founder",
      bio: "",
      photoUrl: "",
      languages: "English, Swahili, Maa",
      yearsExperience: "22",
      isActive: true,
      translations: { fr: { role: "Fondateur" } },
    });
  });
});
