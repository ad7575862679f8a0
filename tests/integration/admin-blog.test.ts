import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import de from "#app/i18n/locales/de/admin-content.json";
import en from "#app/i18n/locales/en/admin-content.json";
import { cookieClient, locationOf } from "#tests/browser";
import { samplePicture } from "#tests/images";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The blog and FAQ editors over HTTP (issue 16, item 1; acceptance: "A blog
// post whose Markdown holds <img src=x onerror=alert(1)>, <svg><script>,
// [x](javascript:alert(1)) renders without any of them"): saved through the
// editor, published, read on the public page; the staff-only preview;
// a stale save kept as typed; the main picture from the media library (the
// picker without JavaScript, refusals beside the field, the library refusing
// to delete a picture a post shows); a FAQ created, reordered and shown on /faqs.

const mediaDir = mkdtempSync(path.join(tmpdir(), "kilele-blog-media-"));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const site = setUpSeededServer(staffFixtures, { MEDIA_DIR: mediaDir });
const { get, post } = cookieClient(() => site.server.url);

const HOSTILE = [
  "Before the storm.",
  "<img src=x onerror=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "[x](javascript:alert(1))",
  "After the storm.",
].join("\n\n");
const DANGER = /onerror|<script|<svg|javascript:/i;

const cookies = { staff: "", customer: "" };
async function signIn() {
  cookies.staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  cookies.customer ||= await sessionCookie(site.server.url, site.fixtures.customer.email);
}

const POST_FIELDS = {
  title: "Storm Over the Serengeti",
  slug: "",
  category: "Destinations",
  tags: "Serengeti, weather",
  excerpt: "Rain and lightning.",
  content: HOSTILE,
  featuredImage: "",
  authorName: "Neema Mollel",
  publishedAt: "",
  "translations.de.title": "Sturm über der Serengeti",
  "translations.de.content": HOSTILE,
};

/** The rendered article of a public post page. */
function articleOf(html: string): string {
  const start = html.indexOf('class="post__body prose"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</div>", start));
}

describe("the blog editor over HTTP", () => {
  it("saves hostile Markdown cleaned: the public page renders none of it, nor does the preview", async () => {
    await signIn();
    const created = await post("/admin/blog/new", { ...POST_FIELDS, intent: "save" }, cookies.staff);
    expect(created.status).toBe(302);
    const editPath = locationOf(created).replace(/\?.*$/, "");
    expect(editPath).toMatch(/^\/admin\/blog\/\d+$/);

    // A draft: not on the blog yet.
    expect((await get("/blog/storm-over-the-serengeti")).status).toBe(404);
    const edit = await get(editPath, cookies.staff);
    expect(edit.status).toBe(200);
    const editHtml = await edit.text();
    expect(editHtml).not.toMatch(/onerror|javascript:/i);

    const published = await post(
      editPath,
      { intent: "publish", version: "0", title: POST_FIELDS.title },
      cookies.staff,
    );
    expect(published.status).toBe(302);
    expect(locationOf(published)).toMatch(/^\/admin\/blog\?done=publishedNotice/);

    const page = await get("/blog/storm-over-the-serengeti");
    expect(page.status).toBe(200);
    const html = await page.text();
    const article = articleOf(html);
    expect(article).toContain("Before the storm.");
    expect(article).toContain("After the storm.");
    expect(article).not.toMatch(DANGER);
    // Nowhere on the page either (the loader data included).
    expect(html).not.toMatch(/onerror|javascript:/i);

    // The German page: the same, from the cleaned translation.
    const german = await get("/blog/storm-over-the-serengeti?lang=de");
    expect(german.status).toBe(200);
    const germanHtml = await german.text();
    expect(articleOf(germanHtml)).not.toMatch(DANGER);
    expect(germanHtml).not.toMatch(/onerror|javascript:/i);

    // The live preview: staff only, the same rendering, none of it.
    const preview = await post("/admin/blog/preview", { content: HOSTILE }, cookies.staff);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    const answer = (await preview.json()) as { html: string };
    expect(answer.html).toContain("After the storm.");
    expect(answer.html).not.toMatch(DANGER);
    expect((await post("/admin/blog/preview", { content: HOSTILE }, cookies.customer)).status).toBe(403);
    expect((await post("/admin/blog/preview", { content: "x".repeat(50_001) }, cookies.staff)).status).toBe(
      413,
    );
    const getPreview = await get("/admin/blog/preview", cookies.staff);
    expect(getPreview.status).toBe(405);
    await getPreview.body?.cancel();
  });

  it("shows the preview without JavaScript when the Preview button posts the form back", async () => {
    await signIn();
    const answer = await post(
      "/admin/blog/new",
      { ...POST_FIELDS, title: "Preview Only", content: `## Heading\n\n${HOSTILE}`, intent: "preview" },
      cookies.staff,
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const start = html.indexOf('data-testid="blog-preview"');
    expect(start).toBeGreaterThan(-1);
    const panel = html.slice(start, html.indexOf("</div>", start));
    expect(panel).toContain("<h2>Heading</h2>");
    expect(panel).not.toMatch(DANGER);
    // Nothing saved.
    const list = await get("/admin/blog?q=Preview+Only", cookies.staff);
    expect(await list.text()).not.toContain('data-testid="blog-posts"');
  });

  it("keeps what was typed when someone saved first (409), and moves a published slug with a 301", async () => {
    await signIn();
    const created = await post(
      "/admin/blog/new",
      { ...POST_FIELDS, title: "Two Editors", content: "Plain text.", intent: "save" },
      cookies.staff,
    );
    const editPath = locationOf(created).replace(/\?.*$/, "");
    const fields = { ...POST_FIELDS, title: "Two Editors", content: "Plain text.", intent: "save" };
    expect((await post(editPath, { ...fields, version: "0", intent: "publish" }, cookies.staff)).status).toBe(
      302,
    );
    const first = await post(editPath, { ...fields, slug: "two-editors-moved", version: "1" }, cookies.staff);
    expect(first.status).toBe(302);
    expect(locationOf(first)).toContain("redirected=1");
    const moved = await get("/blog/two-editors");
    expect(moved.status).toBe(301);
    expect(locationOf(moved)).toMatch(/\/blog\/two-editors-moved$/);

    const stale = await post(
      editPath,
      { ...fields, title: "Second editor's title", version: "1" },
      cookies.staff,
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("Second editor&#x27;s title");
  });
});

/** A picture uploaded to the media library with its English alt text: its id, key and address. */
async function libraryPicture(name: string, alt: string) {
  const form = new FormData();
  form.set(
    "file",
    new Blob([new Uint8Array(await samplePicture("jpeg", 480, 320))], { type: "image/jpeg" }),
    name,
  );
  const uploaded = await fetch(`${site.server.url}/admin/media/upload`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { origin: site.server.url, cookie: cookies.staff },
  });
  expect(uploaded.status).toBe(303);
  const address = locationOf(uploaded).replace(/\?.*$/, "");
  const detail = await (await get(address, cookies.staff)).text();
  const key = /\/media\/library\/([a-z0-9]{24})\//.exec(detail)?.[1] ?? "";
  expect(key).not.toBe("");
  const described = await post(address, { version: "0", alt_en: alt }, cookies.staff);
  expect(described.status).toBe(302);
  return { id: address.split("/").pop() ?? "", key, url: `/media/library/${key}/480.webp` };
}

/** The blog form of an editor page (not the status form above it). */
function blogFormOf(html: string): string {
  const start = html.indexOf('class="admin-form tour-form"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</form>", start));
}

const featuredValue = (form: string) =>
  /<input[^>]*name="featuredImage"[^>]*value="([^"]*)"/.exec(form)?.[1] ??
  /<input[^>]*value="([^"]*)"[^>]*name="featuredImage"/.exec(form)?.[1];

