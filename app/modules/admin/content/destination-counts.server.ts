import { sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { destinations, tourDestinations, tours } from "#app/db/schema/index";

/**
 * Sets each destination's `tour_count` (denormalised for the destination
 * cards) to the active tours linked to it or to any destination below it, as
 * the seeder does. Call it in the transaction of any save that changes a
 * tour's publication or its destinations, or the destinations' tree.
 */
export async function refreshDestinationTourCounts(tx: Executor): Promise<void> {
  await tx.execute(sql`
    with recursive tree(root_id, id) as (
      select id, id from ${destinations}
      union all
      select tree.root_id, child.id from ${destinations} child join tree on child.parent_id = tree.id
    )
    update ${destinations} d set tour_count = coalesce((
      select count(distinct t.id)::int
      from tree
      join ${tourDestinations} td on td.destination_id = tree.id
      join ${tours} t on t.id = td.tour_id and t.is_active
      where tree.root_id = d.id
    ), 0)
    where d.tour_count is distinct from coalesce((
      select count(distinct t.id)::int
      from tree
      join ${tourDestinations} td on td.destination_id = tree.id
      join ${tours} t on t.id = td.tour_id and t.is_active
      where tree.root_id = d.id
    ), 0)`);
}
