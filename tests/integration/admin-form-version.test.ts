import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import {
  cardDesigns,
  contentPages,
  faqs,
  mediaAssets,
  promotionalBanners,
  redirects,
  teamMembers,
  testimonials,
  tours,
} from "#app/db/schema/index";
import { attributeOf, formFields as formFieldsOf, withFields } from "#tests/html";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The version an edit form comes back with (decision 096), over real HTTP, for
// each editor family: a form loaded at version N comes back from its own
// action unsaved (the picker's choice, a preview, a refused save) after a
// colleague saved (N + 1). It must still carry N, so that saving it answers
// 409 instead of silently writing over the colleague's save; the 409's form
// carries the newest version, and saving that is a deliberate choice.

/** The content page deleted before the server starts: not written yet, its form has no version. */
const UNWRITTEN_PAGE = "insurance";

/** The first id a query of the demo content finds. */
async function firstId(rows: Promise<Array<{ id: number }>>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error("the demo content has none");
  return row.id;
}

const site = setUpSeededServer(async (db: Database) => {
  const people = await staffFixtures(db);
  const [redirect] = await db
    .insert(redirects)
    .values({ fromPath: "/old-versions-test", toTarget: "/tours", createdByUserId: people.staff.id })
    .returning({ id: redirects.id });
  const [asset] = await db
    .insert(mediaAssets)
    .values({
      key: "versionstestasset0001",
      format: "jpeg",
      width: 800,
      height: 600,
      bytes: 1000,
      widths: [400, 800],
      alt: { en: "A kopje at dusk" },
      originalName: "kopje.jpg",
      uploadedBy: people.staff.id,
    })
    .returning({ id: mediaAssets.id });
  if (!redirect || !asset) throw new Error("fixtures missing");
  await db.delete(contentPages).where(eq(contentPages.slug, UNWRITTEN_PAGE));
  return {
    ...people,
    tourId: await firstId(db.select({ id: tours.id }).from(tours).orderBy(asc(tours.id)).limit(1)),
    testimonialId: await firstId(
      db.select({ id: testimonials.id }).from(testimonials).orderBy(asc(testimonials.id)).limit(1),
    ),
    teamMemberId: await firstId(
      db.select({ id: teamMembers.id }).from(teamMembers).orderBy(asc(teamMembers.id)).limit(1),
    ),
    bannerId: await firstId(
      db
        .select({ id: promotionalBanners.id })
        .from(promotionalBanners)
        .orderBy(asc(promotionalBanners.id))
        .limit(1),
    ),
    faqId: await firstId(db.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.id)).limit(1)),
    designId: await firstId(
      db.select({ id: cardDesigns.id }).from(cardDesigns).orderBy(asc(cardDesigns.id)).limit(1),
    ),
    redirectId: redirect.id,
    assetId: asset.id,
  };
});

let staff = "";
async function staffCookie() {
  staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  return staff;
}

type Fields = Array<[string, string]>;

async function getPage(path: string): Promise<string> {
  const answer = await fetch(`${site.server.url}${path}`, {
    headers: { cookie: await staffCookie() },
    redirect: "manual",
  });
  expect(answer.status, `GET ${path}`).toBe(200);
  return answer.text();
}

/** A same-origin form post, fields repeated as a browser sends them. */
async function postForm(path: string, fields: Fields): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${site.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.server.url,
      cookie: await staffCookie(),
    },
    body: new URLSearchParams(fields),
  });
  return { status: answer.status, html: await answer.text() };
}

/**
 * The edit form of a page: the `<form>` whose class names `admin-form` (the
 * status forms' `admin-form__row` is another form). Exactly one per page.
 */
function editForm(html: string): string {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map((m) => m[0])
    .filter((form) => /^<form\b[^>]*\sclass="(?:[^"]*\s)?admin-form(?:\s[^"]*)?"/.test(form));
  expect(forms, "one edit form on the page").toHaveLength(1);
  return forms[0] ?? "";
}

/** The `version` fields of the edit form: none (an unwritten page) or one. */
function editFormVersions(html: string): string[] {
  return [...editForm(html).matchAll(/<input\b[^>]*\sname="version"[^>]*>/g)].map(
    (m) => attributeOf(m[0], "value") ?? "",
  );
}

/** What a browser without JavaScript would post from the edit form, its buttons left out. */
function formFields(html: string): Fields {
  return formFieldsOf(editForm(html));
}

/** `fields` with `name` set to `value` (added when absent), every other field kept. */
function withField(fields: Fields, name: string, value: string | null): Fields {
  return withFields(fields, { [name]: value });
}

