import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "#app/db/seed/blog-posts";
import {
  blogFormValues,
  readBlogPostForm,
  readBlogValues,
  readFeaturedImage,
  readTags,
  validateBlogPost,
} from "./blog";
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
  featuredImage: " /media/library/abcdefghijklmnopqrstuvwx/1600.webp ",
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
      featuredImage: "/media/library/abcdefghijklmnopqrstuvwx/1600.webp",
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

  it("takes the main picture from the media library (or a drawn scene), nothing else", () => {
    for (const url of [
      "/media/library/abcdefghijklmnopqrstuvwx/800.webp",
      "/media/library/abcdefghijklmnopqrstuvwx/400.avif",
      "/media/scenes/zebra-migration.10.svg",
    ]) {
      expect(readFeaturedImage(url), url).toEqual({ ok: true, url });
    }
    expect(readFeaturedImage("  ")).toEqual({ ok: true, url: null });
    for (const url of [
      // Outside addresses, even on an allowed image host: the library is where pictures come from.
      "https://evil.example/x.jpg",
      "https://images.example.com/a.jpg",
      "https://evil.example/media/library/abcdefghijklmnopqrstuvwx/800.webp",
      "//evil.example/x.jpg",
      // Other paths of this site, and library or scene addresses written any other way.
      "/media/does-not-exist.webp",
      "/images/a.jpg",
      "/media/library/abc/herd.webp",
      "/media/library/abcdefghijklmnopqrstuvwx/800.png",
      "/media/library/abcdefghijklmnopqrstuvwx/800.webp?x=1",
      "/media/library/x/../../media/library/abcdefghijklmnopqrstuvwx/800.webp",
      "/media/scenes/unicorn.1.svg",
      "/media/scenes/savannah.01.svg",
      "data:image/png;base64,AA",
      "javascript:alert(1)",
      "ftp://x/y.jpg",
    ]) {
      expect(readFeaturedImage(url), url).toEqual({ ok: false });
      expect(parse({ ...BASE, featuredImage: url })).toMatchObject({
        ok: false,
        fieldErrors: { featuredImage: "admin-content:errors.featuredImage" },
      });
    }
  });

  it("accepts every seeded post's main picture", () => {
    for (const post of BLOG_POSTS) {
      expect(readFeaturedImage(post.featuredImage ?? ""), post.slug).toMatchObject({ ok: true });
    }
  });

  it("reads the picker's choice: the form back with it as the main picture, nothing to save", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return (name: string) => data.get(name);
    };
    const picked = readBlogPostForm(
      form({
        ...BASE,
        title: "",
        intent: "addImage",
        pickImage: "/media/library/zyxwvutsrqponmlkjihgfedc/800.webp | Wildebeest crossing",
      }),
    );
    // Not validated: an empty title is no refusal yet.
    expect(picked).toEqual({
      kind: "picked",
      values: expect.objectContaining({
        title: "",
        featuredImage: "/media/library/zyxwvutsrqponmlkjihgfedc/800.webp",
        authorName: "Neema Mollel",
      }),
    });
    // Nothing chosen: the form back as typed.
    expect(readBlogPostForm(form({ ...BASE, intent: "addImage", pickImage: " " }))).toMatchObject({
      kind: "picked",
      values: { featuredImage: BASE.featuredImage },
    });
    expect(readBlogPostForm(form({ ...BASE, intent: "save" }))).toMatchObject({
      kind: "save",
      input: { featuredImage: "/media/library/abcdefghijklmnopqrstuvwx/1600.webp" },
    });
    expect(
      readBlogPostForm(form({ ...BASE, intent: "save", featuredImage: "https://evil.example/x.jpg" })),
    ).toMatchObject({
      kind: "refused",
      values: { title: BASE.title, featuredImage: "https://evil.example/x.jpg" },
      fieldErrors: { featuredImage: "admin-content:errors.featuredImage" },
    });
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