describe("the blog editor's main picture from the media library", () => {
  it("picks a library picture without JavaScript, keeping the posted version, and saves it", async () => {
    await signIn();
    const picture = await libraryPicture("crossing.jpg", "Wildebeest crossing the Mara River");
    const fields = { ...POST_FIELDS, title: "Crossing Season", content: "Plain text.", intent: "save" };

    // On a new post: the picker offers the picture; choosing it brings the form back with it, nothing saved.
    const blank = await (await get("/admin/blog/new", cookies.staff)).text();
    expect(blank).toContain(en.blog.form.featuredImagePicker);
    expect(blank).toContain(`value="${picture.url} | Wildebeest crossing the Mara River"`);
    const pickedNew = await post(
      "/admin/blog/new",
      { ...fields, intent: "addImage", pickImage: `${picture.url} | Wildebeest crossing the Mara River` },
      cookies.staff,
    );
    expect(pickedNew.status).toBe(200);
    const pickedNewForm = blogFormOf(await pickedNew.text());
    expect(featuredValue(pickedNewForm)).toBe(picture.url);
    expect(pickedNewForm).toContain('value="Crossing Season"');
    expect(await (await get("/admin/blog?q=Crossing+Season", cookies.staff)).text()).not.toContain(
      'data-testid="blog-posts"',
    );

    const created = await post("/admin/blog/new", fields, cookies.staff);
    expect(created.status).toBe(302);
    const editPath = locationOf(created).replace(/\?.*$/, "");
    // Someone else saves meanwhile: the post is at version 1, this form was loaded at 0.
    expect(
      (await post(editPath, { ...fields, excerpt: "Their excerpt.", version: "0" }, cookies.staff)).status,
    ).toBe(302);

    const picked = await post(
      editPath,
      {
        ...fields,
        title: "Crossing Season, typed",
        version: "0",
        intent: "addImage",
        pickImage: `${picture.url} | Wildebeest crossing the Mara River`,
      },
      cookies.staff,
    );
    expect(picked.status).toBe(200);
    const pickedForm = blogFormOf(await picked.text());
    expect(featuredValue(pickedForm)).toBe(picture.url);
    expect(pickedForm).toContain('value="Crossing Season, typed"');
    // The version posted, not the newer one the page has reloaded (decision 096).
    expect(pickedForm).toMatch(/name="version" value="0"/);
    // Nothing saved by the pick.
    expect(featuredValue(blogFormOf(await (await get(editPath, cookies.staff)).text()))).toBe("");

    // Saving that form is a conflict, told; the form now carries the newest version.
    const stale = await post(
      editPath,
      { ...fields, title: "Crossing Season, typed", featuredImage: picture.url, version: "0" },
      cookies.staff,
    );
    expect(stale.status).toBe(409);
    const staleForm = blogFormOf(await stale.text());
    expect(staleForm).toMatch(/name="version" value="1"/);
    expect(featuredValue(staleForm)).toBe(picture.url);

    const saved = await post(
      editPath,
      { ...fields, title: "Crossing Season", featuredImage: picture.url, version: "1" },
      cookies.staff,
    );
    expect(saved.status).toBe(302);
    expect(featuredValue(blogFormOf(await (await get(editPath, cookies.staff)).text()))).toBe(picture.url);
    expect(
      (await post(editPath, { intent: "publish", version: "2", title: "Crossing Season" }, cookies.staff))
        .status,
    ).toBe(302);
    const page = await get("/blog/crossing-season");
    expect(page.status).toBe(200);
    const html = await page.text();
    const media = html.slice(
      html.indexOf('class="post__media"'),
      html.indexOf("</div>", html.indexOf('class="post__media"')),
    );
    expect(media).toContain(`/media/library/${picture.key}/`);

    // The library says where it is used and refuses to delete it.
    const confirm = await (await get(`/admin/media/${picture.id}/delete`, cookies.staff)).text();
    expect(confirm).toContain("Crossing Season");
    const deleted = await post(`/admin/media/${picture.id}/delete`, { version: "1" }, cookies.staff);
    expect(deleted.status).toBe(409);
    expect(await deleted.text()).toContain("This image is used in 1 place and cannot be deleted.");
    expect((await get(picture.url)).status).toBe(200);
  });

  it("refuses a main picture not in the library beside its field, in the staff member's language, as typed", async () => {
    await signIn();
    const fields = { ...POST_FIELDS, title: "Typed Title Kept", content: "Plain text.", intent: "save" };
    for (const url of ["https://evil.example/x.jpg", "/media/does-not-exist.webp"]) {
      const refused = await post("/admin/blog/new?lang=de", { ...fields, featuredImage: url }, cookies.staff);
      expect(refused.status, url).toBe(400);
      const form = blogFormOf(await refused.text());
      expect(form).toContain(de.errors.featuredImage);
      expect(form).toContain('value="Typed Title Kept"');
      expect(featuredValue(form)).toBe(url);
    }
    // A library address whose picture is not there: refused by the save, beside the field.
    const gone = `/media/library/${"z".repeat(24)}/800.webp`;
    const missing = await post("/admin/blog/new", { ...fields, featuredImage: gone }, cookies.staff);
    expect(missing.status).toBe(400);
    const missingForm = blogFormOf(await missing.text());
    expect(missingForm).toContain(
      `An image chosen from the media library is no longer there (${"z".repeat(24)}).`,
    );
    expect(missingForm).toContain('value="Typed Title Kept"');
    // Nothing was saved.
    expect(await (await get("/admin/blog?q=Typed+Title+Kept", cookies.staff)).text()).not.toContain(
      'data-testid="blog-posts"',
    );
    // The same on an edit, with the posted version kept.
    const created = await post("/admin/blog/new", fields, cookies.staff);
    const editPath = locationOf(created).replace(/\?.*$/, "");
    const onEdit = await post(
      editPath,
      { ...fields, title: "Edited Title Kept", featuredImage: "https://evil.example/x.jpg", version: "0" },
      cookies.staff,
    );
    expect(onEdit.status).toBe(400);
    const onEditForm = blogFormOf(await onEdit.text());
    expect(onEditForm).toContain(en.errors.featuredImage);
    expect(onEditForm).toContain('value="Edited Title Kept"');
    expect(onEditForm).toMatch(/name="version" value="0"/);
  });

  it("saves a seeded post with its drawn picture", async () => {
    await signIn();
    const list = await (await get("/admin/blog?q=great-migration", cookies.staff)).text();
    const editPath = /href="(\/admin\/blog\/\d+)"/.exec(list)?.[1] ?? "";
    expect(editPath).not.toBe("");
    const form = blogFormOf(await (await get(editPath, cookies.staff)).text());
    const scene = featuredValue(form) ?? "";
    expect(scene).toMatch(/^\/media\/scenes\/[a-z-]+\.\d+\.svg$/);
    const version = /name="version" value="(\d+)"/.exec(form)?.[1] ?? "";
    const saved = await post(
      editPath,
      { ...POST_FIELDS, content: "Plain text.", featuredImage: scene, version, intent: "save" },
      cookies.staff,
    );
    expect(saved.status).toBe(302);
    expect(featuredValue(blogFormOf(await (await get(editPath, cookies.staff)).text()))).toBe(scene);
  });
});

