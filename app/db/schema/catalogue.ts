import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { timestamps, translationsColumn, versionColumn } from "./columns";
import {
  accommodationType,
  departureStatus,
  experienceCategory,
  titleFontSize,
  tourCategory,
  tourDifficulty,
} from "./enums";
import { SEARCH_GIN_OPTIONS, searchName, searchVectorColumn } from "./search-vectors";

// Prices are integer US cents (minor units); display conversion happens at the edge.

export const destinations = pgTable(
  "destinations",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => destinations.id, { onDelete: "set null" }),
    shortDescription: text("short_description"),
    description: text("description"),
    highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
    wildlife: jsonb("wildlife").$type<string[]>().notNull().default([]),
    /** Month numbers (1-12) that are the best time to visit. */
    bestMonths: jsonb("best_months").$type<number[]>().notNull().default([]),
    bestTimeNote: text("best_time_note"),
    featuredImage: text("featured_image"),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** Denormalised count of active tours, refreshed when tours or links change. */
    tourCount: integer("tour_count").notNull().default(0),
    displayOrder: integer("display_order").notNull().default(0),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
    searchVector: searchVectorColumn("destinations"),
  },
  (t) => [
    index("destinations_parent_idx").on(t.parentId),
    index("destinations_active_order_idx").on(t.isActive, t.displayOrder),
    index("destinations_search_vector_idx").using("gin", t.searchVector).with(SEARCH_GIN_OPTIONS),
    index("destinations_search_name_idx")
      .using("gin", sql.raw(`${searchName("destinations")} gin_trgm_ops`))
      .with(SEARCH_GIN_OPTIONS),
    check("destinations_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const tours = pgTable(
  "tours",
  {
    id: serial("id").primaryKey(),
    // Nullable: the spec links a tour without a slug by its id.
    slug: text("slug").unique(),
    title: text("title").notNull(),
    titleFontSize: titleFontSize("title_font_size").notNull().default("default"),
    titleHighlightText: text("title_highlight_text"),
    titleHighlightColor: text("title_highlight_color"),
    customTitleStyles: jsonb("custom_title_styles").$type<Record<string, string>>(),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    shortDescription: text("short_description"),
    description: text("description"),
    imageUrl: text("image_url"),
    priceFrom: integer("price_from"),
    /** Percent of the adult price paid by a child (5-17) and an infant (0-4). */
    childPricePercent: integer("child_price_percent").notNull().default(70),
    infantPricePercent: integer("infant_price_percent").notNull().default(0),
    durationDays: integer("duration_days"),
    maxGroupSize: integer("max_group_size"),
    minAge: integer("min_age"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    category: tourCategory("category").notNull(),
    difficulty: tourDifficulty("difficulty"),
    maxAltitudeM: integer("max_altitude_m"),
    distanceKm: integer("distance_km"),
    summitSuccessRate: integer("summit_success_rate"),
    startLocation: text("start_location"),
    endLocation: text("end_location"),
    highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
    included: jsonb("included").$type<string[]>().notNull().default([]),
    excluded: jsonb("excluded").$type<string[]>().notNull().default([]),
    bestMonths: jsonb("best_months").$type<number[]>().notNull().default([]),
    displayOrder: integer("display_order").notNull().default(0),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
    searchVector: searchVectorColumn("tours"),
  },
  (t) => [
    index("tours_active_featured_idx").on(t.isActive, t.isFeatured, t.displayOrder),
    index("tours_category_idx").on(t.category, t.isActive),
    index("tours_search_vector_idx").using("gin", t.searchVector).with(SEARCH_GIN_OPTIONS),
    index("tours_search_name_idx")
      .using("gin", sql.raw(`${searchName("tours")} gin_trgm_ops`))
      .with(SEARCH_GIN_OPTIONS),
    check("tours_price_from_non_negative", sql`${t.priceFrom} >= 0`),
    check("tours_duration_positive", sql`${t.durationDays} > 0`),
    check("tours_group_size_positive", sql`${t.maxGroupSize} > 0`),
    check("tours_rating_range", sql`${t.rating} between 1 and 5`),
    check("tours_child_percent_range", sql`${t.childPricePercent} between 0 and 100`),
    check("tours_infant_percent_range", sql`${t.infantPricePercent} between 0 and 100`),
    check("tours_success_rate_range", sql`${t.summitSuccessRate} between 0 and 100`),
    check("tours_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Per-person price by group size: the more travellers, the lower the price.
 * A tour's size ranges never overlap: the exclusion constraint
 * tour_price_tiers_no_overlap (btree_gist, migration 0006) is written in SQL,
 * as Drizzle cannot declare one.
 */
export const tourPriceTiers = pgTable(
  "tour_price_tiers",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    minTravellers: integer("min_travellers").notNull(),
    maxTravellers: integer("max_travellers").notNull(),
    pricePerPerson: integer("price_per_person").notNull(),
  },
  (t) => [
    unique("tour_price_tiers_tour_min_unique").on(t.tourId, t.minTravellers),
    check(
      "tour_price_tiers_range",
      sql`${t.minTravellers} >= 1 and ${t.maxTravellers} >= ${t.minTravellers}`,
    ),
    check("tour_price_tiers_price_non_negative", sql`${t.pricePerPerson} >= 0`),
  ],
);

export const tourItineraryDays = pgTable(
  "tour_itinerary_days",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    dayNumber: integer("day_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    places: jsonb("places").$type<string[]>().notNull().default([]),
    accommodation: text("accommodation"),
    /** The stay of that night when it is one of ours: its contacts go into the traveller's trip wallet. */
    accommodationId: integer("accommodation_id").references((): AnyPgColumn => accommodations.id, {
      onDelete: "set null",
    }),
    /** Meals included that day: breakfast, lunch, dinner. */
    meals: jsonb("meals").$type<Array<"breakfast" | "lunch" | "dinner">>().notNull().default([]),
    altitudeM: integer("altitude_m"),
    distanceKm: numeric("distance_km", { precision: 5, scale: 1, mode: "number" }),
    walkingHours: numeric("walking_hours", { precision: 3, scale: 1, mode: "number" }),
    translations: translationsColumn(),
  },
  (t) => [
    unique("tour_itinerary_days_tour_day_unique").on(t.tourId, t.dayNumber),
    check("tour_itinerary_days_day_positive", sql`${t.dayNumber} > 0`),
    check("tour_itinerary_days_altitude_range", sql`${t.altitudeM} between -500 and 6000`),
  ],
);

export const tourImages = pgTable(
  "tour_images",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("tour_images_tour_idx").on(t.tourId, t.displayOrder)],
);

export const tourDestinations = pgTable(
  "tour_destinations",
  {
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.destinationId] }),
    index("tour_destinations_destination_idx").on(t.destinationId),
  ],
);

