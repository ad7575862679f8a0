import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import {
  accommodations,
  bookings,
  departures,
  destinations,
  experiences,
  newsletterSubscriptions,
  promoCodes,
  tourExtras,
  tours,
  users,
} from "#app/db/schema/index";
import { newBookingReference } from "#app/domain/booking/reference";

// Rows for tests, inserted through Drizzle into the test's database (tests/db.ts,
// tests/seeded-server.ts). Each factory fills only what the table requires, with
// values unique within the run, so a row differs from the database's own
// defaults only where a test says so: pass the columns the test is about as
// overrides (`null` included).

type Insert<T extends { $inferInsert: unknown }> = Partial<T["$inferInsert"]>;
export type TourRow = typeof tours.$inferSelect;
export type DepartureRow = typeof departures.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SubscriberRow = typeof newsletterSubscriptions.$inferSelect;
export type DestinationRow = typeof destinations.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;
export type AccommodationRow = typeof accommodations.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type TourExtraRow = typeof tourExtras.$inferSelect;

let counter = 0;
/** A number new in this run of this file, for slugs, ids and addresses. */
function next(): number {
  counter += 1;
  return counter;
}
/** Tells this file's rows from another run's, in the same database (PostgreSQL templates). */
const RUN = Date.now().toString(36);

function inserted<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("factory: the insert returned no row");
  return row;
}

/** A tour: active, in the wildlife safari category, with a unique title and slug. */
export async function createTour(db: Database, overrides: Insert<typeof tours> = {}): Promise<TourRow> {
  const n = next();
  return inserted(
    await db
      .insert(tours)
      .values({
        title: `Test Tour ${n}`,
        slug: `test-tour-${RUN}-${n}`,
        category: "wildlife_safari",
        ...overrides,
      })
      .returning(),
  );
}

/** Several tours, inserted one after another: ids follow the order given. */
export async function createTours(db: Database, list: Array<Insert<typeof tours>>): Promise<TourRow[]> {
  const rows: TourRow[] = [];
  for (const overrides of list) rows.push(await createTour(db, overrides));
  return rows;
}

/** `yyyy-mm-dd`, `days` after `from`. */
export function isoDate(from: Date | string, days = 0): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A departure, scheduled, 7 days long with 12 seats, a month or more ahead (a
 * day later for each departure made); of a new tour unless `tourId` is given.
 */
export async function createDeparture(
  db: Database,
  overrides: Insert<typeof departures> = {},
): Promise<DepartureRow> {
  const n = next();
  const tourId = overrides.tourId ?? (await createTour(db)).id;
  const startDate = overrides.startDate ?? isoDate(new Date(), 30 + n);
  return inserted(
    await db
      .insert(departures)
      .values({ tourId, startDate, endDate: isoDate(startDate, 6), capacity: 12, ...overrides })
      .returning(),
  );
}

/** A user row (no password: sign-in goes through tests/sign-up.ts), a customer. */
export async function createUser(db: Database, overrides: Insert<typeof users> = {}): Promise<UserRow> {
  const n = next();
  const id = overrides.id ?? `user-${RUN}-${n}`;
  return inserted(
    await db
      .insert(users)
      .values({ id, email: `${id.toLowerCase()}@example.org`, ...overrides })
      .returning(),
  );
}

/** WELCOME and four letters or digits, drawn: a clash in one test database is most unlikely. */
function discountCode(): string {
  const characters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return `WELCOME${Array.from({ length: 4 }, () => characters[randomInt(characters.length)]).join("")}`;
}

/** An active newsletter subscriber, in English, with a WELCOME code. */
export async function createSubscriber(
  db: Database,
  overrides: Insert<typeof newsletterSubscriptions> = {},
): Promise<SubscriberRow> {
  const n = next();
  return inserted(
    await db
      .insert(newsletterSubscriptions)
      .values({
        email: `subscriber-${RUN}-${n}@example.org`,
        discountCode: discountCode(),
        locale: "en",
        ...overrides,
      })
      .returning(),
  );
}

/** A destination: active, with a unique name and slug. */
export async function createDestination(
  db: Database,
  overrides: Insert<typeof destinations> = {},
): Promise<DestinationRow> {
  const n = next();
  return inserted(
    await db
      .insert(destinations)
      .values({ name: `Test Place ${n}`, slug: `test-place-${RUN}-${n}`, country: "Tanzania", ...overrides })
      .returning(),
  );
}

/** An experience: active, an adventure, with a unique title and slug. */
export async function createExperience(
  db: Database,
  overrides: Insert<typeof experiences> = {},
): Promise<ExperienceRow> {
  const n = next();
  return inserted(
    await db
      .insert(experiences)
      .values({
        title: `Test Experience ${n}`,
        slug: `test-experience-${RUN}-${n}`,
        category: "adventure",
        ...overrides,
      })
      .returning(),
  );
}

