import { describe, expect, it } from "vitest";
import { contentPageFormValues, readContentPageForm } from "./content-pages";
import { contentPageLabelKey, contentPagePath, isContentPageSlug } from "./content-pages-fields";

// The content pages editor's form (issue 16, item 1): title, summary and a
// Markdown body, cleaned on save in every language.

const HOSTILE = "Before.\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\nAfter.";

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return readContentPageForm((name) => form.get(name));
}

describe("the content page form", () => {
  it("saves the texts trimmed, the Markdown cleaned in English and in the translations", () => {
    const read = post({
      title: "  Travel   insurance ",
      metaDescription: " Why we ask for it. ",
      body: HOSTILE,
      "translations.de.title": "Reiseversicherung",
      "translations.de.body": HOSTILE,
    });
    if (read.kind !== "save") throw new Error(JSON.stringify(read));
    expect(read.input.title).toBe("Travel insurance");
    expect(read.input.metaDescription).toBe("Why we ask for it.");
    for (const body of [read.input.body, String(read.input.translations.de?.body)]) {
      expect(body).toContain("Before.");
      expect(body).toContain("After.");
      expect(body).not.toMatch(/onerror|javascript:/i);
    }
    expect(read.input.translations.de?.title).toBe("Reiseversicherung");
  });

  it("refuses an empty title or body, and overlong fields in any language", () => {
    const refusal = (fields: Record<string, string>) => {
      const read = post({ title: "Terms", metaDescription: "", body: "Text.", ...fields });
      return read.kind === "refused" ? read.fieldErrors : {};
    };
    expect(refusal({ title: "" }).title).toBe("admin-content:errors.titleRequired");
    expect(refusal({ body: " \n " }).body).toBe("admin-pages:errors.bodyRequired");
    expect(refusal({ title: "x".repeat(201) }).title).toBe("admin-content:errors.tooLong");
    expect(refusal({ metaDescription: "x".repeat(301) }).metaDescription).toBe(
      "admin-content:errors.tooLong",
    );
    expect(refusal({ body: "x".repeat(50_001) }).body).toBe("admin-content:errors.tooLong");
    expect(refusal({ "translations.zh.title": "长".repeat(201) }).translations).toBe(
      "admin-pages:errors.translationTooLong",
    );
  });

  it("answers a preview without validating (nothing is saved)", () => {
    expect(post({ title: "", body: "## Draft", intent: "preview" })).toMatchObject({
      kind: "preview",
      values: { body: "## Draft" },
    });
  });

  it("shows a stored page as typed", () => {
    expect(
      contentPageFormValues({ title: "Privacy", metaDescription: null, body: "Text.", translations: {} }),
    ).toEqual({ title: "Privacy", metaDescription: "", body: "Text.", translations: {} });
  });
});

describe("the five pages", () => {
  it("knows only the enum's slugs, and where the site shows each", () => {
    expect(isContentPageSlug("terms")).toBe(true);
    expect(isContentPageSlug("new")).toBe(false);
    expect(contentPagePath("story")).toBe("/about");
    expect(contentPagePath("privacy")).toBe("/privacy");
    expect(contentPageLabelKey("story")).toBe("about");
  });
});
