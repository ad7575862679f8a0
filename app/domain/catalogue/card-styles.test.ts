import { describe, expect, expectTypeOf, it } from "vitest";
import type { CardDesignStyles } from "#app/db/schema/content";
import { CARD_DESIGNS } from "#app/db/seed/card-designs";
import { CARD_STYLE_FIELDS, type CardStyleField, cardStyleCss, normalizeCardStyle } from "./card-styles";

describe("the card design's styling fields", () => {
  it("are exactly the fields of the stored styles", () => {
    expectTypeOf<CardStyleField>().toEqualTypeOf<keyof CardDesignStyles>();
    expect(new Set(CARD_STYLE_FIELDS).size).toBe(CARD_STYLE_FIELDS.length);
  });

  it("accept every value of the demo designs as it is", () => {
    for (const design of CARD_DESIGNS) {
      for (const [field, value] of Object.entries(design.styles ?? {})) {
        expect(normalizeCardStyle(field, value), `${design.name}: ${field}`).toBe(value);
      }
    }
  });

  it("write fonts and pictures as CSS, and nothing for an unknown field", () => {
    expect(cardStyleCss("headingFontFamily", "Inter")).toBe("Inter, var(--font-display)");
    expect(cardStyleCss("backgroundImage", "/media/scenes/savannah.1.svg")).toBe(
      'url("/media/scenes/savannah.1.svg")',
    );
    expect(cardStyleCss("zIndex", "9")).toBeNull();
    expect(cardStyleCss("__proto__", "1px")).toBeNull();
    expect(cardStyleCss("padding", "red;background:url(javascript:alert(1))")).toBeNull();
  });
});
