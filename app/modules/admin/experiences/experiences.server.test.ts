import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, experiences } from "#app/db/schema/index";
import { type ExperienceInput, readExperienceForm } from "#app/domain/admin/places";
import { redirectCache } from "#app/modules/admin/redirects/cache.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import {
  createExperience,
  deleteExperience,
  experienceLinks,
  findExperience,
  listExperiences,
  setExperienceActive,
  updateExperience,
} from "./experiences.server";

// The experience editor's saves (issue 16, item 1): create and edit with
// translations, the version conflict, the 301s of a published experience's
// slug change (its own and its children's), parents that would make a cycle,
// deletes refused while a child points at it, the audit rows.

const database = setUpTestDatabase();

let staffId = "";

beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});

function form(fields: Record<string, string | string[]>): ExperienceInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  const read = readExperienceForm(data);
  if (read.kind !== "save") throw new Error(JSON.stringify(read.fieldErrors));
  return read.input;
}

const BASE = {
  title: "Nächtliche Pirschfahrt",
  slug: "",
  category: "wildlife",
  shortDescription: "After dark.",
  description: "Spotlights.\n\n<img src=x onerror=alert(1)>",
  highlights: "Leopards\nBushbabies",
  durationHours: "2.5",
  priceFrom: "120.50",
  imageUrl: "/images/night.jpg",
  displayOrder: "1",
  "translations.fr.title": "Safari de nuit",
  "translations.fr.shortDescription": "Après la tombée de la nuit.",
};

async function auditOf(id: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "experience"), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);
}

async function created(fields: Record<string, string | string[]>): Promise<number> {
  const result = await createExperience(form({ ...BASE, ...fields }), staffId);
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

describe("the experience editor's saves", () => {
  it("creates an experience with French text, edits and activates it, with audit rows", async () => {
    const id = await created({});
    const row = await findExperience(id);
    expect(row).toMatchObject({
      slug: "naechtliche-pirschfahrt",
      isActive: false,
      category: "wildlife",
      durationHours: 2.5,
      priceFrom: 12050,
      highlights: ["Leopards", "Bushbabies"],
      translations: { fr: { title: "Safari de nuit" } },
    });
    expect(row?.description).not.toMatch(/onerror/i);

    const list = await listExperiences({
      q: "pirsch",
      sort: "title",
      dir: "asc",
      page: 1,
      filters: { category: "wildlife" },
    });
    expect(list.rows.map((one) => [one.id, one.gaps.fr, one.gaps.de])).toEqual([[id, 2, 4]]);
    const other = await listExperiences({
      q: "pirsch",
      sort: "title",
      dir: "asc",
      page: 1,
      filters: { category: "family" },
    });
    expect(other.total).toBe(0);

    expect(
      await updateExperience(id, 0, form({ ...BASE, category: "family", priceFrom: "99" }), staffId),
    ).toEqual({
      ok: true,
      redirected: false,
    });
    expect(await setExperienceActive(id, 1, true, staffId)).toEqual({ ok: true });
    expect(await findExperience(id)).toMatchObject({
      version: 2,
      isActive: true,
      category: "family",
      priceFrom: 9900,
    });

    const audit = await auditOf(id);
    expect(audit.map((one) => one.action)).toEqual([
      "experience.create",
      "experience.update",
      "experience.activate",
    ]);
    expect(audit[1]).toMatchObject({
      before: { priceFrom: 12050 },
      after: { priceFrom: 9900, category: "family" },
    });
  });

  it("refuses a save over a stale version (409) and writes nothing", async () => {
    const id = await created({ title: "Stale Walk" });
    expect(await updateExperience(id, 0, form({ ...BASE, title: "First" }), staffId)).toMatchObject({
      ok: true,
    });
    expect(await updateExperience(id, 0, form({ ...BASE, title: "Second" }), staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findExperience(id)).toMatchObject({ title: "First", version: 1 });
  });

  it("refuses a parent that is the experience itself or one below it", async () => {
    const top = await created({ title: "Cycle Top Walk" });
    const child = await created({ title: "Cycle Child Walk", parentId: String(top) });
    const grandchild = await created({ title: "Cycle Grandchild Walk", parentId: String(child) });
    for (const parentId of [top, child, grandchild]) {
      expect(
        await updateExperience(
          top,
          0,
          form({ ...BASE, title: "Cycle Top Walk", parentId: String(parentId) }),
          staffId,
        ),
      ).toMatchObject({
        ok: false,
        field: "parentId",
        message: "admin-content:errors.parentCycle",
      });
    }
    // Moving a child elsewhere is fine.
    expect(
      await updateExperience(
        grandchild,
        0,
        form({ ...BASE, title: "Cycle Grandchild Walk", parentId: String(top) }),
        staffId,
      ),
    ).toMatchObject({
      ok: true,
    });
  });

  it("leaves 301s for a published experience's new slug and its published children", async () => {
    const parent = await created({ title: "Game Drives Moving" });
    const child = await created({ title: "Sunrise Drive", parentId: String(parent) });
    expect(await setExperienceActive(parent, 0, true, staffId)).toEqual({ ok: true });
    expect(await setExperienceActive(child, 0, true, staffId)).toEqual({ ok: true });
    expect(
      await updateExperience(
        parent,
        1,
        form({ ...BASE, title: "Game Drives Moving", slug: "game-drives-moved" }),
        staffId,
      ),
    ).toEqual({
      ok: true,
      redirected: true,
    });
    expect(await redirectCache().lookup("/experiences/naechtliche-pirschfahrt")).toBeUndefined();
    expect(await redirectCache().lookup("/experiences/game-drives-moving")).toMatchObject({
      toTarget: "/experiences/game-drives-moved",
      statusCode: 301,
    });
    expect(await redirectCache().lookup("/experiences/game-drives-moving/sunrise-drive")).toMatchObject({
      toTarget: "/experiences/game-drives-moved/sunrise-drive",
      statusCode: 301,
    });
  });

  it("refuses to delete an experience a child points at, and deletes one nobody uses", async () => {
    const parent = await created({ title: "Delete Parent Walk" });
    const child = await created({ title: "Delete Child Walk", parentId: String(parent) });
    expect(await experienceLinks(parent)).toEqual({ children: 1 });
    expect(await deleteExperience(parent, 0, staffId)).toMatchObject({
      ok: false,
      status: 409,
      reason: "inUse",
    });
    expect(await findExperience(parent)).toBeDefined();
    expect(await deleteExperience(child, 0, staffId)).toEqual({ ok: true });
    expect(await deleteExperience(parent, 0, staffId)).toEqual({ ok: true });
    expect(await db().select().from(experiences).where(eq(experiences.id, parent))).toEqual([]);
    expect((await auditOf(parent)).at(-1)).toMatchObject({
      action: "experience.delete",
      after: null,
      before: { title: "Delete Parent Walk" },
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "two staff saving the same experience at once (PostgreSQL)",
  () => {
    it("lets exactly one of two saves of the same version win", async () => {
      expect(database().kind).toBe("postgres");
      const id = await created({ title: "Race Walk" });
      const results = await Promise.all(
        ["One", "Two", "Three"].map((name) =>
          updateExperience(id, 0, form({ ...BASE, title: `Race ${name}` }), staffId),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(2);
    });
  },
);
