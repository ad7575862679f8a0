import { and, asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "#app/db/client.server";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { ParentChoice } from "#app/domain/admin/places-fields";
import { slugify } from "#app/domain/content/slugs";
import { recordAudit } from "#app/modules/admin/audit.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";
import { checkParent, type NestedTable, redirectNestedMove } from "./nesting.server";
import { contentTransaction, saveVersioned, type VersionedTable } from "./save.server";
import { isForeignKeyViolation, isUniqueViolation, resolveSlug, slugTakenFailure } from "./slugs.server";

/**
 * The editor core of content that nests under a parent of its own kind
 * (destinations, experiences; decision 091): find, the parent choices,
 * create, update, activate or deactivate, delete, and the public address,
 * written once and configured per table. Every save is one transaction with
 * its audit row; a slug is unique, a parent makes no cycle, the pictures are
 * usable library pictures (decision 090), and a published record's move
 * leaves 301s behind (for its children too).
 */

type NestedRow = { id: number; slug: string; parentId: number | null; isActive: boolean; version: number };

/** What a form saves: the columns, with a typed slug (null: make one) and a parent. */
type NestedInput = { slug: string | null; parentId: number | null };

export type NestedEditorConfig<T extends NestedTable & VersionedTable, Input extends NestedInput> = {
  table: T;
  /** The column the parent choice is named by (a destination's name, an experience's title). */
  nameColumn: PgColumn;
  /** "destination": the audit's entity type and the start of its actions ("destination.update"). */
  entity: string;
  slugConstraint: string;
  nameOf: (input: Input) => string;
  /** What the audit log keeps of a record (the columns staff edit). */
  snapshot: (row: T["$inferSelect"]) => Record<string, unknown>;
  pathOf: (page: { slug: string; parentSlug?: string | null }) => string;
  /** Each field that may name a library picture (a picture's address, a Markdown text), by field name. */
  pictureFieldsOf: (input: Input) => Array<[field: string, text: string | null]>;
  /** What points at a record, counted (shown before a delete; any is a refusal). */
  links: (id: number, from: Executor) => Promise<Record<string, number>>;
  /** The message of a refused delete while something links to it. */
  inUseMessage: string;
  /** Run in the update's transaction after the save (a moved destination's tour counts). */
  afterUpdate?: (tx: Executor, before: T["$inferSelect"], after: T["$inferSelect"]) => Promise<void>;
};

export function linkCount(links: Record<string, number>): number {
  return Object.values(links).reduce((sum, n) => sum + n, 0);
}

export function nestedEditor<T extends NestedTable & VersionedTable, Input extends NestedInput>(
  config: NestedEditorConfig<T, Input>,
) {
  type Row = T["$inferSelect"] & NestedRow;
  // Drizzle's builders cannot follow a generic table's types: the shapes are checked by the config.
  const table = config.table as unknown as PgTable & NestedTable & VersionedTable;
  const byId = (id: number): SQL => eq(table.id, id);
  const columns = (input: Input) => {
    const { slug: _slug, ...rest } = input;
    return rest;
  };
  const slugTaken = (error: unknown, slug: string) =>
    isUniqueViolation(error, config.slugConstraint) ? slugTakenFailure(slug) : null;
  const inUse = () => fail(409, config.inUseMessage, { reason: "inUse" });

  /** A library picture must exist and have its alt text; refused beside the field it is in. */
  async function checkPictures(tx: Executor, input: Input): Promise<ActionResult> {
    for (const [field, text] of config.pictureFieldsOf(input)) {
      const usable = await requireUsableImages([text], tx);
      if (!usable.ok) return { ...usable, field };
    }
    return { ok: true };
  }

  async function find(id: number, from: Executor = db()): Promise<Row | undefined> {
    const [row] = (await from.select().from(table).where(byId(id))) as Row[];
    return row;
  }

  return {
    find,

    /** Every record, for the parent choice (the page leaves out the record and its descendants). */
    async parentChoices(): Promise<ParentChoice[]> {
      return (await db()
        .select({ id: table.id, name: config.nameColumn, parentId: table.parentId })
        .from(table)
        .orderBy(asc(config.nameColumn))) as ParentChoice[];
    },

    /** Creates a record, inactive (staff activate it when it is ready), with an audit row. */
    async create(input: Input, actorUserId: string): Promise<ActionResult<{ id: number }>> {
      try {
        return await contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
          const parent = await checkParent(tx, table, input.parentId);
          if (!parent.ok) return parent;
          const pictures = await checkPictures(tx, input);
          if (!pictures.ok) return pictures;
          const slug = await resolveSlug(tx, table, {
            typed: input.slug,
            generated: slugify(config.nameOf(input), config.entity),
          });
          if (!slug.ok) return slug;
          const [row] = (await tx
            .insert(table)
            .values({ ...columns(input), slug: slug.slug, isActive: false } as never)
            .returning()) as Row[];
          if (!row) throw new Error(`${config.entity} insert returned nothing`);
          await recordAudit(tx, {
            actorUserId,
            action: `${config.entity}.create`,
            entityType: config.entity,
            entityId: row.id,
            after: config.snapshot(row),
          });
          return { ok: true, id: row.id };
        });
      } catch (error) {
        const taken = slugTaken(error, input.slug ?? slugify(config.nameOf(input)));
        if (taken) return taken;
        throw error;
      }
    },

    /**
     * Saves the whole form over `version`: 409 when someone saved first, the
     * slug, the parent or a picture refused beside its field, and 301s when a
     * published record's address (or its children's) changed.
     */
    async update(
      id: number,
      version: number,
      input: Input,
      actorUserId: string,
    ): Promise<ActionResult<{ redirected: boolean }>> {
      try {
        return await contentTransaction(async (tx, after): Promise<ActionResult<{ redirected: boolean }>> => {
          const current = await find(id, tx);
          if (!current) return fail(404, "admin:form.notFound");
          if (current.version !== version) return staleVersion();
          const parent = await checkParent(tx, table, input.parentId, id);
          if (!parent.ok) return parent;
          const pictures = await checkPictures(tx, input);
          if (!pictures.ok) return pictures;
          const slug = await resolveSlug(tx, table, {
            typed: input.slug,
            // Left empty: keep the slug it has rather than make a new address.
            generated: current.slug,
            exceptId: id,
          });
          if (!slug.ok) return slug;
          const saved = await saveVersioned(tx, {
            table: config.table,
            id,
            version,
            changes: { ...columns(input), slug: slug.slug } as Partial<T["$inferInsert"]>,
            audit: {
              actorUserId,
              action: `${config.entity}.update`,
              entityType: config.entity,
              snapshot: config.snapshot,
            },
          });
          if (!saved.ok) return saved;
          await config.afterUpdate?.(tx, saved.before, saved.after);
          const redirected = await redirectNestedMove(tx, table, {
            before: saved.before as Row,
            after: saved.after as Row,
            pathOf: config.pathOf,
            actorUserId,
          });
          if (redirected) after.reloadRedirects();
          return { ok: true, redirected };
        });
      } catch (error) {
        const taken = slugTaken(error, input.slug ?? "");
        if (taken) return taken;
        throw error;
      }
    },

    /** Activates or deactivates a record over `version`, with its audit row. */
    async setActive(
      id: number,
      version: number,
      active: boolean,
      actorUserId: string,
    ): Promise<ActionResult> {
      return contentTransaction(async (tx): Promise<ActionResult> => {
        const saved = await saveVersioned(tx, {
          table: config.table,
          id,
          version,
          changes: { isActive: active } as Partial<T["$inferInsert"]>,
          audit: {
            actorUserId,
            action: `${config.entity}.${active ? "activate" : "deactivate"}`,
            entityType: config.entity,
            snapshot: (row) => ({ isActive: (row as Row).isActive }),
          },
        });
        return saved.ok ? { ok: true } : saved;
      });
    },

    /** What points at a record, counted, for the delete confirmation. */
    links(id: number, from: Executor = db()): Promise<Record<string, number>> {
      return config.links(id, from);
    },

    /**
     * Deletes a record nothing links to. Refused (409, reason "inUse") while
     * something points at it (the foreign keys would quietly unlink, lift or
     * cascade it): deactivate it instead.
     */
    async remove(id: number, version: number, actorUserId: string): Promise<ActionResult> {
      try {
        return await contentTransaction(async (tx): Promise<ActionResult> => {
          const [current] = (await tx.select().from(table).where(byId(id)).for("update")) as Row[];
          if (!current) return fail(404, "admin:form.notFound");
          if (current.version !== version) return staleVersion();
          if (linkCount(await config.links(id, tx)) > 0) return inUse();
          await tx.delete(table).where(and(byId(id), eq(table.version, version)));
          await recordAudit(tx, {
            actorUserId,
            action: `${config.entity}.delete`,
            entityType: config.entity,
            entityId: id,
            before: config.snapshot(current),
            after: null,
          });
          return { ok: true };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return inUse();
        throw error;
      }
    },

    /**
     * The public address of a record, and whether the public can open it (it and
     * its parent active): the editor links "View" or the staff "Preview".
     */
    async publicPage(row: {
      slug: string;
      parentId: number | null;
      isActive: boolean;
    }): Promise<{ path: string; isPublic: boolean }> {
      const parent =
        row.parentId === null
          ? undefined
          : (
              (await db()
                .select({ slug: table.slug, isActive: table.isActive })
                .from(table)
                .where(byId(row.parentId))) as Array<{ slug: string; isActive: boolean }>
            )[0];
      return {
        path: config.pathOf({ slug: row.slug, parentSlug: parent?.slug ?? null }),
        isPublic: row.isActive && (parent?.isActive ?? true),
      };
    },
  };
}

export type NestedEditor = ReturnType<typeof nestedEditor>;
