import { describe, expect, it } from "vitest";
import {
  brandingContrastWarnings,
  brandingFormValues,
  brandingMissing,
  readBrandingValues,
  validateBranding,
} from "./branding";
import type { BrandingFormValues } from "./branding-fields";

// The site branding form: English texts required, the other languages
// optional, colours only as hex, fonts only the site's own, and a warning
// (not a refusal) where text on a colour reads below WCAG AA.

function reader(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return (name: string) => data.get(name);
}

const VALID = {
  company_name: "Twiga Trails",
  logo_text: "Twiga",
  company_tagline: "Safaris from Arusha",
  "translations.de.company_tagline": "Safaris ab Arusha",
  "translations.zh.company_name": "长颈鹿之路",
  primary_color: "#1F5135",
  secondary_color: "#8a5a1c",
  accent_color: "#d99a2b",
  font_heading: "Fraunces",
  font_body: "Inter",
};

describe("the branding form", () => {
  it("reads five languages per text, leaving the empty ones to English", () => {
    const parsed = validateBranding(
      readBrandingValues(reader({ ...VALID, "translations.fr.logo_text": "  " })),
    );
    expect(parsed).toEqual({
      ok: true,
      input: {
        company_name: { en: "Twiga Trails", zh: "长颈鹿之路" },
        logo_text: { en: "Twiga" },
        company_tagline: { en: "Safaris from Arusha", de: "Safaris ab Arusha" },
        primary_color: "#1f5135",
        secondary_color: "#8a5a1c",
        accent_color: "#d99a2b",
        font_heading: "Fraunces",
        font_body: "Inter",
      },
    });
  });

  it("refuses a missing English text, hostile colours, other fonts and overlong texts", () => {
    const parsed = validateBranding(
      readBrandingValues(
        reader({
          ...VALID,
          company_name: " ",
          primary_color: "red;}</style><script>alert(1)</script>",
          accent_color: "rgb(0, 0, 0)",
          font_body: "Comic Sans MS",
          "translations.de.company_tagline": "x".repeat(121),
        }),
      ),
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        company_name: "admin-branding:errors.englishRequired",
        primary_color: "admin-branding:errors.hexColor",
        accent_color: "admin-branding:errors.hexColor",
        font_body: "admin-branding:errors.font",
        "translations.de.company_tagline": "admin-branding:errors.tooLong",
      },
    });
  });

  it("shows the stored rows, with the fallback where a row is missing or unusable", () => {
    const fallback: BrandingFormValues = {
      texts: {
        company_name: { en: "Kilele" },
        logo_text: { en: "K" },
        company_tagline: { en: "Tag", de: "Spruch" },
      },
      colors: { primary_color: "#111111", secondary_color: "#222222", accent_color: "#333333" },
      fonts: { font_heading: "Fraunces", font_body: "Inter" },
    };
    const values = brandingFormValues(
      [
        { configKey: "company_name", configValue: { en: "Twiga", de: "Giraffe" } },
        { configKey: "logo_text", configValue: { de: "no English" } },
        { configKey: "primary_color", configValue: "#abcdef" },
      ],
      fallback,
    );
    expect(values.texts.company_name).toEqual({ en: "Twiga", de: "Giraffe" });
    expect(values.texts.logo_text).toEqual({ en: "K" });
    expect(values.colors).toEqual({ ...fallback.colors, primary_color: "#abcdef" });
    expect(brandingMissing(values).de).toEqual(["logo_text"]);
    expect(brandingMissing(values).fr).toEqual(["company_name", "logo_text", "company_tagline"]);
  });

  it("warns about colours that text reads poorly on", () => {
    expect(
      brandingContrastWarnings({
        primary_color: "#1f5135",
        secondary_color: "#8a5a1c",
        accent_color: "#d99a2b",
      }),
    ).toEqual([]);
    const warnings = brandingContrastWarnings({
      primary_color: "#7fbf7f",
      secondary_color: "#8a5a1c",
      accent_color: "#3a3a3a",
    });
    expect(warnings.map((warning) => warning.key)).toEqual(["primary_color", "accent_color"]);
    for (const warning of warnings) expect(warning.ratio).toBeLessThan(4.5);
  });
});
