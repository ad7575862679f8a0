import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { faqs, tours } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { missingByLanguage } from "#app/domain/admin/content-translations";
import type { FaqInput } from "#app/domain/admin/faqs";
import { FAQ_GENERAL_CATEGORIES } from "#app/domain/admin/faqs-fields";
import type { TranslatedLanguage } from "#app/domain/content/translations";
import { recordAudit } from "#app/modules/admin/audit.server";
import { moveInOrder, nextDisplayOrder } from "#app/modules/admin/content/reorder.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";

/**
 * The FAQ editor's reads and saves (issue 16, item 1), on the content
 * editors' kit (decision 091): general questions by category and each tour's
 * own; every save over a version with an audit row; questions reordered
 * within their group (category, or tour) by up and down buttons.
 */

export type FaqRow = typeof faqs.$inferSelect;
export type FaqFilters = { tour: number; category: string; active: "yes" | "no" };

/** At most this many questions on the list page (the site has a few dozen). */
const LIST_MAX = 1000;

/** The group a question is ordered within: its tour's, or its category's among the general ones. */
function groupOf(row: Pick<FaqRow, "tourId" | "category">): SQL {
  return row.tourId === null
    ? (and(isNull(faqs.tourId), eq(faqs.category, row.category)) as SQL)
    : eq(faqs.tourId, row.tourId);
}

function rank(category: string): number {
  const index = FAQ_GENERAL_CATEGORIES.indexOf(category);
  return index === -1 ? FAQ_GENERAL_CATEGORIES.length : index;
}

export function faqTranslationGaps(row: FaqRow): Record<TranslatedLanguage, number> {
  const missing = missingByLanguage("faqs", row, row.translations);
  return Object.fromEntries(
    Object.entries(missing).map(([language, fields]) => [language, fields.length]),
  ) as Record<TranslatedLanguage, number>;
}

export type FaqListGroup = {
  /** "general:<category>" or "tour:<id>". */
  key: string;
  category: string;
  tour: { id: number; title: string } | null;
  rows: Array<FaqRow & { gaps: Record<TranslatedLanguage, number> }>;
};

/**
 * The questions, grouped as the site shows them: the general categories in
 * the FAQ page's order, then each tour's questions by tour title; each group
 * in display order.
 */
export async function listFaqGroups(filters: {
  q?: string;
  tour?: number;
  category?: string;
  active?: "yes" | "no";
}): Promise<FaqListGroup[]> {
  const conditions: SQL[] = [];
  if (filters.q) {
    conditions.push(sql`(${contains(faqs.question, filters.q)} or ${contains(faqs.answer, filters.q)})`);
  }
  if (filters.tour) conditions.push(eq(faqs.tourId, filters.tour));
  if (filters.category) conditions.push(eq(faqs.category, filters.category));
  if (filters.active) conditions.push(eq(faqs.isActive, filters.active === "yes"));
  const rows = await db()
    .select({ faq: faqs, tourTitle: tours.title })
    .from(faqs)
    .leftJoin(tours, eq(tours.id, faqs.tourId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(faqs.displayOrder), asc(faqs.id))
    .limit(LIST_MAX);
  const groups = new Map<string, FaqListGroup>();
  for (const { faq, tourTitle } of rows) {
    const key = faq.tourId === null ? `general:${faq.category}` : `tour:${faq.tourId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        category: faq.category,
        tour: faq.tourId === null ? null : { id: faq.tourId, title: tourTitle ?? `#${faq.tourId}` },
        rows: [],
      };
      groups.set(key, group);
    }
    group.rows.push({ ...faq, gaps: faqTranslationGaps(faq) });
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.tour !== !b.tour) return a.tour ? 1 : -1;
    if (a.tour && b.tour) return a.tour.title.localeCompare(b.tour.title) || a.tour.id - b.tour.id;
    return rank(a.category) - rank(b.category) || a.category.localeCompare(b.category);
  });
}

