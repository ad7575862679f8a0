import { describe, expect, it } from "vitest";
import { blogFormValues, readBlogValues, readTags, validateBlogPost } from "./blog";
import { blogState } from "./blog-fields";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const read = (name: string) => form.get(name);
  return validateBlogPost(readBlogValues(read), read);
}

const BASE = {
  title: "  When to see the   Great Migration ",
  slug: "",
  category: "Safari Planning",
  tags: "Serengeti, migration,, serengeti ,Photography",
  excerpt: "Month by month.\r\n",
  content: "## Calving\r\n\r\nFebruary in the south.",
  featuredImage: "/media/library/abc/herd.webp",
  authorName: "Neema Mollel",
  publishedAt: "2026-03-01T09:00",
  "translations.de.title": "Wann man die Große Migration sieht",
  "translations.de.content": "## Kalbezeit\n\n<img src=x onerror=alert(1)>",
};

describe("the blog form", () => {
  it("reads a post: trimmed, tags split and deduplicated, time from EAT to UTC, translations", () => {
    const parsed = parse(BASE);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    expect(parsed.input).toMatchObject({
      title: "When to see the Great Migration",
      slug: null,
      category: "Safari Planning",
      tags: ["Serengeti", "migration", "Photography"],
      excerpt: "Month by month.",
      content: "## Calving\n\nFebruary in the south.",
      featuredImage: "/media/library/abc/herd.webp",
      authorName: "Neema Mollel",
    });
    expect(parsed.input.publishedAt?.toISOString()).toBe("2026-03-01T06:00:00.000Z");
    expect(parsed.input.translations.de?.title).toBe("Wann man die Große Migration sieht");
    // The translated Markdown is cleaned too.
    expect(String(parsed.input.translations.de?.content)).not.toMatch(/onerror/i);
  });

  it("cleans the Markdown on save", () => {
    const parsed = parse({
      ...BASE,
      content:
        "Text\n\n<img src=x onerror=alert(1)>\n\n<svg><script>alert(1)</script></svg>\n\n[x](javascript:alert(1))",
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    expect(parsed.input.content).toContain("Text");
    expect(parsed.input.content).not.toMatch(/onerror|<script|<svg|javascript:/i);
  });

  it("leaves an empty publication time for the moment of publishing, and empty optional fields null", () => {
    const parsed = parse({ ...BASE, publishedAt: " ", featuredImage: "", excerpt: "", tags: "" });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    expect(parsed.input).toMatchObject({ publishedAt: null, featuredImage: null, excerpt: null, tags: [] });
  });

  it("names each refused field", () => {
    const parsed = parse({
      title: " ",
      slug: "Not a slug!",
      category: "",
      tags: "x".repeat(41),
      content: "<script>alert(1)</script>",
      featuredImage: "javascript:alert(1)",
      authorName: "",
      publishedAt: "2026-02-30T10:00",
    });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        title: "admin-content:errors.titleRequired",
        slug: "admin-content:errors.slugInvalid",
        category: "admin-content:errors.blogCategoryRequired",
        tags: "admin-content:errors.tagTooLong",
        content: "admin-content:errors.contentRequired",
        featuredImage: "admin-content:errors.featuredImage",
        authorName: "admin-content:errors.authorRequired",
        publishedAt: "admin-content:errors.publishedAt",
      },
    });
  });

  it("refuses pictures that are not on our site or http(s)", () => {
    for (const url of ["//evil.example/x.jpg", "data:image/png;base64,AA", "ftp://x/y.jpg", "/a b.jpg"]) {
      const parsed = parse({ ...BASE, featuredImage: url });
      expect(parsed.ok, url).toBe(false);
    }
    expect(parse({ ...BASE, featuredImage: "https://images.example.com/a.jpg" }).ok).toBe(true);
  });

  it("caps the number of tags", () => {
    expect(readTags(Array.from({ length: 21 }, (_, i) => `t${i}`).join(","))).toEqual({
      ok: false,
      error: "admin-content:errors.tooManyTags",
    });
  });

  it("shows a saved post in the form with its time in EAT", () => {
    const values = blogFormValues({
      title: "T",
      slug: "t",
      category: "C",
      tags: ["a", "b"],
      excerpt: null,
      content: "x",
      featuredImage: null,
      authorName: "A",
      publishedAt: new Date("2026-03-01T06:00:00Z"),
      translations: { de: { title: "D" } },
    });
    expect(values).toMatchObject({ tags: "a, b", excerpt: "", publishedAt: "2026-03-01T09:00" });
    expect(values.translations.de?.title).toBe("D");
  });

  it("tells draft, scheduled and published apart", () => {
    const now = new Date("2026-03-01T06:00:00Z");
    expect(blogState({ isPublished: false, publishedAt: null }, now)).toBe("draft");
    expect(blogState({ isPublished: true, publishedAt: new Date("2026-03-01T06:00:01Z") }, now)).toBe(
      "scheduled",
    );
    expect(blogState({ isPublished: true, publishedAt: now }, now)).toBe("published");
  });
});
