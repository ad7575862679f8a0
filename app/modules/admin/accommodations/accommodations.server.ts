import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { accommodations, destinations, enquiries, redirects, tourItineraryDays } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { AccommodationInput } from "#app/domain/admin/accommodations";
import { type AccommodationLinks, customerLinkCount } from "#app/domain/admin/accommodations-fields";
import { gapCounts } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { targetPath } from "#app/domain/admin/redirects";
import type { AccommodationType } from "#app/domain/catalogue/places";
import { slugify } from "#app/domain/content/slugs";
import { accommodationPath } from "#app/domain/paths";
import { recordAudit } from "#app/modules/admin/audit.server";
import { descendantIds } from "#app/modules/admin/content/nesting.server";
import { redirectOldSlug } from "#app/modules/admin/content/redirects.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import {
  isForeignKeyViolation,
  isUniqueViolation,
  resolveSlug,
  slugTakenFailure,
} from "#app/modules/admin/content/slugs.server";
import { siteOrigin } from "#app/modules/admin/redirects/form.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";

/**
 * The accommodation editor's reads and saves (issue 16, item 1), on the
 * content kit (decision 091): one versioned save with its audit row, a unique
 * slug, a destination that exists, library pictures that are usable, a 301
 * when an active accommodation's address changes, and a delete that never
 * takes an enquiry a customer sent with it. The public pages read the table
 * directly (no cache to clear): a save shows at once.
 */

export type AccommodationRow = typeof accommodations.$inferSelect;
export type AccommodationFilters = { type: AccommodationType; destination: number; active: "yes" | "no" };

const SORTS = {
  name: accommodations.name,
  type: accommodations.accommodationType,
  destination: destinations.name,
  stars: accommodations.starRating,
  price: accommodations.pricePerNight,
  updated: accommodations.updatedAt,
} as const;

async function listConditions(query: ListQuery<AccommodationFilters>): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.q) {
    const inSlug = sql`strpos(${accommodations.slug}, lower(${query.q})) > 0`;
    conditions.push(
      // A missing location matches nothing (null), which the "or" leaves to the other two.
      sql`(${contains(accommodations.name, query.q)} or ${contains(accommodations.location, query.q)} or ${inSlug})`,
    );
  }
  if (query.filters.type) conditions.push(eq(accommodations.accommodationType, query.filters.type));
  if (query.filters.destination) {
    // A country stands for its parks too, as on the public list.
    const id = query.filters.destination;
    const ids = [id, ...(await descendantIds(db(), destinations, id))];
    conditions.push(inArray(accommodations.destinationId, ids));
  }
  if (query.filters.active) conditions.push(eq(accommodations.isActive, query.filters.active === "yes"));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the accommodation list, with each one's destination and missing translations per language. */
export async function listAccommodations(query: ListQuery<AccommodationFilters>) {
  const where = await listConditions(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? accommodations.name;
  const order = query.dir === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    db()
      .select({ accommodation: accommodations, destinationName: destinations.name })
      .from(accommodations)
      .leftJoin(destinations, eq(destinations.id, accommodations.destinationId))
      .where(where)
      .orderBy(order, asc(accommodations.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(accommodations).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map(({ accommodation, destinationName }) => ({
      ...accommodation,
      destinationName,
      gaps: gapCounts("accommodations", accommodation, accommodation.translations),
    })),
  };
}

export async function findAccommodationById(
  id: number,
  from: Executor = db(),
): Promise<AccommodationRow | undefined> {
  const [row] = await from.select().from(accommodations).where(eq(accommodations.id, id));
  return row;
}

/** What the audit log keeps of an accommodation (its columns staff edit). */
function snapshot(row: AccommodationRow) {
  return {
    name: row.name,
    slug: row.slug,
    accommodationType: row.accommodationType,
    destinationId: row.destinationId,
    location: row.location,
    coordinatesJson: row.coordinatesJson,
    shortDescription: row.shortDescription,
    description: row.description,
    amenities: row.amenities,
    highlights: row.highlights,
    starRating: row.starRating,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    maxGuests: row.maxGuests,
    pricePerNight: row.pricePerNight,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    featuredImage: row.featuredImage,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    translations: row.translations,
  };
}

function columns(input: AccommodationInput) {
  const { slug: _slug, ...rest } = input;
  return rest;
}

/** Every text that may name a media library picture: the two pictures and the Markdown, in every language. */
function imageTexts(input: AccommodationInput): string[] {
  return [
    input.featuredImage ?? "",
    input.imageUrl ?? "",
    input.description ?? "",
    JSON.stringify(input.translations ?? {}),
  ];
}

/**
 * What must hold before a save writes: the destination exists (refused
 * beside its field), and every library picture named exists with English alt
 * text (share-locked until the save commits, so it cannot be deleted under it).
 */
async function checkReferences(tx: Executor, input: AccommodationInput): Promise<ActionResult> {
  if (input.destinationId !== null) {
    const [place] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.id, input.destinationId));
    if (!place) return fail(400, "admin-accommodations:errors.destination", { field: "destinationId" });
  }
  return requireUsableImages(imageTexts(input), tx);
}

const SLUG_CONSTRAINT = "accommodations_slug_unique";