type Editor = {
  path: string;
  /** A text field a colleague changes, and one a refused save leaves empty (required). */
  changed: string;
  required: string;
  /** The fields of a save (the save button's intent, where the form has one). */
  save?: Record<string, string>;
  /** The fields of a round trip that saves nothing (the picker, a preview). */
  unsaved?: Record<string, string>;
  /** What the colleague and this form type into `changed`; the text loaded with a mark by default. */
  typed?: { colleague: string; mine: string };
};

/**
 * Loaded at N; a colleague saves (N + 1); this form comes back from the picker
 * or preview and from a refused save, each time still at N; its save is then
 * 409, whose form holds N + 1; saving that goes through.
 */
async function keepsTheLoadedVersion(editor: Editor) {
  const loaded = formFields(await getPage(editor.path));
  const n = Number(loaded.find(([name]) => name === "version")?.[1]);
  expect(Number.isInteger(n), `${editor.path}: a version in the form`).toBe(true);
  const save = editor.save ?? {};
  const text = (loaded.find(([name]) => name === editor.changed)?.[1] ?? "").slice(0, 40);
  const typed = editor.typed ?? { colleague: `${text} (colleague)`, mine: `${text} (mine)` };

  // A colleague saves the same record first.
  const colleague = await postForm(
    editor.path,
    withFields(loaded, { ...save, [editor.changed]: typed.colleague }),
  );
  expect(colleague.status, `${editor.path}: the colleague's save`).toBe(302);
  expect(editFormVersions(await getPage(editor.path))).toEqual([String(n + 1)]);

  const mine = withFields(loaded, { [editor.changed]: typed.mine });
  if (editor.unsaved) {
    const back = await postForm(editor.path, withFields(mine, editor.unsaved));
    expect(back.status, `${editor.path}: the unsaved round trip`).toBe(200);
    expect(back.html).toContain(typed.mine.slice(-10));
    expect(editFormVersions(back.html), `${editor.path}: after the unsaved round trip`).toEqual([String(n)]);
    expect(back.html).toContain(`name="version" value="${n}"`);
  }
  const refused = await postForm(editor.path, withFields(mine, { ...save, [editor.required]: "" }));
  expect(refused.status, `${editor.path}: the refused save`).toBe(400);
  expect(editFormVersions(refused.html), `${editor.path}: after the refused save`).toEqual([String(n)]);

  // The form as it came back, saved: someone saved first.
  const stale = await postForm(editor.path, withFields(mine, save));
  expect(stale.status, `${editor.path}: the stale save`).toBe(409);
  expect(stale.html).toContain(typed.mine.slice(-10));
  expect(editFormVersions(stale.html), `${editor.path}: after the conflict`).toEqual([String(n + 1)]);
  // Saving again from there is the choice to save over the colleague's.
  const again = await postForm(editor.path, withFields(formFields(stale.html), save));
  expect(again.status, `${editor.path}: saved over, deliberately`).toBe(302);
}

const PICK = { intent: "addImage", pickImage: "/media/scenes/portrait.7.svg | A portrait" };