/** The tours a question can belong to, for the editor's select and the list's filter. */
export async function faqTourChoices() {
  return db().select({ id: tours.id, title: tours.title }).from(tours).orderBy(asc(tours.title));
}

export async function findFaq(id: number): Promise<FaqRow | undefined> {
  const [row] = await db().select().from(faqs).where(eq(faqs.id, id));
  return row;
}

function snapshot(row: FaqRow) {
  return {
    category: row.category,
    tourId: row.tourId,
    question: row.question,
    answer: row.answer,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    translations: row.translations,
  };
}

async function tourExists(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, id));
  return row !== undefined;
}

/** After the last question of the group. */
function nextOrder(tx: Executor, group: Pick<FaqRow, "tourId" | "category">): Promise<number> {
  return nextDisplayOrder(tx, faqs, groupOf(group));
}

const NO_TOUR = () => fail(400, "admin-content:errors.faqTour", { field: "tourId" });

export async function createFaq(input: FaqInput, actorUserId: string): Promise<ActionResult<{ id: number }>> {
  return contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
    if (input.tourId !== null && !(await tourExists(tx, input.tourId))) return NO_TOUR();
    const displayOrder = input.displayOrder ?? (await nextOrder(tx, input));
    const [row] = await tx
      .insert(faqs)
      .values({
        category: input.category,
        tourId: input.tourId,
        question: input.question,
        answer: input.answer,
        isActive: input.isActive,
        displayOrder,
        translations: input.translations,
      })
      .returning();
    if (!row) throw new Error("faq insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "faq.create",
      entityType: "faq",
      entityId: row.id,
      after: snapshot(row),
    });
    return { ok: true, id: row.id };
  });
}

export async function updateFaq(
  id: number,
  version: number,
  input: FaqInput,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    if (input.tourId !== null && !(await tourExists(tx, input.tourId))) return NO_TOUR();
    const [current] = await tx.select().from(faqs).where(eq(faqs.id, id));
    if (!current) return fail(404, "admin:form.notFound");
    const moved = current.tourId !== input.tourId || current.category !== input.category;
    // Moved to another group without an order: after the last of it.
    const displayOrder = input.displayOrder ?? (moved ? await nextOrder(tx, input) : current.displayOrder);
    const saved = await saveVersioned(tx, {
      table: faqs,
      id,
      version,
      changes: {
        category: input.category,
        tourId: input.tourId,
        question: input.question,
        answer: input.answer,
        isActive: input.isActive,
        displayOrder,
        translations: input.translations,
      },
      audit: { actorUserId, action: "faq.update", entityType: "faq", snapshot },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

export async function setFaqActive(
  id: number,
  version: number,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: faqs,
      id,
      version,
      changes: { isActive: active },
      audit: {
        actorUserId,
        action: active ? "faq.activate" : "faq.deactivate",
        entityType: "faq",
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/**
 * Moves a question one place up or down within its group (its category, or
 * its tour), on the shared reorder (content/reorder.server.ts): saved over
 * its `version`, its neighbours' versions raised.
 */
export async function moveFaq(
  id: number,
  version: number,
  direction: "up" | "down",
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction((tx) =>
    moveInOrder(tx, {
      table: faqs,
      id,
      version,
      direction,
      groupOf,
      audit: {
        actorUserId,
        action: direction === "up" ? "faq.move_up" : "faq.move_down",
        entityType: "faq",
      },
    }),
  );
}

export async function deleteFaq(id: number, version: number, actorUserId: string): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!current) return fail(404, "admin:form.notFound");
    if (current.version !== version) return staleVersion();
    await tx.delete(faqs).where(and(eq(faqs.id, id), eq(faqs.version, version)));
    await recordAudit(tx, {
      actorUserId,
      action: "faq.delete",
      entityType: "faq",
      entityId: id,
      before: snapshot(current),
      after: null,
    });
    return { ok: true };
  });
}