describe("the FAQ editor over HTTP", () => {
  it("creates questions, reorders them without JavaScript and shows them on /faqs", async () => {
    await signIn();
    const ids: number[] = [];
    for (const question of ["Zebra question one?", "Zebra question two?"]) {
      const created = await post(
        "/admin/faqs/new",
        { category: "visas", tourId: "", question, answer: "An answer.", isActive: "on", displayOrder: "" },
        cookies.staff,
      );
      expect(created.status).toBe(302);
      ids.push(Number(/#faq-(\d+)$/.exec(created.headers.get("location") ?? "")?.[1]));
      expect(ids.at(-1)).toBeGreaterThan(0);
    }
    const faqs = await (await get("/faqs")).text();
    expect(faqs.indexOf("Zebra question one?")).toBeGreaterThan(-1);
    expect(faqs.indexOf("Zebra question one?")).toBeLessThan(faqs.indexOf("Zebra question two?"));

    const moved = await post(
      "/admin/faqs?category=visas",
      { intent: `move-up:${ids[1]}`, version: "0" },
      cookies.staff,
    );
    expect(moved.status).toBe(302);
    expect(locationOf(moved)).toMatch(/^\/admin\/faqs\?category=visas&done=moved/);
    const after = await (await get("/faqs")).text();
    expect(after.indexOf("Zebra question two?")).toBeLessThan(after.indexOf("Zebra question one?"));

    const list = await get("/admin/faqs?category=visas", cookies.staff);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain("Zebra question two?");
    // A customer posting to it: 403.
    expect(
      (await post("/admin/faqs", { intent: `move-up:${ids[1]}`, version: "1" }, cookies.customer)).status,
    ).toBe(403);
  });
});