describe("an edit form that comes back unsaved keeps the version it was loaded with", () => {
  it("tours: a picture added and a refused save, then 409", async () => {
    await keepsTheLoadedVersion({
      path: `/admin/tours/${site.fixtures.tourId}`,
      changed: "title",
      required: "title",
      save: { intent: "save" },
      unsaved: PICK,
    });
  });

  it("tours: a day added in the itinerary keeps it too", async () => {
    const path = `/admin/tours/${site.fixtures.tourId}`;
    const loaded = formFields(await getPage(path));
    const n = Number(loaded.find(([name]) => name === "version")?.[1]);
    expect((await postForm(path, withField(loaded, "intent", "save"))).status).toBe(302);
    const back = await postForm(path, withField(loaded, "intent", "day-add"));
    expect(back.status).toBe(200);
    expect(editFormVersions(back.html)).toEqual([String(n)]);
    // The status form (publish) keeps using the page's version, as decided.
    expect(back.html).toMatch(
      new RegExp(`<form[^>]*class="admin-form__row"[\\s\\S]*?name="version" value="${n + 1}"`),
    );
    // Taken out again, from the form as it came back: still N, and its save is a conflict.
    const days = Number(formFields(back.html).find(([name]) => name === "dayCount")?.[1]);
    const removed = await postForm(
      path,
      withField(formFields(back.html), "intent", `day-remove:${days - 1}`),
    );
    expect(removed.status).toBe(200);
    expect(editFormVersions(removed.html)).toEqual([String(n)]);
    expect((await postForm(path, withField(formFields(removed.html), "intent", "save"))).status).toBe(409);
  });

  it("team: the photo picked, then 409", async () => {
    await keepsTheLoadedVersion({
      path: `/admin/team/${site.fixtures.teamMemberId}`,
      changed: "bio",
      required: "name",
      save: { intent: "save" },
      unsaved: PICK,
    });
  });

  it("testimonials: the avatar picked, then 409", async () => {
    await keepsTheLoadedVersion({
      path: `/admin/testimonials/${site.fixtures.testimonialId}`,
      changed: "clientName",
      required: "content",
      save: { intent: "save" },
      unsaved: PICK,
    });
  });

  it("banners: the background picked and a preview, then 409", async () => {
    const path = `/admin/banners/${site.fixtures.bannerId}`;
    await keepsTheLoadedVersion({
      path,
      changed: "title",
      required: "title",
      save: { intent: "save" },
      unsaved: PICK,
    });
    await keepsTheLoadedVersion({
      path,
      changed: "description",
      required: "title",
      save: { intent: "save" },
      unsaved: { intent: "preview" },
    });
  });

  it("FAQs: a refused save, then 409", async () => {
    await keepsTheLoadedVersion({
      path: `/admin/faqs/${site.fixtures.faqId}`,
      changed: "answer",
      required: "question",
      save: { intent: "save" },
    });
  });

  it("card designs: the picker and a preview, then 409", async () => {
    const path = `/admin/card-designs/${site.fixtures.designId}`;
    await keepsTheLoadedVersion({
      path,
      changed: "name",
      required: "name",
      save: { intent: "save" },
      unsaved: PICK,
    });
    await keepsTheLoadedVersion({
      path,
      changed: "name",
      required: "name",
      save: { intent: "save" },
      unsaved: { intent: "preview" },
    });
  });

  it("content pages: a preview, then 409", async () => {
    await keepsTheLoadedVersion({
      path: "/admin/pages/story",
      changed: "title",
      required: "title",
      save: { intent: "save" },
      unsaved: { intent: "preview" },
    });
  });

  it("content pages: one not written when the form was opened stays without a version", async () => {
    const path = `/admin/pages/${UNWRITTEN_PAGE}`;
    const loaded = formFields(await getPage(path));
    expect(editFormVersions(await getPage(path))).toEqual([]);
    const fields = withFields(loaded, { title: "Travel insurance", body: "Insure **every** traveller." });
    // A colleague writes it first: version 0.
    const colleague = await postForm(
      path,
      withFields(fields, { intent: "save", title: "Insurance (colleague)" }),
    );
    expect(colleague.status).toBe(302);
    expect(editFormVersions(await getPage(path))).toEqual(["0"]);
    // This form, opened before, comes back from a preview and a refusal still without one ...
    const back = await postForm(path, withField(fields, "intent", "preview"));
    expect(back.status).toBe(200);
    expect(editFormVersions(back.html)).toEqual([]);
    const refused = await postForm(path, withFields(fields, { intent: "save", title: "" }));
    expect(refused.status).toBe(400);
    expect(editFormVersions(refused.html)).toEqual([]);
    // ... so its save is a conflict, whose form holds the colleague's version.
    const stale = await postForm(path, withField(fields, "intent", "save"));
    expect(stale.status).toBe(409);
    expect(editFormVersions(stale.html)).toEqual(["0"]);
    expect((await postForm(path, withField(formFields(stale.html), "intent", "save"))).status).toBe(302);
  });

  it("redirects: a refused save, then 409", async () => {
    await keepsTheLoadedVersion({
      path: `/admin/redirects/${site.fixtures.redirectId}`,
      changed: "toTarget",
      required: "toTarget",
      typed: { colleague: "/tours/colleague", mine: "/tours/mine" },
    });
  });

  it("media: a refused alt text, then 409", async () => {
    const path = `/admin/media/${site.fixtures.assetId}`;
    const loaded = formFields(await getPage(path));
    const n = Number(loaded.find(([name]) => name === "version")?.[1]);
    expect((await postForm(path, withField(loaded, "alt_en", "A kopje at dawn"))).status).toBe(302);
    const refused = await postForm(path, withField(loaded, "alt_de", "x".repeat(400)));
    expect(refused.status).toBe(400);
    expect(editFormVersions(refused.html)).toEqual([String(n)]);
    const stale = await postForm(path, withField(loaded, "alt_en", "A kopje, mine"));
    expect(stale.status).toBe(409);
    expect(editFormVersions(stale.html)).toEqual([String(n + 1)]);
  });
});
