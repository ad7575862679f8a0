import { describe, expect, it } from "vitest";
import { CARD_DESIGNS } from "#app/db/seed/card-designs";
import { cardDesignAttributes } from "./card-design";
import { safeCssValue, toCardDesign } from "./card-styles";

describe("toCardDesign", () => {
  it("turns the seeded default design into layout and custom properties", () => {
    const seeded = CARD_DESIGNS.find((d) => d.isDefault)!;
    const design = toCardDesign({
      layoutType: seeded.layoutType ?? "vertical",
      imagePosition: seeded.imagePosition ?? "top",
      contentAlignment: seeded.contentAlignment ?? "left",
      styles: seeded.styles ?? {},
    });
    expect(design.layout).toBe("vertical");
    expect(design.imagePosition).toBe("top");
    expect(design.alignment).toBe("left");
    expect(design.style).toMatchObject({
      "--card-radius": "1rem",
      "--card-aspect": "4 / 3",
      "--card-heading-color": "#1f5135",
      "--card-hover-transform": "translateY(-4px)",
      "--card-hover-shadow": "0 12px 24px rgba(31, 81, 53, 0.18)",
      "--card-heading-font": "Fraunces, var(--font-display)",
    });
  });

  it("keeps positions that fit the layout and defaults the rest", () => {
    expect(
      toCardDesign({
        layoutType: "horizontal",
        imagePosition: "right",
        contentAlignment: "center",
        styles: {},
      }),
    ).toMatchObject({ layout: "horizontal", imagePosition: "right", alignment: "center" });
    expect(
      toCardDesign({ layoutType: "horizontal", imagePosition: "top", contentAlignment: "x", styles: null }),
    ).toMatchObject({ layout: "horizontal", imagePosition: "left", alignment: "left", style: {} });
    expect(
      toCardDesign({ layoutType: "diagonal", imagePosition: "left", contentAlignment: "left", styles: {} }),
    ).toMatchObject({ layout: "vertical", imagePosition: "top" });
  });

  it("ignores unknown fields", () => {
    expect(
      toCardDesign({
        layoutType: "vertical",
        imagePosition: "top",
        contentAlignment: "left",
        styles: { zIndex: "9" },
      }).style,
    ).toEqual({});
  });
});

describe("safeCssValue", () => {
  it("accepts plain values", () => {
    expect(safeCssValue("padding", "1rem 1.5rem")).toBe("1rem 1.5rem");
    expect(safeCssValue("shadow", "0 1px 3px rgba(0, 0, 0, 0.1)")).toBe("0 1px 3px rgba(0, 0, 0, 0.1)");
    expect(safeCssValue("headingFontWeight", 600)).toBe("600");
  });

  it("refuses anything that could escape the declaration or load a resource", () => {
    for (const value of [
      "red; position: fixed",
      "}body{display:none",
      "url(https://evil.example/x.png)",
      "expression(alert(1))",
      "<script>",
      "a\\62 c",
      "",
    ]) {
      expect(safeCssValue("backgroundColor", value), value).toBeNull();
    }
    expect(safeCssValue("padding", { a: 1 })).toBeNull();
  });

  it("allows gradients and same-origin images as a background", () => {
    expect(safeCssValue("backgroundImage", "linear-gradient(180deg, #fff, #eee)")).toBe(
      "linear-gradient(180deg, #fff, #eee)",
    );
    expect(safeCssValue("backgroundImage", "/media/scenes/savannah.1.svg")).toBe(
      'url("/media/scenes/savannah.1.svg")',
    );
    expect(safeCssValue("backgroundImage", "https://evil.example/x.png")).toBeNull();
  });
});

describe("cardDesignAttributes", () => {
  it("is empty without a design", () => {
    expect(cardDesignAttributes(null)).toEqual({});
  });

  it("gives data attributes and the style", () => {
    const attributes = cardDesignAttributes({
      layout: "horizontal",
      imagePosition: "left",
      alignment: "center",
      style: { "--card-radius": "0" },
    });
    expect(attributes).toEqual({
      "data-design": "",
      "data-layout": "horizontal",
      "data-image": "left",
      "data-align": "center",
      style: { "--card-radius": "0" },
    });
  });
});
