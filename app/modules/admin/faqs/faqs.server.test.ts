import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, faqs } from "#app/db/schema/index";
import { type FaqInput, readFaqValues, validateFaq } from "#app/domain/admin/faqs";
import { setUpTestDatabase } from "#tests/db";
import { createTour, createUser } from "#tests/factories";
import {
  createFaq,
  deleteFaq,
  findFaq,
  listFaqGroups,
  moveFaq,
  setFaqActive,
  updateFaq,
} from "./faqs.server";

// The FAQ editor's saves (issue 16, item 1): general questions by category
// and a tour's own, edits over a version, activation, reordering within a
// group by up and down, deletes, and the audit rows.

setUpTestDatabase();

let staffId = "";
let tourId = 0;
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
  tourId = (await createTour(db(), { title: "Machame Route", slug: "machame-route-faq" })).id;
});

function form(fields: Record<string, string>): FaqInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const read = (name: string) => data.get(name);
  const parsed = validateFaq(readFaqValues(read), read);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.input;
}

async function make(question: string, extra: Record<string, string> = {}): Promise<number> {
  const created = await createFaq(
    form({ category: "packing", question, answer: `About ${question}.`, isActive: "on", ...extra }),
    staffId,
  );
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

async function groupOrder(where = and(eq(faqs.category, "packing"))) {
  const rows = await db()
    .select({ question: faqs.question })
    .from(faqs)
    .where(where)
    .orderBy(asc(faqs.displayOrder), asc(faqs.id));
  return rows.map((row) => row.question);
}

describe("the FAQ editor's saves", () => {
  it("creates general and tour questions, each last of its group, listed grouped", async () => {
    const a = await make("Boots?");
    const b = await make("Sleeping bag?");
    const tourQuestion = await createFaq(
      form({ category: "tour", tourId: String(tourId), question: "How hard is Machame?", answer: "Steady." }),
      staffId,
    );
    if (!tourQuestion.ok) throw new Error(tourQuestion.message);
    expect((await findFaq(a))?.displayOrder).toBe(0);
    expect((await findFaq(b))?.displayOrder).toBe(1);
    expect(await findFaq(tourQuestion.id)).toMatchObject({ category: "tour", tourId, isActive: false });

    const groups = await listFaqGroups({});
    const keys = groups.map((group) => group.key);
    expect(keys.indexOf("general:packing")).toBeLessThan(keys.indexOf(`tour:${tourId}`));
    expect(groups.find((group) => group.tour?.id === tourId)?.tour?.title).toBe("Machame Route");
    const onlyTour = await listFaqGroups({ tour: tourId });
    expect(onlyTour.map((group) => group.key)).toEqual([`tour:${tourId}`]);
    expect(onlyTour[0]?.rows[0]?.gaps.de).toBe(2);

    // An unknown tour is refused beside its field, not a 500.
    expect(
      await createFaq(form({ category: "tour", tourId: "999999", question: "Q", answer: "A" }), staffId),
    ).toMatchObject({ ok: false, status: 400, field: "tourId" });
  });

  it("edits over a version (409 when stale), activates and deactivates, with audit rows", async () => {
    const id = await make("Camera?");
    expect(
      await updateFaq(
        id,
        0,
        form({
          category: "packing",
          question: "Which camera?",
          answer: "Any.",
          isActive: "on",
          displayOrder: "5",
          "translations.de.question": "Welche Kamera?",
          "translations.de.answer": "Jede.",
        }),
        staffId,
      ),
    ).toEqual({ ok: true });
    expect(
      await updateFaq(id, 0, form({ category: "packing", question: "Stale", answer: "x" }), staffId),
    ).toMatchObject({ ok: false, status: 409, message: "admin:form.conflict" });
    expect(await findFaq(id)).toMatchObject({
      question: "Which camera?",
      displayOrder: 5,
      version: 1,
      translations: { de: { question: "Welche Kamera?", answer: "Jede." } },
    });
    expect(await setFaqActive(id, 1, false, staffId)).toEqual({ ok: true });
    expect(await setFaqActive(id, 1, true, staffId)).toMatchObject({ status: 409 });
    expect(await findFaq(id)).toMatchObject({ isActive: false, version: 2 });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "faq"), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(audit.map((row) => row.action)).toEqual(["faq.create", "faq.update", "faq.deactivate"]);
    expect(audit[1]).toMatchObject({ before: { question: "Camera?" }, after: { question: "Which camera?" } });
  });

  it("moves a question up and down within its group only", async () => {
    await db().delete(faqs).where(eq(faqs.category, "visas"));
    const ids: number[] = [];
    for (const question of ["V1", "V2", "V3"]) ids.push(await make(question, { category: "visas" }));
    const visas = eq(faqs.category, "visas");
    const [v1, v2, v3] = ids as [number, number, number];
    expect(await moveFaq(v3, 0, "up", staffId)).toEqual({ ok: true });
    expect(await groupOrder(visas)).toEqual(["V1", "V3", "V2"]);
    // The moved one and its neighbour have new versions: a stale button is refused.
    expect(await moveFaq(v3, 0, "up", staffId)).toMatchObject({ status: 409 });
    expect(await moveFaq(v2, 0, "down", staffId)).toMatchObject({ status: 409 });
    expect(await moveFaq(v1, 0, "down", staffId)).toEqual({ ok: true });
    expect(await groupOrder(visas)).toEqual(["V3", "V1", "V2"]);
    // At the edge: nothing to do (v3 was moved, then moved again as v1's neighbour: version 2).
    expect(await findFaq(v3)).toMatchObject({ version: 2 });
    expect(await moveFaq(v3, 2, "up", staffId)).toEqual({ ok: true });
    expect(await groupOrder(visas)).toEqual(["V3", "V1", "V2"]);
    // Other groups are untouched.
    expect(await groupOrder()).toContain("Boots?");
    expect(await moveFaq(999999, 0, "up", staffId)).toMatchObject({ status: 404 });
  });

  it("deletes over a version, audited", async () => {
    const id = await make("Gone soon?");
    expect(await deleteFaq(id, 1, staffId)).toMatchObject({ status: 409 });
    expect(await deleteFaq(id, 0, staffId)).toEqual({ ok: true });
    expect(await findFaq(id)).toBeUndefined();
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "faq.delete"), eq(auditEvents.entityId, String(id))));
    expect(row).toMatchObject({ before: { question: "Gone soon?" }, after: null });
  });
});
