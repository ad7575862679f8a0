import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The blog and FAQ editors over HTTP (issue 16, item 1; acceptance: "A blog
// post whose Markdown holds <img src=x onerror=alert(1)>, <svg><script>,
// [x](javascript:alert(1)) renders without any of them"): saved through the
// editor, published, read on the public page; the staff-only preview;
// a stale save kept as typed; a FAQ created, reordered and shown on /faqs.

const site = setUpSeededServer(staffFixtures);
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
