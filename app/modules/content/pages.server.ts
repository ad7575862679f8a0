import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { contentPages, faqs, teamMembers, testimonials, tours } from "#app/db/schema/index";
import { ratingValue } from "#app/domain/catalogue/places";
import { type FaqGroup, groupFaqs } from "#app/domain/content/faq-groups";
import type { ContentPageSlug } from "#app/domain/content/pages";
import { type RatingSummary, summariseRatings } from "#app/domain/content/ratings";
import { localizeEntity, type Translations } from "#app/domain/content/translations";
import { tourPath } from "#app/domain/paths";
import type { Language } from "#app/i18n/config";

/** A content page by its slug (the slug's unique index), or null when the operator has not written it. */
export async function getContentPage(slug: ContentPageSlug) {
  const [page] = await db()
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      metaDescription: contentPages.metaDescription,
      body: contentPages.body,
      translations: contentPages.translations,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .limit(1);
  return page ?? null;
}

export type TeamMember = {
  id: number;
  name: string;
  role: string;
  bio: string | null;
  /** The language of the role and bio (decision 089). */
  textLang: Language;
  photoUrl: string | null;
  languages: string[];
  yearsExperience: number | null;
};

/** The active team in display order (team_members_active_order_idx). */
export async function listTeamMembers(language: Language): Promise<TeamMember[]> {
  const rows = await db()
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      bio: teamMembers.bio,
      photoUrl: teamMembers.photoUrl,
      languages: teamMembers.languages,
      yearsExperience: teamMembers.yearsExperience,
      translations: teamMembers.translations,
    })
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id));
  return rows.map(({ translations, ...row }) => {
    const text = localizeEntity("teamMembers", row, translations, language);
    return { ...text.value, textLang: text.lang };
  });
}

/** The general questions (not one tour's), active, grouped by category (faqs_category_order_idx). */
export async function listGeneralFaqs(language: Language): Promise<FaqGroup[]> {
  const rows = await db()
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      category: faqs.category,
      translations: faqs.translations,
    })
    .from(faqs)
    .where(and(eq(faqs.isActive, true), isNull(faqs.tourId)))
    .orderBy(asc(faqs.category), asc(faqs.displayOrder), asc(faqs.id));
  // Each question is its own unit: shown in the page's language when it has both halves in it.
  return groupFaqs(
    rows.map(({ translations, ...row }) => {
      const local = localizeEntity("faqs", row, translations, language);
      return { ...local.value, lang: local.lang };
    }),
  );
}

export type TestimonialItem = {
  id: number;
  content: string;
  clientName: string;
  avatarUrl: string | null;
  country: string | null;
  /** The day of the trip or review (YYYY-MM-DD), else when it was added. */
  date: string;
  rating: number;
  isFeatured: boolean;
  tourName: string | null;
  /** Only when the tour is public. */
  tourPath: string | null;
  /** The language of the content: the page's when staff translated it, else as written (decision 089). */
  textLang: Language;
};

const testimonialColumns = {
  id: testimonials.id,
  content: testimonials.content,
  clientName: testimonials.clientName,
  avatarUrl: testimonials.avatarUrl,
  country: testimonials.country,
  date: testimonials.date,
  createdAt: testimonials.createdAt,
  rating: testimonials.rating,
  isFeatured: testimonials.isFeatured,
  tourName: testimonials.tourName,
  tourId: tours.id,
  tourSlug: tours.slug,
  tourTitle: tours.title,
  tourActive: tours.isActive,
  translations: testimonials.translations,
};

type TestimonialRow = {
  id: number;
  content: string;
  clientName: string;
  avatarUrl: string | null;
  country: string | null;
  date: string | null;
  createdAt: Date;
  rating: number;
  isFeatured: boolean;
  tourName: string | null;
  tourId: number | null;
  tourSlug: string | null;
  tourTitle: string | null;
  tourActive: boolean | null;
  translations: Translations;
};

function toTestimonial(row: TestimonialRow, language: Language): TestimonialItem {
  const tourIsPublic = row.tourId !== null && row.tourActive === true;
  const text = localizeEntity("testimonials", { content: row.content }, row.translations, language);
  return {
    id: row.id,
    content: text.value.content,
    textLang: text.lang,
    clientName: row.clientName,
    avatarUrl: row.avatarUrl,
    country: row.country,
    date: row.date ?? row.createdAt.toISOString().slice(0, 10),
    rating: row.rating,
    isFeatured: row.isFeatured,
    tourName: row.tourName ?? row.tourTitle,
    tourPath: tourIsPublic ? tourPath({ id: row.tourId as number, slug: row.tourSlug }) : null,
  };
}

function testimonialQuery() {
  return db()
    .select(testimonialColumns)
    .from(testimonials)
    .leftJoin(tours, eq(tours.id, testimonials.tourId))
    .where(eq(testimonials.isActive, true));
}

/** One page of active testimonials, newest first, with the total. */
export async function listTestimonialPage(page: number, perPage: number, language: Language) {
  const [rows, [totals]] = await Promise.all([
    testimonialQuery()
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db().select({ total: count() }).from(testimonials).where(eq(testimonials.isActive, true)),
  ]);
  return { items: rows.map((row) => toTestimonial(row, language)), total: totals?.total ?? 0 };
}

/** Every active testimonial: the featured ones first, then newest first. */
export async function listAllTestimonials(language: Language): Promise<TestimonialItem[]> {
  const rows = await testimonialQuery().orderBy(
    desc(testimonials.isFeatured),
    desc(testimonials.createdAt),
    desc(testimonials.id),
  );
  return rows.map((row) => toTestimonial(row, language));
}

export type TourRating = { id: number; title: string; path: string; rating: number; reviewCount: number };

/**
 * The ratings the public can see: each active testimonial's stars and each
 * active tour's rating weighted by its number of reviews.
 */
export async function loadRatings(): Promise<{ summary: RatingSummary; tours: TourRating[] }> {
  const [distribution, tourRows] = await Promise.all([
    db()
      .select({ rating: testimonials.rating, total: count() })
      .from(testimonials)
      .where(eq(testimonials.isActive, true))
      .groupBy(testimonials.rating),
    db()
      .select({
        id: tours.id,
        slug: tours.slug,
        title: tours.title,
        rating: tours.rating,
        reviewCount: tours.reviewCount,
      })
      .from(tours)
      .where(and(eq(tours.isActive, true), isNotNull(tours.rating)))
      .orderBy(desc(tours.rating), desc(tours.reviewCount), asc(tours.title)),
  ]);
  const tourRatings = tourRows.flatMap((row) => {
    const rating = ratingValue(row.rating);
    return rating === null
      ? []
      : [{ id: row.id, title: row.title, path: tourPath(row), rating, reviewCount: row.reviewCount }];
  });
  return { summary: summariseRatings(distribution, tourRatings), tours: tourRatings };
}
