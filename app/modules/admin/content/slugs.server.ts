import { and, eq, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "#app/db/client.server";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { numberedSlug } from "#app/domain/content/slugs";

/** A content table with a unique slug (decision 091). */
export type SluggedTable = PgTable & { id: PgColumn; slug: PgColumn };

/** True when another record of the table (not `exceptId`) has the slug. */
export async function slugTaken(
  tx: Executor,
  table: SluggedTable,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const conditions: SQL[] = [eq(table.slug, slug)];
  if (exceptId !== undefined) conditions.push(ne(table.id, exceptId));
  const [row] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The field error of a slug another record already has. */
export function slugTakenFailure(slug: string, field = "slug"): ActionFailure {
  return fail(400, "admin-content:errors.slugTaken", { field, values: { slug } });
}

/**
 * The slug a record is saved with: the one staff typed, refused beside the
 * field when another record has it; or, left empty, one made from the title
 * (`generated`), numbered -2, -3… until it is free.
 */
export async function resolveSlug(
  tx: Executor,
  table: SluggedTable,
  options: { typed: string | null; generated: string; exceptId?: number },
): Promise<{ ok: true; slug: string } | ActionFailure> {
  if (options.typed) {
    if (await slugTaken(tx, table, options.typed, options.exceptId)) return slugTakenFailure(options.typed);
    return { ok: true, slug: options.typed };
  }
  let candidate = options.generated;
  for (let n = 2; await slugTaken(tx, table, candidate, options.exceptId); n++) {
    candidate = numberedSlug(options.generated, n);
    if (n > 1000) return slugTakenFailure(candidate);
  }
  return { ok: true, slug: candidate };
}

/**
 * A unique constraint broke (23505): two saves took the same free slug at the
 * same moment. The caller answers `slugTakenFailure`, as if it had seen it first.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === "23505" && (!constraint || name === constraint || String(current).includes(constraint))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A foreign key refused a delete (23503): something still points at the record. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
