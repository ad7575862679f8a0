import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES, TOUR_FAQ_CATEGORY } from "#app/db/seed/faqs";
import { readFaqValues, readMoveIntent, validateFaq } from "./faqs";
import { FAQ_GENERAL_CATEGORIES, FAQ_TOUR_CATEGORY } from "./faqs-fields";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const read = (name: string) => form.get(name);
  return validateFaq(readFaqValues(read), read);
}

describe("the FAQ form", () => {
  it("knows the seed's categories", () => {
    expect(FAQ_GENERAL_CATEGORIES).toEqual([...FAQ_CATEGORIES]);
    expect(FAQ_TOUR_CATEGORY).toBe(TOUR_FAQ_CATEGORY);
  });

  it("reads a general question, without a tour even if one was chosen", () => {
    const parsed = parse({
      category: "visas",
      tourId: "12",
      question: "  Do I need a visa? ",
      answer: "Yes.\r\n\r\nMost visitors do.",
      isActive: "on",
      displayOrder: "",
      "translations.fr.question": "Ai-je besoin d’un visa ?",
    });
    expect(parsed).toEqual({
      ok: true,
      input: {
        category: "visas",
        tourId: null,
        question: "Do I need a visa?",
        answer: "Yes.\n\nMost visitors do.",
        isActive: true,
        displayOrder: null,
        translations: { fr: { question: "Ai-je besoin d’un visa ?" } },
      },
    });
  });

  it("reads a tour's question with its tour, inactive when unticked", () => {
    const parsed = parse({ category: "tour", tourId: "7", question: "Q", answer: "A", displayOrder: "-3" });
    expect(parsed).toMatchObject({ ok: true, input: { tourId: 7, isActive: false, displayOrder: -3 } });
  });

  it("names each refused field", () => {
    expect(parse({ category: "gossip", question: "", answer: " ", displayOrder: "1.5" })).toEqual({
      ok: false,
      fieldErrors: {
        category: "admin-content:errors.faqCategory",
        question: "admin-content:errors.questionRequired",
        answer: "admin-content:errors.answerRequired",
        displayOrder: "admin-content:errors.displayOrder",
      },
    });
    expect(parse({ category: "tour", tourId: "x", question: "Q", answer: "A" })).toEqual({
      ok: false,
      fieldErrors: { tourId: "admin-content:errors.faqTour" },
    });
  });

  it("reads the list's move buttons", () => {
    expect(readMoveIntent("move-up:12")).toEqual({ id: 12, direction: "up" });
    expect(readMoveIntent("move-down:3")).toEqual({ id: 3, direction: "down" });
    for (const bad of ["move-up:0", "move-left:1", "move-up:x", null, "move-up:1234567890"]) {
      expect(readMoveIntent(bad)).toBeNull();
    }
  });
});
