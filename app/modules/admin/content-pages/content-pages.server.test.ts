import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents } from "#app/db/schema/index";
import { type ContentPageInput, readContentPageForm } from "#app/domain/admin/content-pages";
import { getContentPage } from "#app/modules/content/pages.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import { findContentPage, listContentPages, saveContentPage } from "./content-pages.server";

// The content pages editor's saves (issue 16, item 1): the five pages of the
// enum, a missing one written by its first save, edits over a version, the
// public page showing each save at once.

setUpTestDatabase();

let staffId = "";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});

function form(fields: Record<string, string>): ContentPageInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const read = readContentPageForm((name) => data.get(name));
  if (read.kind !== "save") throw new Error(JSON.stringify(read));
  return read.input;
}

describe("the content pages editor's saves", () => {
  it("lists the five pages, writes a missing one, then edits it over its version", async () => {
    expect((await listContentPages()).map((row) => [row.slug, row.page])).toEqual([
      ["story", null],
      ["insurance", null],
      ["conservation", null],
      ["terms", null],
      ["privacy", null],
    ]);
    expect(await saveContentPage("terms", null, form({ title: "Terms", body: "First." }), staffId)).toEqual({
      ok: true,
    });
    // Someone else's form, also opened while it was missing: a conflict, not a second row.
    expect(await saveContentPage("terms", null, form({ title: "Other", body: "x" }), staffId)).toMatchObject({
      status: 409,
    });
    expect(
      await saveContentPage(
        "terms",
        0,
        form({
          title: "Terms and conditions",
          metaDescription: "How booking with us works.",
          body: "## Deposits\n\n<script>alert(1)</script>A 30 % deposit.",
          "translations.de.title": "AGB",
          "translations.de.metaDescription": "So funktioniert die Buchung.",
          "translations.de.body": "## Anzahlung\n\n30 % Anzahlung.",
        }),
        staffId,
      ),
    ).toEqual({ ok: true });
    expect(await saveContentPage("terms", 0, form({ title: "Stale", body: "x" }), staffId)).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findContentPage("terms")).toMatchObject({ title: "Terms and conditions", version: 1 });
    const listed = (await listContentPages()).find((row) => row.slug === "terms");
    expect(listed?.page).toMatchObject({
      title: "Terms and conditions",
      gaps: { de: 0, fr: 3, es: 3, zh: 3 },
    });

    // The public page's read (modules/content/pages.server.ts) has no cache: the save is there at once, cleaned.
    const stored = await getContentPage("terms");
    expect(stored).toMatchObject({ title: "Terms and conditions", translations: { de: { title: "AGB" } } });
    expect(stored?.body).toContain("## Deposits");
    expect(stored?.body).not.toContain("<script");

    const page = await findContentPage("terms");
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "content_page"), eq(auditEvents.entityId, String(page?.id))))
      .orderBy(auditEvents.id);
    expect(audit.map((row) => row.action)).toEqual(["content_page.create", "content_page.update"]);
  });

  it("refuses a library picture that does not exist, in any language", async () => {
    expect(
      await saveContentPage(
        "privacy",
        null,
        form({
          title: "Privacy",
          body: "Text.",
          "translations.fr.body": "![x](/media/library/nosuchkey1234567890ab/800.webp)",
        }),
        staffId,
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await findContentPage("privacy")).toBeUndefined();
  });
});
