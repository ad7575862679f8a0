import { describe, expect, it } from "vitest";
import {
  destinationFormValues,
  experienceFormValues,
  readDestinationForm,
  readExperienceForm,
  readImageUrl,
} from "./places";
import { parentOptions } from "./places-fields";

// The destination and experience forms (issue 16, item 1): what is saved,
// what is refused beside which field, and the parent choices without cycles.

function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

describe("the destination form", () => {
  it("reads every field: lists one a line, months sorted, Markdown cleaned, translations", () => {
    const read = readDestinationForm(
      formData({
        name: "  Serengeti  ",
        slug: " Serengeti-National-Park ",
        country: "Tanzania",
        parentId: "4",
        shortDescription: "",
        description: "Plains.\n\n<script>x</script>[a](javascript:alert(1))",
        highlights: "Migration\r\n\r\n  Big cats ",
        wildlife: "Lion\nLeopard",
        bestMonths: ["9", "1", "13", "x", "1"],
        bestTimeNote: "June to October",
        featuredImage: "/media/library/a/b.webp",
        imageUrl: "https://images.example.com/c.jpg",
        isFeatured: "on",
        displayOrder: "",
        "translations.de.name": "Serengeti",
        "translations.de.highlights": "Migration\nGroßkatzen",
        "translations.zh.description": "<img src=x onerror=alert(1)>草原",
      }),
    );
    if (read.kind !== "save") throw new Error(JSON.stringify(read.fieldErrors));
    expect(read.input).toMatchObject({
      name: "Serengeti",
      slug: "serengeti-national-park",
      country: "Tanzania",
      parentId: 4,
      shortDescription: null,
      highlights: ["Migration", "Big cats"],
      wildlife: ["Lion", "Leopard"],
      bestMonths: [1, 9],
      bestTimeNote: "June to October",
      isFeatured: true,
      displayOrder: 0,
      translations: { de: { name: "Serengeti", highlights: ["Migration", "Großkatzen"] } },
    });
    expect(read.input.description).not.toMatch(/<script|javascript:/i);
    expect(read.input.translations.zh?.description).not.toMatch(/onerror/i);
  });

  it("refuses each wrong field beside it and keeps what was typed", () => {
    const read = readDestinationForm(
      formData({
        name: " ",
        slug: "Not a slug!",
        country: "",
        parentId: "-3",
        featuredImage: "javascript:alert(1)",
        imageUrl: "//evil.example.com/x.jpg",
        displayOrder: "1.5",
        description: "",
      }),
    );
    expect(read.kind).toBe("refused");
    if (read.kind !== "refused") return;
    expect(read.fieldErrors).toEqual({
      name: "admin-content:errors.nameRequired",
      country: "admin-content:errors.countryRequired",
      slug: "admin-content:errors.slugInvalid",
      parentId: "admin-content:errors.parent",
      featuredImage: "admin-content:errors.singleImageUrl",
      imageUrl: "admin-content:errors.singleImageUrl",
      displayOrder: "admin-content:errors.displayOrder",
    });
    expect(read.values).toMatchObject({ slug: "Not a slug!", imageUrl: "//evil.example.com/x.jpg" });
  });

  it("shows a saved destination as the form does", () => {
    expect(
      destinationFormValues({
        name: "Tarangire",
        slug: "tarangire",
        country: "Tanzania",
        parentId: null,
        shortDescription: null,
        description: "Baobabs.",
        highlights: ["Elephants", "Baobabs"],
        wildlife: [],
        bestMonths: [7],
        bestTimeNote: null,
        featuredImage: null,
        imageUrl: "/a.jpg",
        isFeatured: false,
        displayOrder: 2,
        translations: { fr: { highlights: ["Éléphants"] } },
      }),
    ).toMatchObject({
      parentId: "",
      shortDescription: "",
      highlights: "Elephants\nBaobabs",
      displayOrder: "2",
      translations: { fr: { highlights: "Éléphants" } },
    });
  });
});

describe("the experience form", () => {
  it("reads the price in dollars as cents and the hours with one decimal", () => {
    const read = readExperienceForm(
      formData({
        title: "Balloon Safari",
        category: "adventure",
        priceFrom: "599.99",
        durationHours: "3.5",
        highlights: "Sunrise\nChampagne breakfast",
        imageUrl: "",
        "translations.es.title": "Safari en globo",
      }),
    );
    if (read.kind !== "save") throw new Error(JSON.stringify(read.fieldErrors));
    expect(read.input).toMatchObject({
      title: "Balloon Safari",
      slug: null,
      parentId: null,
      category: "adventure",
      priceFrom: 59999,
      durationHours: 3.5,
      imageUrl: null,
      highlights: ["Sunrise", "Champagne breakfast"],
      translations: { es: { title: "Safari en globo" } },
    });
  });

  it("refuses an unknown category, a bad price and hours out of range", () => {
    const read = readExperienceForm(
      formData({ title: "X", category: "shopping", priceFrom: "12.345", durationHours: "1000" }),
    );
    expect(read.kind === "refused" && read.fieldErrors).toEqual({
      category: "admin-content:errors.category",
      priceFrom: "admin-content:errors.price",
      durationHours: "admin-content:errors.durationHours",
    });
    const zero = readExperienceForm(formData({ title: "X", category: "family", durationHours: "0" }));
    expect(zero.kind === "refused" && zero.fieldErrors).toEqual({
      durationHours: "admin-content:errors.durationHours",
    });
  });

  it("shows cents as dollars", () => {
    const row = {
      title: "Walk",
      slug: "walk",
      parentId: 3,
      category: "family",
      shortDescription: null,
      description: null,
      highlights: [],
      durationHours: 1.5,
      priceFrom: 4550,
      imageUrl: null,
      displayOrder: 0,
      translations: {},
    };
    expect(experienceFormValues(row)).toMatchObject({
      parentId: "3",
      priceFrom: "45.50",
      durationHours: "1.5",
    });
    expect(experienceFormValues({ ...row, priceFrom: 12000, durationHours: null })).toMatchObject({
      priceFrom: "120",
      durationHours: "",
    });
  });
});

describe("image addresses", () => {
  it("takes a path on this site or an http(s) address, nothing else", () => {
    expect(readImageUrl(" /media/a.webp ")).toEqual({ ok: true, url: "/media/a.webp" });
    expect(readImageUrl("https://x.example/a.jpg")).toEqual({ ok: true, url: "https://x.example/a.jpg" });
    expect(readImageUrl("")).toEqual({ ok: true, url: null });
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,xx",
      "//x.example/a.jpg",
      "/a b.jpg",
      "ftp://x/a",
    ]) {
      expect(readImageUrl(bad), bad).toEqual({ ok: false });
    }
  });
});

describe("parent choices", () => {
  const choices = [
    { id: 1, name: "Tanzania", parentId: null },
    { id: 2, name: "Serengeti", parentId: 1 },
    { id: 3, name: "Seronera", parentId: 2 },
    { id: 4, name: "Kenya", parentId: null },
    { id: 5, name: "Masai Mara", parentId: 4 },
  ];

  it("lists the tree in name order, children under their parent", () => {
    expect(parentOptions(choices).map((option) => [option.name, option.depth])).toEqual([
      ["Kenya", 0],
      ["Masai Mara", 1],
      ["Tanzania", 0],
      ["Serengeti", 1],
      ["Seronera", 2],
    ]);
  });

  it("leaves out the record itself and everything below it", () => {
    expect(parentOptions(choices, 2).map((option) => option.id)).toEqual([4, 5, 1]);
    expect(parentOptions(choices, 1).map((option) => option.id)).toEqual([4, 5]);
  });
});
