import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, blogPosts, mediaAssets } from "#app/db/schema/index";
import { BLOG_POSTS } from "#app/db/seed/blog-posts";
import { type BlogPostInput, blogFormValues, readBlogValues, validateBlogPost } from "#app/domain/admin/blog";
import { libraryImageUrl } from "#app/domain/media/upload";
import { redirectCache } from "#app/modules/admin/redirects/cache.server";
import { getPublishedPost, listPublishedPosts } from "#app/modules/content/blog.server";
import { renderMarkdown } from "#app/modules/content/markdown.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import {
  createBlogPost,
  deleteBlogPost,
  findBlogPost,
  listBlogPosts,
  setBlogPostPublished,
  updateBlogPost,
} from "./blog.server";
import { previewMarkdown } from "./form.server";

// The blog editor's saves (issue 16, item 1): drafts, edits over a version,
// publishing now or at a time to come (scheduled), the 301 of a public
// post's slug change, deletes, the audit rows, and Markdown that cannot
// carry a script onto the public page.

setUpTestDatabase();

let staffId = "";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});

function form(fields: Record<string, string>): BlogPostInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const read = (name: string) => data.get(name);
  const parsed = validateBlogPost(readBlogValues(read), read);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.input;
}

const HOSTILE = [
  "Before the storm.",
  "<img src=x onerror=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "[x](javascript:alert(1))",
  "After.",
].join("\n\n");

const BASE = {
  title: "Große Migration im Februar",
  slug: "",
  category: "Safari Planning",
  tags: "Serengeti, calving",
  excerpt: "Calving season.",
  content: "## Calving\n\nThe southern plains.",
  featuredImage: "",
  authorName: "Neema Mollel",
  publishedAt: "",
  "translations.de.title": "Große Migration im Februar",
};

const NO_DANGER = /onerror|<script|<svg|javascript:/i;

async function auditOf(id: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "blog_post"), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);
}

