import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server";

type Executor = Pick<Database, "execute">;

/** A single-column foreign key from a table outside the demo content into it. */
export type ForeignKeyIntoContent = {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: "a" | "r" | "c" | "n" | "d";
};

/** What a reset would take from customers: rows of `table` pointing at content it deletes. */
export type Blocker = { table: string; column: string; pointsAt: string; rows: number };

/**
 * Every foreign key from a table that is not demo content (wishlists, shared
 * comparisons, enquiries, later bookings) into one that is. Read from the
 * database's own catalogue, so a customer table added later is covered
 * without a change here.
 */
async function foreignKeysIntoContent(
  db: Executor,
  contentTables: readonly string[],
): Promise<ForeignKeyIntoContent[]> {
  const names = sql.join(
    contentTables.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select src.relname::text as "fromTable", fa.attname::text as "fromColumn",
           tgt.relname::text as "toTable", ta.attname::text as "toColumn",
           con.confdeltype::text as "onDelete"
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_class tgt on tgt.oid = con.confrelid
    join pg_namespace ns on ns.oid = src.relnamespace
    join pg_attribute fa on fa.attrelid = con.conrelid and fa.attnum = con.conkey[1]
    join pg_attribute ta on ta.attrelid = con.confrelid and ta.attnum = con.confkey[1]
    where con.contype = 'f' and ns.nspname = current_schema()
      and tgt.relname::text in (${names}) and src.relname::text not in (${names})
    order by 1, 2`);
  return (result as unknown as { rows: ForeignKeyIntoContent[] }).rows;
}

/**
 * The customer rows a reset would delete or refuse over: those pointing at a
 * content row that goes away (any row of a table emptied, or a row of a table
 * kept by slug whose slug is not in the seed). A key that sets null on delete
 * blocks nothing: the customer's row stays (an enquiry keeps the tour's title).
 */
export async function findBlockers(
  db: Executor,
  contentTables: readonly string[],
  keptSlugs: Readonly<Record<string, readonly string[]>>,
): Promise<Blocker[]> {
  const blockers: Blocker[] = [];
  for (const key of await foreignKeysIntoContent(db, contentTables)) {
    if (key.onDelete === "n" || key.onDelete === "d") continue;
    const from = sql.identifier(key.fromTable);
    const column = sql.identifier(key.fromColumn);
    const slugs = keptSlugs[key.toTable];
    const goesAway: SQL = slugs
      ? sql`not exists (select 1 from ${sql.identifier(key.toTable)} kept
            where kept.${sql.identifier(key.toColumn)} = f.${column}
              and kept.slug in (${sql.join(
                slugs.map((slug) => sql`${slug}`),
                sql`, `,
              )}))`
      : sql`true`;
    const result = await db.execute(
      sql`select count(*)::int as rows from ${from} f where f.${column} is not null and ${goesAway}`,
    );
    const rows = Number((result as unknown as { rows: Array<{ rows: number }> }).rows[0]?.rows ?? 0);
    if (rows > 0)
      blockers.push({ table: key.fromTable, column: key.fromColumn, pointsAt: key.toTable, rows });
  }
  return blockers;
}

/** Why a reset did not run, naming each table whose rows would be lost. */
export class SeedResetRefused extends Error {
  constructor(readonly blockers: Blocker[]) {
    super(
      [
        "The reset was refused and nothing was changed: it would take data customers made.",
        ...blockers.map(
          (b) =>
            `- ${b.rows} row(s) of ${b.table}.${b.column} point at ${b.pointsAt} rows the reset would delete`,
        ),
        "Tours and accommodations are kept when the demo content has their slug; other content customers",
        "refer to cannot be replaced. Move or remove those customer rows by hand if you really mean to reset.",
      ].join("\n"),
    );
    this.name = "SeedResetRefused";
  }
}