/** Creates an accommodation, inactive (staff activate it when it is ready), with an audit row. */
export async function createAccommodation(
  input: AccommodationInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
      const slug = await resolveSlug(tx, accommodations, {
        typed: input.slug,
        generated: slugify(input.name, "accommodation"),
      });
      if (!slug.ok) return slug;
      const checked = await checkReferences(tx, input);
      if (!checked.ok) return checked;
      const [row] = await tx
        .insert(accommodations)
        .values({ ...columns(input), slug: slug.slug, isActive: false })
        .returning();
      if (!row) throw new Error("accommodation insert returned nothing");
      await recordAudit(tx, {
        actorUserId,
        action: "accommodation.create",
        entityType: "accommodation",
        entityId: row.id,
        after: snapshot(row),
      });
      return { ok: true, id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return slugTakenFailure(input.slug ?? slugify(input.name));
    throw error;
  }
}

/**
 * Saves the whole form over `version`: 409 when someone saved first (nothing
 * written), the slug or destination refused beside its field, and a 301 from
 * the old address when an active accommodation's slug changed.
 */
export async function updateAccommodation(
  id: number,
  version: number,
  input: AccommodationInput,
  actorUserId: string,
): Promise<ActionResult<{ redirected: boolean }>> {
  try {
    return await contentTransaction(async (tx, after): Promise<ActionResult<{ redirected: boolean }>> => {
      const current = await findAccommodationById(id, tx);
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      const slug = await resolveSlug(tx, accommodations, {
        typed: input.slug,
        // Left empty: keep the slug it has rather than make a new address.
        generated: current.slug,
        exceptId: id,
      });
      if (!slug.ok) return slug;
      const checked = await checkReferences(tx, input);
      if (!checked.ok) return checked;
      const saved = await saveVersioned(tx, {
        table: accommodations,
        id,
        version,
        changes: { ...columns(input), slug: slug.slug },
        audit: { actorUserId, action: "accommodation.update", entityType: "accommodation", snapshot },
      });
      if (!saved.ok) return saved;
      let redirected = false;
      // An inactive accommodation had no public address: nothing to send on.
      if (saved.before.isActive && saved.before.slug !== saved.after.slug) {
        const moved = await redirectOldSlug(
          tx,
          accommodationPath(saved.before),
          accommodationPath(saved.after),
          actorUserId,
        );
        if (moved.changed) after.reloadRedirects();
        redirected = moved.changed;
      }
      return { ok: true, redirected };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return slugTakenFailure(input.slug ?? "");
    throw error;
  }
}

/** Activates or deactivates an accommodation over `version`, with its audit row. */
export async function setAccommodationActive(
  id: number,
  version: number,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: accommodations,
      id,
      version,
      changes: { isActive: active },
      audit: {
        actorUserId,
        action: active ? "accommodation.activate" : "accommodation.deactivate",
        entityType: "accommodation",
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/**
 * What points at an accommodation, counted, for the delete confirmation:
 * enquiries about it (by id), itinerary days that name it as the night's
 * stay (by name: they hold text, not a link), active redirects to its address.
 */
export async function accommodationLinks(
  row: Pick<AccommodationRow, "id" | "name" | "slug">,
  from: Executor = db(),
): Promise<AccommodationLinks> {
  const path = accommodationPath(row);
  // One after another: inside a transaction there is one connection to share.
  const [counted] = await from
    .select({
      enquiries: sql<number>`(select count(*)::int from ${enquiries} where ${enquiries.accommodationId} = ${row.id})`,
      itineraryDays: sql<number>`(select count(*)::int from ${tourItineraryDays} where lower(trim(${tourItineraryDays.accommodation})) = lower(trim(${row.name})))`,
    })
    .from(sql`(select 1) as one`);
  // Redirects may name the page by path or by full address: read as the redirects module reads them.
  const pointing = await from
    .select({ toTarget: redirects.toTarget })
    .from(redirects)
    .where(and(eq(redirects.isActive, true), sql`strpos(${redirects.toTarget}, ${path}) > 0`));
  const origin = siteOrigin();
  return {
    enquiries: Number(counted?.enquiries ?? 0),
    itineraryDays: Number(counted?.itineraryDays ?? 0),
    redirects: pointing.filter((redirect) => targetPath(redirect.toTarget, origin) === path).length,
  };
}

const IN_USE = () => fail(409, "admin-accommodations:delete.inUse", { reason: "inUse" });

/**
 * Deletes an accommodation no enquiry names. Refused (409, reason "inUse")
 * while one does (its foreign key would quietly unlink it from the customer's
 * message): deactivate it instead. The row is locked first, so an enquiry
 * sent during the delete either is counted or finds it gone.
 */
export async function deleteAccommodation(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult> => {
      const [current] = await tx.select().from(accommodations).where(eq(accommodations.id, id)).for("update");
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      if (customerLinkCount(await accommodationLinks(current, tx)) > 0) return IN_USE();
      await tx
        .delete(accommodations)
        .where(and(eq(accommodations.id, id), eq(accommodations.version, version)));
      await recordAudit(tx, {
        actorUserId,
        action: "accommodation.delete",
        entityType: "accommodation",
        entityId: id,
        before: snapshot(current),
        after: null,
      });
      return { ok: true };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return IN_USE();
    throw error;
  }
}
