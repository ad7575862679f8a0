import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "#app/db/client.server";
import { destinations, promotionalBanners, testimonials } from "#app/db/schema/index";
import type { HomeDestination } from "#app/domain/catalogue/places";
import type { TourCardData } from "#app/domain/catalogue/tour";
import { safeBannerStyle } from "#app/domain/content/banner-style";
import type { HomeBanner } from "#app/domain/content/banners";
import type { PostCardData } from "#app/domain/content/blog";
import type { HomeTestimonial } from "#app/domain/content/ratings";
import { localizeEntity } from "#app/domain/content/translations";
import { destinationPath, slugify } from "#app/domain/paths";
import type { Language } from "#app/i18n/config";
import { listFeaturedTours } from "#app/modules/catalogue/tours.server";
import { listPublishedPosts, toPostCardData } from "#app/modules/content/blog.server";
import { logger } from "#app/modules/logging/logger.server";

/** Spec section 9: what the home page fetches. */
export const HOME_LIMITS = { featuredTours: 3, destinations: 12, testimonials: 4, posts: 3 } as const;

/**
 * Active banners by display order (spec section 7), read on every request
 * so a staff save shows at once; colours and gradient outside the safe
 * subset are dropped (banner-style.ts: they go into a style attribute).
 */
export async function listActiveBanners(language: Language): Promise<HomeBanner[]> {
  const rows = await db()
    .select({
      id: promotionalBanners.id,
      title: promotionalBanners.title,
      subtitle: promotionalBanners.subtitle,
      description: promotionalBanners.description,
      titleFontSize: promotionalBanners.titleFontSize,
      titleHighlightText: promotionalBanners.titleHighlightText,
      titleHighlightColor: promotionalBanners.titleHighlightColor,
      backgroundImageUrl: promotionalBanners.backgroundImageUrl,
      gradientOverlay: promotionalBanners.gradientOverlay,
      textColor: promotionalBanners.textColor,
      tourId: promotionalBanners.tourId,
      tourLink: promotionalBanners.tourLink,
      tourDuration: promotionalBanners.tourDuration,
      tourBestTime: promotionalBanners.tourBestTime,
      tourPrice: promotionalBanners.tourPrice,
      tourGroupSize: promotionalBanners.tourGroupSize,
      buttonText: promotionalBanners.buttonText,
      translations: promotionalBanners.translations,
    })
    .from(promotionalBanners)
    .where(eq(promotionalBanners.isActive, true))
    .orderBy(asc(promotionalBanners.displayOrder), asc(promotionalBanners.id));
  return rows.map(({ translations, ...row }) => {
    const text = localizeEntity("promotionalBanners", row, translations, language);
    return { ...safeBannerStyle(text.value), textLang: text.lang };
  });
}

const parent = alias(destinations, "parent_destination");

/**
 * Up to 12 public destinations (spec section 7), featured first. A park whose
 * country is hidden is hidden with it. The card links by slug, or by the
 * lower-cased, hyphenated name when a row has no slug (spec section 2).
 */
export async function listHomeDestinations(
  limit: number = HOME_LIMITS.destinations,
): Promise<HomeDestination[]> {
  const rows = await db()
    .select({
      id: destinations.id,
      slug: destinations.slug,
      name: destinations.name,
      country: destinations.country,
      shortDescription: destinations.shortDescription,
      featuredImage: destinations.featuredImage,
      imageUrl: destinations.imageUrl,
      tourCount: destinations.tourCount,
      parentSlug: parent.slug,
    })
    .from(destinations)
    .leftJoin(parent, eq(destinations.parentId, parent.id))
    .where(and(eq(destinations.isActive, true), or(isNull(destinations.parentId), eq(parent.isActive, true))))
    .orderBy(desc(destinations.isFeatured), asc(destinations.displayOrder), asc(destinations.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    path: destinationPath({ slug: row.slug?.trim() || slugify(row.name), parentSlug: row.parentSlug }),
    image: row.featuredImage ?? row.imageUrl,
    summary: row.shortDescription,
    tourCount: row.tourCount,
  }));
}

/** Featured testimonials, newest first by created_at (spec section 7). */
export async function listFeaturedTestimonials(
  language: Language,
  limit: number = HOME_LIMITS.testimonials,
): Promise<HomeTestimonial[]> {
  const rows = await db()
    .select({
      id: testimonials.id,
      content: testimonials.content,
      name: testimonials.clientName,
      avatarUrl: testimonials.avatarUrl,
      country: testimonials.country,
      tourName: testimonials.tourName,
      rating: testimonials.rating,
      date: testimonials.date,
      createdAt: testimonials.createdAt,
      translations: testimonials.translations,
    })
    .from(testimonials)
    .where(and(eq(testimonials.isFeatured, true), eq(testimonials.isActive, true)))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
  return rows.map(({ createdAt, date, translations, ...row }) => {
    const text = localizeEntity("testimonials", { content: row.content }, translations, language);
    return {
      ...row,
      content: text.value.content,
      textLang: text.lang,
      date: date ?? createdAt.toISOString().slice(0, 10),
    };
  });
}

/** The latest published posts (spec: newest first by published_at, limit 3). */
export async function listLatestPosts(
  language: Language,
  limit: number = HOME_LIMITS.posts,
): Promise<PostCardData[]> {
  const { posts } = await listPublishedPosts({ category: null, page: 1, perPage: limit });
  return posts.map((post) => toPostCardData(post, language));
}

export function listHomeFeaturedTours(language: Language): Promise<TourCardData[]> {
  return listFeaturedTours(language, HOME_LIMITS.featuredTours);
}

/**
 * A section's data as a promise the page streams in. A failure is logged here
 * and rejects, so the section shows its 'Unable to load ...' message while
 * the rest of the page stands. The rejection is marked handled at once: it may
 * come before React Router subscribes (while other loaders still run), and an
 * unhandled rejection would stop the process.
 */
export function streamed<T>(section: string, load: () => Promise<T>): Promise<T> {
  const promise = Promise.resolve()
    .then(load)
    .catch((error: unknown) => {
      logger.error({ err: error, section }, "home section failed to load");
      throw new Error(`Unable to load ${section}`);
    });
  promise.catch(() => {});
  return promise;
}
