import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { tours } from "./catalogue";
import { timestamps, translationsColumn, versionColumn } from "./columns";
import { contentPageSlug, titleFontSize } from "./enums";

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    content: text("content").notNull(),
    clientName: text("client_name").notNull(),
    avatarUrl: text("avatar_url"),
    country: text("country"),
    date: date("date"),
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "set null" }),
    tourName: text("tour_name"),
    rating: integer("rating").notNull(),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    index("testimonials_featured_created_idx").on(t.isFeatured, t.createdAt),
    // /reviews and /testimonials: the active ones, newest first.
    index("testimonials_active_created_idx").on(t.isActive, t.createdAt),
    index("testimonials_tour_idx").on(t.tourId),
    check("testimonials_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    /** Markdown; rendered and sanitised on the server. */
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    category: text("category").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    authorName: text("author_name").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt),
    index("blog_posts_category_idx").on(t.category),
    check("blog_posts_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const promotionalBanners = pgTable(
  "promotional_banners",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    titleFontSize: titleFontSize("title_font_size").notNull().default("default"),
    titleHighlightText: text("title_highlight_text"),
    titleHighlightColor: text("title_highlight_color"),
    backgroundImageUrl: text("background_image_url"),
    gradientOverlay: text("gradient_overlay"),
    textColor: text("text_color"),
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "set null" }),
    tourLink: text("tour_link"),
    tourDuration: text("tour_duration"),
    tourBestTime: text("tour_best_time"),
    tourPrice: integer("tour_price"),
    tourGroupSize: integer("tour_group_size"),
    buttonText: text("button_text"),
    /** Deals: a banner with a discount and a validity window is listed on /deals. */
    discountPercent: integer("discount_percent"),
    validFrom: date("valid_from"),
    validUntil: date("valid_until"),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    index("promotional_banners_active_order_idx").on(t.isActive, t.displayOrder),
    check("promotional_banners_price_non_negative", sql`${t.tourPrice} >= 0`),
    check("promotional_banners_discount_range", sql`${t.discountPercent} between 1 and 90`),
    check("promotional_banners_validity_order", sql`${t.validUntil} >= ${t.validFrom}`),
  ],
);

/** Card styling fields of the spec, kept as one validated JSON object (see docs/decisions). */
export type CardDesignStyles = Partial<{
  padding: string;
  margin: string;
  maxWidth: string;
  aspectRatio: string;
  backgroundColor: string;
  backgroundImage: string;
  borderWidth: string;
  borderColor: string;
  borderRadius: string;
  shadow: string;
  transitionDuration: string;
  headingFontFamily: string;
  headingFontWeight: string;
  headingFontSize: string;
  headingLineHeight: string;
  headingLetterSpacing: string;
  headingTextTransform: string;
  headingMarginTop: string;
  headingMarginBottom: string;
  headingColorLight: string;
  headingColorDark: string;
  hoverTransform: string;
  hoverShadow: string;
}>;

export const cardDesigns = pgTable(
  "card_designs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    designType: text("design_type").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    layoutType: text("layout_type").notNull().default("vertical"),
    imagePosition: text("image_position").notNull().default("top"),
    contentAlignment: text("content_alignment").notNull().default("left"),
    styles: jsonb("styles").$type<CardDesignStyles>().notNull().default({}),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [index("card_designs_lookup_idx").on(t.designType, t.isActive, t.isDefault, t.displayOrder)],
);

/** Branding config rows; values may be JSON (spec section 3). */
/** site_branding keys whose values visitors read: a LocalizedText each. */
export const SITE_BRANDING_TEXT_KEYS = ["company_name", "logo_text", "company_tagline"] as const;
export type SiteBrandingTextKey = (typeof SITE_BRANDING_TEXT_KEYS)[number];

/**
 * Branding settings by key. The texts visitors read (company_name, logo_text,
 * company_tagline) hold one value per language, `{"en": "…", "de": "…"}`,
 * English required as every language's fallback; the others a plain JSON value.
 */
export const siteBranding = pgTable(
  "site_branding",
  {
    configKey: text("config_key").primaryKey(),
    configValue: jsonb("config_value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      "site_branding_texts_have_english",
      sql`${t.configKey} not in (${sql.raw(SITE_BRANDING_TEXT_KEYS.map((key) => `'${key}'`).join(", "))}) or (jsonb_typeof(${t.configValue}) = 'object' and jsonb_typeof(${t.configValue} -> 'en') = 'string')`,
    ),
  ],
);

export const brandAssets = pgTable(
  "brand_assets",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    fileUrl: text("file_url").notNull(),
    assetType: text("asset_type").notNull().default("logo"),
    assetVariant: text("asset_variant").notNull().default("primary"),
    isActive: boolean("is_active").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    usageContext: jsonb("usage_context").$type<string[]>().notNull().default([]),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("brand_assets_lookup_idx").on(t.assetType, t.assetVariant, t.isActive)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio"),
    photoUrl: text("photo_url"),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    yearsExperience: integer("years_experience"),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [index("team_members_active_order_idx").on(t.isActive, t.displayOrder)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    category: text("category").notNull(),
    /** A question about one tour; null for the general FAQ page. */
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    translations: translationsColumn(),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    index("faqs_category_order_idx").on(t.isActive, t.category, t.displayOrder),
    index("faqs_tour_idx").on(t.tourId),
  ],
);

export const contentPages = pgTable("content_pages", {
  id: serial("id").primaryKey(),
  slug: contentPageSlug("slug").notNull().unique(),
  title: text("title").notNull(),
  metaDescription: text("meta_description"),
  /** Markdown; rendered and sanitised on the server. */
  body: text("body").notNull(),
  translations: translationsColumn(),
  version: versionColumn(),
  ...timestamps,
});
