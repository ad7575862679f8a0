import { describe, expect, it } from "vitest";
import { faqPageJsonLd, groupFaqs, humanizeCategory } from "./faq-groups";

const row = (id: number, category: string) => ({ id, category, question: `Q${id}?`, answer: `A${id}.` });

describe("groupFaqs", () => {
  it("groups by category in the page's order, unknown categories last and alphabetically", () => {
    const groups = groupFaqs([
      row(1, "visas"),
      row(2, "zebras"),
      row(3, "booking"),
      row(4, "visas"),
      row(5, "accessibility"),
      row(6, "payment"),
    ]);
    expect(groups.map((g) => g.category)).toEqual(["booking", "payment", "visas", "accessibility", "zebras"]);
    expect(groups[2]?.items.map((i) => i.id)).toEqual([1, 4]);
    expect(groups[2]?.items[0]).toEqual({ id: 1, question: "Q1?", answer: "A1." });
  });
});

describe("faqPageJsonLd", () => {
  it("is a FAQPage with every question and its answer", () => {
    const data = faqPageJsonLd(groupFaqs([row(1, "booking"), row(2, "payment")]));
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
        { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
      ],
    });
  });
});

describe("humanizeCategory", () => {
  it("turns a key into a heading", () => {
    expect(humanizeCategory("health_safety")).toBe("Health safety");
    expect(humanizeCategory("kilimanjaro")).toBe("Kilimanjaro");
  });
});