/** An accommodation: an active lodge with a unique name and slug. */
export async function createAccommodation(
  db: Database,
  overrides: Insert<typeof accommodations> = {},
): Promise<AccommodationRow> {
  const n = next();
  return inserted(
    await db
      .insert(accommodations)
      .values({
        name: `Test Lodge ${n}`,
        slug: `test-lodge-${RUN}-${n}`,
        accommodationType: "lodge",
        ...overrides,
      })
      .returning(),
  );
}

/** The seed's destination with this slug (for a parent). */
export async function destinationBySlug(db: Database, slug: string): Promise<DestinationRow> {
  const [row] = await db.select().from(destinations).where(eq(destinations.slug, slug));
  if (!row) throw new Error(`no destination ${slug}`);
  return row;
}

/**
 * What the public must never see among places, beside the demo content: a
 * hidden country ("Atlantis") with a visible park under it, a hidden park in
 * Tanzania, a hidden experience with a visible child, and a closed lodge.
 */
export async function createHiddenPlaces(db: Database) {
  const tanzania = await destinationBySlug(db, "tanzania");
  const atlantis = await createDestination(db, {
    slug: "atlantis",
    name: "Atlantis",
    country: "Atlantis",
    isActive: false,
  });
  const hiddenPark = await createDestination(db, {
    slug: "hidden-park",
    name: "Hidden Park",
    country: "Tanzania",
    parentId: tanzania.id,
    isActive: false,
  });
  const orphanPark = await createDestination(db, {
    slug: "orphan-park",
    name: "Orphan Park",
    country: "Atlantis",
    parentId: atlantis.id,
    isActive: true,
  });
  const secretDive = await createExperience(db, {
    slug: "secret-dive",
    title: "Secret Dive",
    category: "adventure",
    isActive: false,
  });
  const orphanDive = await createExperience(db, {
    slug: "orphan-dive",
    title: "Orphan Dive",
    category: "adventure",
    parentId: secretDive.id,
    isActive: true,
  });
  const closedLodge = await createAccommodation(db, {
    slug: "closed-lodge",
    name: "Closed Lodge",
    accommodationType: "lodge",
    isActive: false,
  });
  return { tanzania, atlantis, hiddenPark, orphanPark, secretDive, orphanDive, closedLodge };
}

/**
 * A draft booking of one adult in a double room, on a departure (a new one of
 * a new tour unless `departureId` is given, its tour then taken from it), by
 * a new customer unless `userId` is given. Inserted as it is: no history row,
 * no seats; take them through the module (holdSeats) when a test is about them.
 */
export async function createBooking(
  db: Database,
  overrides: Insert<typeof bookings> = {},
): Promise<BookingRow> {
  const userId = overrides.userId ?? (await createUser(db)).id;
  let { tourId, departureId } = overrides;
  if (departureId === undefined) {
    const departure = await createDeparture(db, tourId === undefined ? {} : { tourId });
    departureId = departure.id;
    tourId = departure.tourId;
  } else if (tourId === undefined && departureId !== null) {
    const [departure] = await db.select().from(departures).where(eq(departures.id, departureId));
    tourId = departure?.tourId;
  }
  if (tourId === undefined) tourId = (await createTour(db)).id;
  return inserted(
    await db
      .insert(bookings)
      .values({
        reference: newBookingReference(),
        adults: 1,
        rooms: { double: 1 },
        ...overrides,
        userId,
        tourId,
        departureId,
      })
      .returning(),
  );
}

/** A promo code: 10 % off, no limits, with a code unique in the run. */
export async function createPromoCode(
  db: Database,
  overrides: Insert<typeof promoCodes> = {},
): Promise<PromoCodeRow> {
  const n = next();
  return inserted(
    await db
      .insert(promoCodes)
      .values({ code: `TEST${RUN}${n}`.toUpperCase(), kind: "percent", percent: 10, ...overrides })
      .returning(),
  );
}

/** An extra of a tour (a new one unless `tourId` is given): 50 dollars per booking, labelled in English. */
export async function createTourExtra(
  db: Database,
  overrides: Insert<typeof tourExtras> = {},
): Promise<TourExtraRow> {
  const n = next();
  const tourId = overrides.tourId ?? (await createTour(db)).id;
  return inserted(
    await db
      .insert(tourExtras)
      .values({
        key: `extra-${n}`,
        label: { en: `Extra ${n}` },
        priceCents: 5_000,
        basis: "per_booking",
        ...overrides,
        tourId,
      })
      .returning(),
  );
}