describe("the blog editor's saves", () => {
  it("creates a draft, edits and publishes it, with audit rows", async () => {
    const created = await createBlogPost(form(BASE), staffId);
    if (!created.ok) throw new Error(created.message);
    const post = await findBlogPost(created.id);
    expect(post).toMatchObject({
      slug: "grosse-migration-im-februar",
      isPublished: false,
      publishedAt: null,
      tags: ["Serengeti", "calving"],
      translations: { de: { title: "Große Migration im Februar" } },
    });
    expect(await getPublishedPost("grosse-migration-im-februar")).toBeNull();

    const { rows } = await listBlogPosts({ q: "migration", sort: "title", dir: "asc", page: 1, filters: {} });
    // German misses the excerpt and the content; French everything.
    expect(rows.map((row) => [row.id, row.gaps.de, row.gaps.fr])).toEqual([[created.id, 2, 3]]);

    expect(
      await updateBlogPost(created.id, 0, form({ ...BASE, excerpt: "Calving, in February." }), staffId),
    ).toEqual({ ok: true, redirected: false });
    const published = await setBlogPostPublished(created.id, 1, true, staffId);
    expect(published).toEqual({ ok: true, scheduled: false });
    const live = await getPublishedPost("grosse-migration-im-februar");
    expect(live).toMatchObject({ id: created.id, excerpt: "Calving, in February." });
    expect((await findBlogPost(created.id))?.publishedAt).toBeInstanceOf(Date);

    expect(await setBlogPostPublished(created.id, 2, false, staffId)).toEqual({ ok: true, scheduled: false });
    expect(await getPublishedPost("grosse-migration-im-februar")).toBeNull();

    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual([
      "blog.create",
      "blog.update",
      "blog.publish",
      "blog.unpublish",
    ]);
    expect(audit[1]).toMatchObject({
      before: { excerpt: "Calving season." },
      after: { excerpt: "Calving, in February." },
    });
    expect(audit[2]).toMatchObject({ before: { isPublished: false }, after: { isPublished: true } });
    expect(audit.every((row) => row.actorUserId === staffId)).toBe(true);
  });

  it("schedules a post with a future time (EAT): the public blog shows it only from then", async () => {
    const created = await createBlogPost(
      form({ ...BASE, title: "Scheduled Story", publishedAt: "2099-01-01T09:00" }),
      staffId,
    );
    if (!created.ok) throw new Error(created.message);
    expect((await findBlogPost(created.id))?.publishedAt?.toISOString()).toBe("2099-01-01T06:00:00.000Z");
    expect(await setBlogPostPublished(created.id, 0, true, staffId)).toEqual({ ok: true, scheduled: true });
    // Today: not on the blog; from its time (EAT 09:00 = 06:00 UTC): there.
    expect(await getPublishedPost("scheduled-story")).toBeNull();
    expect(await getPublishedPost("scheduled-story", new Date("2099-01-01T05:59:59Z"))).toBeNull();
    expect(await getPublishedPost("scheduled-story", new Date("2099-01-01T06:00:00Z"))).toMatchObject({
      id: created.id,
    });
    const listed = await listPublishedPosts({ category: null, page: 1, perPage: 50 });
    expect(listed.posts.map((p) => p.id)).not.toContain(created.id);

    const filter = (state: "draft" | "scheduled" | "published") =>
      listBlogPosts({ q: "", sort: "updated", dir: "desc", page: 1, filters: { state } });
    expect((await filter("scheduled")).rows.map((row) => row.id)).toContain(created.id);
    expect((await filter("published")).rows.map((row) => row.id)).not.toContain(created.id);
    expect((await filter("draft")).rows.map((row) => row.id)).not.toContain(created.id);
  });

  it("refuses a save over a stale version, keeping what was stored", async () => {
    const created = await createBlogPost(form({ ...BASE, title: "Stale Story" }), staffId);
    if (!created.ok) throw new Error(created.message);
    expect(await updateBlogPost(created.id, 0, form({ ...BASE, title: "First" }), staffId)).toMatchObject({
      ok: true,
    });
    expect(await updateBlogPost(created.id, 0, form({ ...BASE, title: "Second" }), staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findBlogPost(created.id)).toMatchObject({ title: "First", version: 1 });
    expect(await setBlogPostPublished(created.id, 0, true, staffId)).toMatchObject({ status: 409 });
    expect(await deleteBlogPost(created.id, 0, staffId)).toMatchObject({ status: 409 });
  });

  it("refuses a slug another post has, beside the field; numbers a generated one", async () => {
    const first = await createBlogPost(form({ ...BASE, title: "Twin Story" }), staffId);
    const second = await createBlogPost(form({ ...BASE, title: "Twin Story" }), staffId);
    if (!first.ok || !second.ok) throw new Error("not created");
    expect((await findBlogPost(second.id))?.slug).toBe("twin-story-2");
    expect(
      await updateBlogPost(second.id, 0, form({ ...BASE, title: "Twin Story", slug: "twin-story" }), staffId),
    ).toMatchObject({ ok: false, status: 400, field: "slug", message: "admin-content:errors.slugTaken" });
    expect(await createBlogPost(form({ ...BASE, slug: "twin-story" }), staffId)).toMatchObject({
      ok: false,
      field: "slug",
    });
  });

  it("leaves a 301 when a public post's slug changes; none for a draft", async () => {
    const created = await createBlogPost(form({ ...BASE, title: "Moving Story" }), staffId);
    if (!created.ok) throw new Error(created.message);
    expect(await setBlogPostPublished(created.id, 0, true, staffId)).toMatchObject({ ok: true });
    expect(
      await updateBlogPost(
        created.id,
        1,
        form({ ...BASE, title: "Moving Story", slug: "moved-story" }),
        staffId,
      ),
    ).toEqual({ ok: true, redirected: true });
    expect(await redirectCache().lookup("/blog/moving-story")).toMatchObject({
      toTarget: "/blog/moved-story",
      statusCode: 301,
    });

    const draft = await createBlogPost(form({ ...BASE, title: "Quiet Draft" }), staffId);
    if (!draft.ok) throw new Error(draft.message);
    expect(
      await updateBlogPost(
        draft.id,
        0,
        form({ ...BASE, title: "Quiet Draft", slug: "quiet-draft-2026" }),
        staffId,
      ),
    ).toEqual({ ok: true, redirected: false });
    expect(await redirectCache().lookup("/blog/quiet-draft")).toBeFalsy();
  });

  it("stores hostile Markdown cleaned, and neither the page nor the preview renders any of it", async () => {
    const created = await createBlogPost(
      form({
        ...BASE,
        title: "Hostile Story",
        content: HOSTILE,
        "translations.de.content": HOSTILE,
      }),
      staffId,
    );
    if (!created.ok) throw new Error(created.message);
    const stored = await findBlogPost(created.id);
    expect(stored?.content).toContain("Before the storm.");
    expect(stored?.content).not.toMatch(NO_DANGER);
    expect(String(stored?.translations.de?.content)).not.toMatch(NO_DANGER);
    const html = renderMarkdown(stored?.content ?? "");
    expect(html).toContain("Before the storm.");
    expect(html).not.toMatch(NO_DANGER);
    // Even the raw, uncleaned text through the preview.
    const preview = previewMarkdown(HOSTILE);
    expect(preview).toContain("After.");
    expect(preview).not.toMatch(NO_DANGER);
  });

  it("takes a main picture only from the media library, usable there; refused beside its field", async () => {
    const [described, undescribed] = await db()
      .insert(mediaAssets)
      .values([
        {
          key: "blogpicture0described00",
          format: "jpeg",
          width: 800,
          height: 600,
          bytes: 1000,
          widths: [400, 800],
          alt: { en: "Wildebeest crossing the Mara" },
          originalName: "crossing.jpg",
        },
        {
          key: "blogpicture1undescribed",
          format: "jpeg",
          width: 800,
          height: 600,
          bytes: 1000,
          widths: [400, 800],
          alt: {},
          originalName: "nameless.jpg",
        },
      ])
      .returning();
    if (!described || !undescribed) throw new Error("no media rows");
    const good = libraryImageUrl(described.key, 800);
    const created = await createBlogPost(
      form({ ...BASE, title: "Picture Story", featuredImage: good }),
      staffId,
    );
    if (!created.ok) throw new Error(created.message);
    expect((await findBlogPost(created.id))?.featuredImage).toBe(good);

    const gone = libraryImageUrl("z".repeat(24), 800);
    for (const save of [
      () => createBlogPost(form({ ...BASE, title: "Lost Picture", featuredImage: gone }), staffId),
      () =>
        updateBlogPost(
          created.id,
          0,
          form({ ...BASE, title: "Picture Story", featuredImage: gone }),
          staffId,
        ),
    ]) {
      expect(await save()).toMatchObject({
        ok: false,
        status: 400,
        field: "featuredImage",
        message: "admin-media:errors.unknownImage",
      });
    }
    expect(
      await updateBlogPost(
        created.id,
        0,
        form({ ...BASE, title: "Picture Story", featuredImage: libraryImageUrl(undescribed.key, 400) }),
        staffId,
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      field: "featuredImage",
      message: "admin-media:errors.altMissing",
    });
    // A library picture written into the article is checked too, refused above the form.
    expect(
      await updateBlogPost(
        created.id,
        0,
        form({ ...BASE, title: "Picture Story", content: `Text\n\n![Lost](${gone})` }),
        staffId,
      ),
    ).toMatchObject({ ok: false, status: 400, message: "admin-media:errors.unknownImage" });
    expect(await findBlogPost(created.id)).toMatchObject({ version: 0, featuredImage: good });
    expect(await createBlogPost(form({ ...BASE, title: "Lost Picture" }), staffId)).toMatchObject({
      ok: true,
    });
  });

  it("saves each seeded post as it is, its main picture a drawn scene", async () => {
    for (const seeded of BLOG_POSTS) {
      const values = blogFormValues({
        ...seeded,
        slug: `${seeded.slug}-copy`,
        tags: seeded.tags ?? [],
        excerpt: seeded.excerpt ?? null,
        featuredImage: seeded.featuredImage ?? null,
        publishedAt: null,
        translations: seeded.translations ?? {},
      });
      // The form as the edit page fills it in, translations and all.
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) {
        if (typeof value === "string") data.append(name, value);
      }
      for (const [language, fields] of Object.entries(values.translations)) {
        for (const [field, value] of Object.entries(fields ?? {})) {
          data.append(`translations.${language}.${field}`, value);
        }
      }
      const read = (name: string) => data.get(name);
      const parsed = validateBlogPost(readBlogValues(read), read);
      if (!parsed.ok) throw new Error(`${seeded.slug}: ${JSON.stringify(parsed.fieldErrors)}`);
      const created = await createBlogPost(parsed.input, staffId);
      if (!created.ok) throw new Error(`${seeded.slug}: ${created.message}`);
      expect(await findBlogPost(created.id), seeded.slug).toMatchObject({
        title: seeded.title,
        featuredImage: seeded.featuredImage,
        // Stored trimmed, as every save stores it.
        content: seeded.content.trim(),
      });
    }
  });

  it("deletes a post over its version, with the audit row keeping it", async () => {
    const created = await createBlogPost(form({ ...BASE, title: "Short Lived" }), staffId);
    if (!created.ok) throw new Error(created.message);
    expect(await deleteBlogPost(created.id, 0, staffId)).toEqual({ ok: true });
    expect(await findBlogPost(created.id)).toBeUndefined();
    expect(await deleteBlogPost(created.id, 0, staffId)).toMatchObject({ status: 404 });
    const audit = await auditOf(created.id);
    expect(audit.at(-1)).toMatchObject({
      action: "blog.delete",
      before: { title: "Short Lived" },
      after: null,
    });
    const [gone] = await db().select().from(blogPosts).where(eq(blogPosts.id, created.id));
    expect(gone).toBeUndefined();
  });
});
