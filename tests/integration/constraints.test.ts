import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/db";
import { createDeparture, createDestination, createTour, createTours, createUser } from "#tests/factories";

// The database itself refuses bad data (issue 2: unique slugs, foreign keys,
// checks, enums for the spec's closed lists) and has the indexes the pages' queries use.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let tourId: number;
let destinationId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ id: tourId } = await createTour(database.db, {
    slug: "serengeti-test",
    title: "Serengeti test",
    category: "wildlife_safari",
    priceFrom: 250000,
    durationDays: 5,
    maxGroupSize: 6,
    rating: 4.7,
  }));
  ({ id: destinationId } = await createDestination(database.db, {
    slug: "tanzania-test",
    name: "Tanzania",
    country: "Tanzania",
  }));
});

afterAll(async () => {
  await database?.drop();
});

/** Runs a statement that must fail and returns the database's error code and text. */
async function refusal(statement: SQL): Promise<string> {
  try {
    await database.db.execute(statement);
  } catch (error) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    return `${cause.code ?? ""} ${cause.constraint ?? ""} ${cause.message ?? ""}`;
  }
  throw new Error(`accepted: ${JSON.stringify(statement)}`);
}

describe("database constraints", () => {
  it("keeps slugs unique", async () => {
    expect(
      await refusal(
        sql`insert into tours (slug, title, category) values ('serengeti-test', 'Again', 'beach')`,
      ),
    ).toMatch(/23505.*tours_slug_unique/);
    expect(
      await refusal(
        sql`insert into destinations (slug, name, country) values ('tanzania-test', 'Again', 'Tanzania')`,
      ),
    ).toMatch(/23505.*destinations_slug_unique/);
    await database.db.execute(
      sql`insert into blog_posts (slug, title, content, category, author_name) values ('post', 'A', 'x', 'News', 'Staff')`,
    );
    expect(
      await refusal(
        sql`insert into blog_posts (slug, title, content, category, author_name) values ('post', 'B', 'y', 'News', 'Staff')`,
      ),
    ).toMatch(/23505.*blog_posts_slug_unique/);
    expect(
      await refusal(sql`insert into tours (slug, title, category) values ('Not A Slug', 'Bad', 'beach')`),
    ).toMatch(/23514.*tours_slug_format/);
  });

  it("refuses references to rows that do not exist", async () => {
    expect(
      await refusal(
        sql`insert into departures (tour_id, start_date, end_date, capacity) values (999999, '2030-01-01', '2030-01-05', 6)`,
      ),
    ).toMatch(/23503.*departures_tour_id_tours_id_fk/);
    expect(
      await refusal(
        sql`insert into destinations (slug, name, country, parent_id) values ('orphan', 'Orphan', 'X', 999999)`,
      ),
    ).toMatch(/23503.*destinations_parent_id_destinations_id_fk/);
    expect(
      await refusal(sql`insert into tour_destinations (tour_id, destination_id) values (${tourId}, 999999)`),
    ).toMatch(/23503/);
  });

  it.each<[string, () => SQL, RegExp]>([
    [
      "a tour rated 6",
      () => sql`insert into tours (slug, title, category, rating) values ('r6', 'R', 'beach', 6)`,
      /23514.*tours_rating_range/,
    ],
    [
      "a negative tour price",
      () => sql`insert into tours (slug, title, category, price_from) values ('p', 'P', 'beach', -1)`,
      /23514.*tours_price_from_non_negative/,
    ],
    [
      "a testimonial rated 0",
      () => sql`insert into testimonials (content, client_name, rating) values ('x', 'A', 0)`,
      /23514.*testimonials_rating_range/,
    ],
    [
      "a 6-star accommodation",
      () =>
        sql`insert into accommodations (slug, name, accommodation_type, star_rating) values ('a', 'A', 'lodge', 6)`,
      /23514.*accommodations_star_rating_range/,
    ],
    [
      "a departure with no seats",
      () =>
        sql`insert into departures (tour_id, start_date, end_date, capacity) values (${tourId}, '2030-01-01', '2030-01-05', 0)`,
      /23514.*departures_capacity_positive/,
    ],
    [
      "more seats taken than there are",
      () =>
        sql`insert into departures (tour_id, start_date, end_date, capacity, seats_taken) values (${tourId}, '2030-02-01', '2030-02-05', 6, 7)`,
      /23514.*departures_seats_range/,
    ],
    [
      "a departure ending before it starts",
      () =>
        sql`insert into departures (tour_id, start_date, end_date, capacity) values (${tourId}, '2030-03-05', '2030-03-01', 6)`,
      /23514.*departures_dates_order/,
    ],
    [
      "a negative departure price",
      () =>
        sql`insert into departures (tour_id, start_date, end_date, capacity, price) values (${tourId}, '2030-04-01', '2030-04-05', 6, -5)`,
      /23514.*departures_price_non_negative/,
    ],
  ])(
    "checks ratings 1 to 5, non-negative prices and a sane capacity: refuses %s",
    async (_what, statement, code) => {
      expect(await refusal(statement())).toMatch(code);
    },
  );

  it.each<[string, () => SQL]>([
    ["tour category", () => sql`insert into tours (slug, title, category) values ('s', 'S', 'spaceflight')`],
    [
      "accommodation type",
      () =>
        sql`insert into accommodations (slug, name, accommodation_type) values ('castle', 'Castle', 'castle')`,
    ],
    [
      "experience category",
      () => sql`insert into experiences (slug, title, category) values ('dive', 'Dive', 'diving')`,
    ],
    [
      "departure status",
      () =>
        sql`insert into departures (tour_id, start_date, end_date, capacity, status) values (${tourId}, '2030-05-01', '2030-05-05', 6, 'maybe')`,
    ],
  ])("keeps the spec's closed lists as enums: refuses an unknown %s", async (_what, statement) => {
    expect(await refusal(statement())).toMatch(/22P02/);
  });

  it("removes a tour's departures and links with it", async () => {
    const { id } = await createTour(database.db, { slug: "short-lived", title: "Short", category: "beach" });
    await createDeparture(database.db, {
      tourId: id,
      startDate: "2030-06-01",
      endDate: "2030-06-05",
      capacity: 6,
    });
    await database.db.execute(
      sql`insert into tour_destinations (tour_id, destination_id) values (${id}, ${destinationId})`,
    );
    await database.db.execute(sql`delete from tours where id = ${id}`);
    const left = await database.db.execute(
      sql`select (select count(*) from departures where tour_id = ${id})::int as d,
                 (select count(*) from tour_destinations where tour_id = ${id})::int as l`,
    );
    expect((left as unknown as { rows: Array<{ d: number; l: number }> }).rows[0]).toEqual({ d: 0, l: 0 });
  });

  // Issue 11, defect 21 (decision 022): holes to close before bookings arrive.
  it("refuses price tiers of one tour whose group sizes overlap", async () => {
    const { id: otherId } = await createTour(database.db, {
      slug: "tiers-other",
      title: "Other",
      category: "beach",
    });
    await database.db.execute(
      sql`insert into tour_price_tiers (tour_id, min_travellers, max_travellers, price_per_person)
          values (${tourId}, 1, 2, 300000), (${tourId}, 3, 6, 250000), (${otherId}, 2, 4, 200000)`,
    );
    for (const [min, max] of [
      [2, 4], // overlaps both
      [6, 8], // shares the 6
      [4, 5], // inside 3-6
      [2, 12], // covers the rest
    ]) {
      expect(
        await refusal(
          sql`insert into tour_price_tiers (tour_id, min_travellers, max_travellers, price_per_person)
              values (${tourId}, ${min}, ${max}, 100000)`,
        ),
        `${min}-${max}`,
      ).toMatch(/23P01.*tour_price_tiers_no_overlap/);
    }
    expect(
      await refusal(
        sql`update tour_price_tiers set max_travellers = 3 where tour_id = ${tourId} and min_travellers = 1`,
      ),
    ).toMatch(/23P01.*tour_price_tiers_no_overlap/);
    // Ranges next to each other, and the same sizes on another tour, are fine.
    await database.db.execute(
      sql`insert into tour_price_tiers (tour_id, min_travellers, max_travellers, price_per_person)
          values (${tourId}, 7, 12, 200000), (${otherId}, 5, 6, 150000)`,
    );
  });

  it("keeps an email address unique whatever its letter case", async () => {
    await createUser(database.db, { id: "case-1", email: "Amani.Kweka@Example.test" });
    expect(
      await refusal(sql`insert into users (id, email) values ('case-2', 'amani.kweka@example.TEST')`),
    ).toMatch(/23505.*users_email_lower_unique/);
    await createUser(database.db, { id: "case-3", email: "neema@example.test" });
    expect(
      await refusal(sql`update users set email = 'AMANI.KWEKA@EXAMPLE.TEST' where id = 'case-3'`),
    ).toMatch(/23505.*users_email_lower_unique/);
  });

  it("holds a comparison's tours to tours that exist", async () => {
    const [a, b] = (
      await createTours(database.db, [
        { slug: "compared-a", title: "A", category: "beach" },
        { slug: "compared-b", title: "B", category: "beach" },
      ])
    ).map((tour) => tour.id);
    expect(
      await refusal(
        sql`insert into comparisons (token, tour_ids) values ('t-unknown', ARRAY[${a}, 999999]::int[])`,
      ),
    ).toMatch(/23503.*comparison_tours_tour_id_tours_id_fk/);
    expect(
      await refusal(
        sql`insert into comparisons (token, tour_ids) values ('t-unknown2', ARRAY[999998, 999999]::int[])`,
      ),
    ).toMatch(/23503/);

    const shared = await database.db.execute(
      sql`insert into comparisons (token, tour_ids) values ('t-ok', ARRAY[${b}, ${a}]::int[]) returning id`,
    );
    const comparisonId = Number((shared as unknown as { rows: Array<{ id: number }> }).rows[0]?.id);
    const mirror = await database.db.execute(
      sql`select position, tour_id from comparison_tours where comparison_id = ${comparisonId} order by position`,
    );
    expect(
      (mirror as unknown as { rows: Array<{ position: number; tour_id: number }> }).rows.map((r) => [
        Number(r.position),
        Number(r.tour_id),
      ]),
    ).toEqual([
      [1, b],
      [2, a],
    ]);
    // A compared tour cannot be deleted (retire it with is_active), nor the list pointed elsewhere.
    // ON DELETE RESTRICT: restrict_violation (23001) on newer PostgreSQL, foreign_key_violation before.
    expect(await refusal(sql`delete from tours where id = ${a}`)).toMatch(
      /23(001|503).*comparison_tours_tour_id_tours_id_fk/,
    );
    expect(
      await refusal(
        sql`update comparisons set tour_ids = ARRAY[${a}, 999999]::int[] where id = ${comparisonId}`,
      ),
    ).toMatch(/23503.*comparison_tours_tour_id_tours_id_fk/);
    // Sharing the same list again (the app's upsert) leaves it as it was.
    await database.db.execute(
      sql`insert into comparisons (token, tour_ids) values ('t-again', ARRAY[${b}, ${a}]::int[])
          on conflict (tour_ids) do update set tour_ids = excluded.tour_ids`,
    );
    const count = await database.db.execute(
      sql`select count(*)::int as n from comparison_tours where comparison_id = ${comparisonId}`,
    );
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(2);
  });

  it("has the indexes the public pages' queries use", async () => {
    const result = await database.db.execute(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = new Set(
      (result as unknown as { rows: Array<{ indexname: string }> }).rows.map((r) => r.indexname),
    );
    for (const name of [
      "tours_active_featured_idx", // home featured tours, footer popular tours, tour list
      "tours_category_idx", // tour list by category, Kilimanjaro routes
      "tour_destinations_destination_idx", // tours of a destination
      "departures_tour_start_unique", // a tour's departures by date
      "tour_itinerary_days_tour_day_unique", // a tour's itinerary
      "tour_images_tour_idx", // a tour's gallery
      "destinations_parent_idx", // nested destinations
      "destinations_active_order_idx", // destination lists, home destinations
      "experiences_category_idx", // experiences by category
      "experiences_parent_idx", // nested experiences
      "accommodations_type_idx", // accommodations by type
      "accommodations_destination_idx", // accommodations by location
      "blog_posts_published_idx", // latest posts, blog list
      "blog_posts_category_idx", // blog by category
      "testimonials_featured_created_idx", // home testimonials
      "promotional_banners_active_order_idx", // home banners, deals
      "card_designs_lookup_idx", // the default card design
      "faqs_category_order_idx", // the FAQ page
      "faqs_tour_idx", // a tour's questions
      "team_members_active_order_idx", // the team page
      "email_outbox_due_idx", // the outbox worker's claim
    ]) {
      expect(names, name).toContain(name);
    }
  });
});