export const departures = pgTable(
  "departures",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    capacity: integer("capacity").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /**
     * Seats held by bookings waiting for their payment (bookings.seat_count
     * of those in pending_payment), expired holds included until they are
     * released: a hold releases the expired holds of its departure first, so
     * the check below never counts a seat twice (decision 080).
     */
    seatsHeld: integer("seats_held").notNull().default(0),
    status: departureStatus("status").notNull().default("scheduled"),
    /** Per-person price for this date; null means the tour's usual price. */
    price: integer("price"),
    /** Seats left at or under which the date shows "few seats left"; null: AVAILABILITY_LIMITED_SEATS. */
    limitedSeats: integer("limited_seats"),
    /** The guide of this date, shown to its travellers in their trip wallet (issue 17). */
    guideName: text("guide_name"),
    guidePhone: text("guide_phone"),
    /** Raised by every staff change, so a form saved over a newer state is refused. */
    version: integer("version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique("departures_tour_start_unique").on(t.tourId, t.startDate),
    index("departures_start_idx").on(t.startDate),
    check("departures_dates_order", sql`${t.endDate} >= ${t.startDate}`),
    check("departures_capacity_positive", sql`${t.capacity} > 0`),
    check(
      "departures_seats_range",
      sql`${t.seatsTaken} >= 0 and ${t.seatsHeld} >= 0 and ${t.seatsTaken} + ${t.seatsHeld} <= ${t.capacity}`,
    ),
    check("departures_price_non_negative", sql`${t.price} >= 0`),
    check("departures_limited_seats_non_negative", sql`${t.limitedSeats} >= 0`),
  ],
);

export const experiences = pgTable(
  "experiences",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: experienceCategory("category").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => experiences.id, { onDelete: "set null" }),
    shortDescription: text("short_description"),
    description: text("description"),
    highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
    durationHours: numeric("duration_hours", { precision: 4, scale: 1, mode: "number" }),
    priceFrom: integer("price_from"),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
    searchVector: searchVectorColumn("experiences"),
  },
  (t) => [
    index("experiences_category_idx").on(t.category, t.isActive),
    index("experiences_parent_idx").on(t.parentId),
    index("experiences_search_vector_idx").using("gin", t.searchVector).with(SEARCH_GIN_OPTIONS),
    index("experiences_search_name_idx")
      .using("gin", sql.raw(`${searchName("experiences")} gin_trgm_ops`))
      .with(SEARCH_GIN_OPTIONS),
    check("experiences_price_non_negative", sql`${t.priceFrom} >= 0`),
    check("experiences_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const accommodations = pgTable(
  "accommodations",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    accommodationType: accommodationType("accommodation_type").notNull(),
    destinationId: integer("destination_id").references(() => destinations.id, { onDelete: "set null" }),
    shortDescription: text("short_description"),
    description: text("description"),
    imageUrl: text("image_url"),
    featuredImage: text("featured_image"),
    isActive: boolean("is_active").notNull().default(true),
    location: text("location"),
    coordinatesJson: jsonb("coordinates_json").$type<{ lat: number; lng: number }>(),
    starRating: integer("star_rating"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    totalReviews: integer("total_reviews").notNull().default(0),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
    checkInTime: text("check_in_time").notNull().default("14:00"),
    checkOutTime: text("check_out_time").notNull().default("11:00"),
    maxGuests: integer("max_guests"),
    pricePerNight: integer("price_per_night"),
    /** How travellers and the office reach the stay (the trip wallet, issue 17). */
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
    searchVector: searchVectorColumn("accommodations"),
  },
  (t) => [
    index("accommodations_type_idx").on(t.accommodationType, t.isActive),
    index("accommodations_destination_idx").on(t.destinationId),
    index("accommodations_search_vector_idx").using("gin", t.searchVector).with(SEARCH_GIN_OPTIONS),
    index("accommodations_search_name_idx")
      .using("gin", sql.raw(`${searchName("accommodations")} gin_trgm_ops`))
      .with(SEARCH_GIN_OPTIONS),
    check("accommodations_star_rating_range", sql`${t.starRating} between 1 and 5`),
    check("accommodations_rating_range", sql`${t.rating} between 1 and 5`),
    check("accommodations_max_guests_positive", sql`${t.maxGuests} > 0`),
    check("accommodations_price_non_negative", sql`${t.pricePerNight} >= 0`),
    check(
      "accommodations_times_format",
      sql`${t.checkInTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.checkOutTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
    check("accommodations_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
