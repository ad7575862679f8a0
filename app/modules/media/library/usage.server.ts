import { type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "#app/db/client.server";
import {
  accommodations,
  blogPosts,
  brandAssets,
  cardDesigns,
  contentPages,
  destinations,
  experiences,
  faqs,
  mediaAssets,
  promotionalBanners,
  siteBranding,
  teamMembers,
  testimonials,
  tourImages,
  tourItineraryDays,
  tours,
} from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { type AltText, isUsableAlt } from "#app/domain/media/alt-text";
import { isMediaKey, libraryKeysIn } from "#app/domain/media/upload";

/**
 * Where library pictures are used (decision 090). Content refers to a
 * picture by its URL, `/media/library/{key}/…`, in an image column or inside
 * text (Markdown, a card design's styles, a translation), so the content
 * tables' image columns and texts are searched for it: there is no link
 * table to forget to update, and a URL pasted into a blog post counts too.
 * Each search reads whole tables; content tables hold hundreds of rows.
 */

export const MEDIA_USAGE_KINDS = [
  "tour",
  "tourGallery",
  "itineraryDay",
  "destination",
  "experience",
  "accommodation",
  "blogPost",
  "banner",
  "teamMember",
  "testimonial",
  "faq",
  "contentPage",
  "cardDesign",
  "brandAsset",
  "branding",
] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

export type MediaUsage = { kind: MediaUsageKind; id: string; label: string };

type Found = { id: string | number; label: string | null; text: string | null };

type Source = {
  kind: MediaUsageKind;
  find: (executor: Executor, matches: (text: SQL) => SQL) => Promise<Found[]>;
};

/** Every column as text, one string: what the pattern is matched against. */
function textOf(columns: AnyColumn[]): SQL<string> {
  return sql<string>`concat_ws(' ', ${sql.join(
    columns.map((column) => sql`${column}::text`),
    sql`, `,
  )})`;
}

/** A table whose own row is the use: its id, a label staff recognise, the columns that may hold a picture. */
function table(
  kind: MediaUsageKind,
  from: PgTable,
  id: AnyColumn,
  label: SQL | AnyColumn,
  columns: AnyColumn[],
): Source {
  const text = textOf(columns);
  return {
    kind,
    find: (executor, matches) =>
      executor
        .select({ id: sql<string>`${id}::text`, label: sql<string | null>`${label}::text`, text })
        .from(from)
        .where(matches(text)),
  };
}

const SOURCES: Source[] = [
  table("tour", tours, tours.id, tours.title, [
    tours.imageUrl,
    tours.shortDescription,
    tours.description,
    tours.customTitleStyles,
    tours.translations,
  ]),
  {
    // A tour's gallery: the use is the tour's.
    kind: "tourGallery",
    find: (executor, matches) => {
      const text = textOf([tourImages.url]);
      return executor
        .select({ id: sql<string>`${tours.id}::text`, label: tours.title, text })
        .from(tourImages)
        .innerJoin(tours, eq(tours.id, tourImages.tourId))
        .where(matches(text));
    },
  },
  {
    kind: "itineraryDay",
    find: (executor, matches) => {
      const text = textOf([tourItineraryDays.description, tourItineraryDays.translations]);
      return executor
        .select({
          id: sql<string>`${tours.id}::text`,
          label: sql<string>`${tours.title} || ' · ' || ${tourItineraryDays.dayNumber}::text`,
          text,
        })
        .from(tourItineraryDays)
        .innerJoin(tours, eq(tours.id, tourItineraryDays.tourId))
        .where(matches(text));
    },
  },
  table("destination", destinations, destinations.id, destinations.name, [
    destinations.featuredImage,
    destinations.imageUrl,
    destinations.shortDescription,
    destinations.description,
    destinations.translations,
  ]),
  table("experience", experiences, experiences.id, experiences.title, [
    experiences.imageUrl,
    experiences.shortDescription,
    experiences.description,
    experiences.translations,
  ]),
  table("accommodation", accommodations, accommodations.id, accommodations.name, [
    accommodations.imageUrl,
    accommodations.featuredImage,
    accommodations.shortDescription,
    accommodations.description,
    accommodations.translations,
  ]),
  table("blogPost", blogPosts, blogPosts.id, blogPosts.title, [
    blogPosts.featuredImage,
    blogPosts.excerpt,
    blogPosts.content,
    blogPosts.translations,
  ]),
  table("banner", promotionalBanners, promotionalBanners.id, promotionalBanners.title, [
    promotionalBanners.backgroundImageUrl,
    promotionalBanners.description,
    promotionalBanners.translations,
  ]),
  table("teamMember", teamMembers, teamMembers.id, teamMembers.name, [
    teamMembers.photoUrl,
    teamMembers.bio,
    teamMembers.translations,
  ]),
  table("testimonial", testimonials, testimonials.id, testimonials.clientName, [
    testimonials.avatarUrl,
    testimonials.content,
    testimonials.translations,
  ]),
  table("faq", faqs, faqs.id, faqs.question, [faqs.answer, faqs.translations]),
  table("contentPage", contentPages, contentPages.id, contentPages.title, [
    contentPages.body,
    contentPages.translations,
  ]),
  table("cardDesign", cardDesigns, cardDesigns.id, cardDesigns.name, [cardDesigns.styles]),
  table("brandAsset", brandAssets, brandAssets.id, brandAssets.name, [brandAssets.fileUrl]),
  table("branding", siteBranding, siteBranding.configKey, siteBranding.configKey, [siteBranding.configValue]),
];

/**
 * The uses of each of `keys`, by key (a key without uses is absent). One
 * query per content table for all the keys at once, so a list page of 25
 * pictures costs as much as one.
 */
export async function findUsages(
  keys: readonly string[],
  executor: Executor = db(),
): Promise<Map<string, MediaUsage[]>> {
  // Only real keys: they are [a-z0-9] (the table's check), so they go into the pattern as they are.
  const wanted = new Set(keys.filter(isMediaKey));
  const byKey = new Map<string, MediaUsage[]>();
  if (wanted.size === 0) return byKey;
  const pattern = `/media/library/(${[...wanted].join("|")})([^a-z0-9]|$)`;
  const matches = (text: SQL) => sql`${text} ~ ${pattern}`;
  const search = async (source: Source) => ({ source, rows: await source.find(executor, matches) });
  // A transaction is one connection, which runs one query at a time: ask it in turn, the pool at once.
  const found: Array<Awaited<ReturnType<typeof search>>> = [];
  if (executor === db()) found.push(...(await Promise.all(SOURCES.map(search))));
  else for (const source of SOURCES) found.push(await search(source));
  for (const { source, rows } of found) {
    for (const row of rows) {
      for (const key of libraryKeysIn(row.text)) {
        if (!wanted.has(key)) continue;
        const uses = byKey.get(key) ?? [];
        const id = String(row.id);
        // A tour naming the picture twice (image and description) is one use.
        if (!uses.some((use) => use.kind === source.kind && use.id === id)) {
          uses.push({ kind: source.kind, id, label: row.label ?? id });
        }
        byKey.set(key, uses);
      }
    }
  }
  return byKey;
}

/**
 * For the editors (issue 16): may content be saved with these image fields
 * and texts? Every library picture they name must exist and have English alt
 * text; anything else (a drawn scene, an allowed outside host) is not the
 * library's to judge. Call it inside the saving transaction: the pictures'
 * rows are then share-locked, so a delete running at the same time either
 * finishes first (and this refuses) or waits and then sees the new use.
 */
export async function requireUsableImages(
  texts: ReadonlyArray<string | null | undefined>,
  executor: Executor = db(),
): Promise<ActionResult> {
  const keys = [...new Set(texts.flatMap((text) => libraryKeysIn(text)))];
  if (keys.length === 0) return { ok: true };
  const rows = await executor
    .select({ key: mediaAssets.key, alt: mediaAssets.alt, originalName: mediaAssets.originalName })
    .from(mediaAssets)
    .where(inArray(mediaAssets.key, keys))
    .for("share");
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) return fail(400, "admin-media:errors.unknownImage", { values: { key } });
    if (!isUsableAlt(row.alt as AltText)) {
      return fail(400, "admin-media:errors.altMissing", { values: { name: row.originalName } });
    }
  }
  return { ok: true };
}
