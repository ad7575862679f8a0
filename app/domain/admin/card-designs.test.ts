import { describe, expect, it } from "vitest";
import {
  headingContrastWarning,
  previewDesign,
  readCardDesignForm,
  readCardDesignValues,
  validateCardDesign,
} from "./card-designs";
import { EMPTY_CARD_DESIGN } from "./card-designs-fields";

// The card design editor's form: every styling field checked against its
// own grammar, so no typed text reaches a card's style attribute as typed.

function reader(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return (name: string) => data.get(name);
}

const BASE = {
  name: "Savannah card",
  designType: "tour_card",
  layoutType: "vertical",
  imagePosition: "top",
  contentAlignment: "left",
  isActive: "on",
  displayOrder: "",
};

describe("the card design form", () => {
  it("keeps the styles given, written canonically, and leaves the empty ones out", () => {
    const parsed = validateCardDesign(
      readCardDesignValues(
        reader({
          ...BASE,
          "styles.padding": " 1.25REM  2rem ",
          "styles.shadow": "0 1px 3px rgba(31,81,53,.12)",
          "styles.headingFontFamily": "Inter",
          "styles.hoverTransform": "translatey(-4px)",
          "styles.margin": "",
        }),
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      input: expect.objectContaining({
        name: "Savannah card",
        isActive: true,
        displayOrder: null,
        styles: {
          padding: "1.25rem 2rem",
          shadow: "0 1px 3px rgba(31, 81, 53, 0.12)",
          headingFontFamily: "Inter",
          hoverTransform: "translateY(-4px)",
        },
      }),
    });
  });

  it("refuses hostile styling values beside their fields", () => {
    const hostile = {
      "styles.backgroundColor": "red;background:url(javascript:alert(1))",
      "styles.shadow": "expression(alert(1))",
      "styles.headingColorLight": "</style><script>alert(1)</script>",
      "styles.backgroundImage": "url(https://evil.example/x.png)",
      "styles.headingFontFamily": "Comic Sans MS",
      "styles.hoverTransform": "matrix(1,0,0,1,0,0)",
      "styles.padding": "1px;}body{display:none",
    };
    const parsed = validateCardDesign(readCardDesignValues(reader({ ...BASE, ...hostile })));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    for (const name of Object.keys(hostile))
      expect(parsed.fieldErrors[name], name).toBe("admin-branding:errors.style");
  });

  it("refuses a missing name, an unknown layout and a picture position that does not fit", () => {
    const parsed = validateCardDesign(
      readCardDesignValues(
        reader({ ...BASE, name: "  ", layoutType: "vertical", imagePosition: "left", displayOrder: "1.5" }),
      ),
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        name: "admin-branding:errors.nameRequired",
        imagePosition: "admin-branding:errors.imagePosition",
        displayOrder: "admin-branding:errors.displayOrder",
      },
    });
    const odd = validateCardDesign(
      readCardDesignValues(reader({ ...BASE, layoutType: "diagonal", designType: "Tour Card" })),
    );
    expect(odd.ok ? {} : odd.fieldErrors).toMatchObject({
      layoutType: "admin-branding:errors.choice",
      designType: "admin-branding:errors.designType",
    });
  });

  it("refuses oversized input instead of cutting it", () => {
    const parsed = validateCardDesign(
      readCardDesignValues(
        reader({ ...BASE, name: "x".repeat(121), "styles.padding": `${"1px ".repeat(100)}` }),
      ),
    );
    expect(parsed.ok ? {} : parsed.fieldErrors).toEqual({
      name: "admin-branding:errors.tooLong",
      "styles.padding": "admin-branding:errors.style",
    });
  });

  it("previews only what the public card would show", () => {
    const values = {
      ...EMPTY_CARD_DESIGN,
      layoutType: "horizontal",
      imagePosition: "right",
      styles: { ...EMPTY_CARD_DESIGN.styles, borderRadius: "2rem", backgroundColor: "red;x:y" },
    };
    expect(previewDesign(values)).toEqual({
      layout: "horizontal",
      imagePosition: "right",
      alignment: "left",
      style: { "--card-radius": "2rem" },
    });
  });

  it("comes back unsaved for the picker and the Preview button", () => {
    const picked = readCardDesignForm(
      reader({
        ...BASE,
        intent: "addImage",
        pickImage: "/media/library/abcdefghij0123456789/800.webp | Lions",
      }),
    );
    expect(picked.kind).toBe("unsaved");
    expect(picked.values.styles.backgroundImage).toBe("/media/library/abcdefghij0123456789/800.webp");
    const preview = readCardDesignForm(reader({ ...BASE, intent: "preview", "styles.margin": "x" }));
    expect(preview).toMatchObject({
      kind: "unsaved",
      fieldErrors: { "styles.margin": "admin-branding:errors.style" },
    });
    expect(readCardDesignForm(reader({ ...BASE, intent: "save" })).kind).toBe("save");
  });

  it("warns when the heading colour reads poorly on the card", () => {
    const styles = { ...EMPTY_CARD_DESIGN.styles, headingColorLight: "#d99a2b" };
    expect(headingContrastWarning({ ...EMPTY_CARD_DESIGN, styles })).toBeLessThan(4.5);
    expect(
      headingContrastWarning({ ...EMPTY_CARD_DESIGN, styles: { ...styles, backgroundColor: "#1c1917" } }),
    ).toBeNull();
    expect(headingContrastWarning(EMPTY_CARD_DESIGN)).toBeNull();
  });
});
