CREATE TYPE "public"."accommodation_type" AS ENUM('lodge', 'camp', 'hotel', 'resort', 'villa', 'guesthouse');--> statement-breakpoint
CREATE TYPE "public"."content_page_slug" AS ENUM('story', 'insurance', 'conservation', 'terms', 'privacy');--> statement-breakpoint
CREATE TYPE "public"."departure_status" AS ENUM('scheduled', 'on_request', 'closed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."experience_category" AS ENUM('wildlife', 'cultural', 'adventure', 'photography', 'wellness', 'family');--> statement-breakpoint
CREATE TYPE "public"."loyalty_tier" AS ENUM('bronze', 'silver', 'gold', 'platinum');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'unsubscribed');--> statement-breakpoint
CREATE TYPE "public"."title_font_size" AS ENUM('default', 'large', 'xlarge', '2xlarge', '3xlarge');--> statement-breakpoint
CREATE TYPE "public"."tour_category" AS ENUM('wildlife_safari', 'kilimanjaro', 'mount_meru', 'beach', 'cultural', 'walking', 'photography', 'family', 'gorilla_trekking');--> statement-breakpoint
CREATE TYPE "public"."tour_difficulty" AS ENUM('easy', 'moderate', 'challenging', 'strenuous');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'staff', 'admin');--> statement-breakpoint
CREATE TABLE "accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"accommodation_type" "accommodation_type" NOT NULL,
	"destination_id" integer,
	"short_description" text,
	"description" text,
	"image_url" text,
	"featured_image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"location" text,
	"coordinates_json" jsonb,
	"star_rating" integer,
	"rating" numeric(2, 1),
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"max_guests" integer,
	"price_per_night" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "accommodations_star_rating_range" CHECK ("accommodations"."star_rating" between 1 and 5),
	CONSTRAINT "accommodations_rating_range" CHECK ("accommodations"."rating" between 1 and 5),
	CONSTRAINT "accommodations_max_guests_positive" CHECK ("accommodations"."max_guests" > 0),
	CONSTRAINT "accommodations_price_non_negative" CHECK ("accommodations"."price_per_night" >= 0),
	CONSTRAINT "accommodations_times_format" CHECK ("accommodations"."check_in_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "accommodations"."check_out_time" ~ '^[0-2][0-9]:[0-5][0-9]$'),
	CONSTRAINT "accommodations_slug_format" CHECK ("accommodations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"status" "departure_status" DEFAULT 'scheduled' NOT NULL,
	"price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_tour_start_unique" UNIQUE("tour_id","start_date"),
	CONSTRAINT "departures_dates_order" CHECK ("departures"."end_date" >= "departures"."start_date"),
	CONSTRAINT "departures_capacity_positive" CHECK ("departures"."capacity" > 0),
	CONSTRAINT "departures_seats_range" CHECK ("departures"."seats_taken" >= 0 and "departures"."seats_taken" <= "departures"."capacity"),
	CONSTRAINT "departures_price_non_negative" CHECK ("departures"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"parent_id" integer,
	"short_description" text,
	"description" text,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wildlife" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"best_months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"best_time_note" text,
	"featured_image" text,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"tour_count" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "destinations_slug_format" CHECK ("destinations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" "experience_category" NOT NULL,
	"parent_id" integer,
	"short_description" text,
	"description" text,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_hours" numeric(4, 1),
	"price_from" integer,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug"),
	CONSTRAINT "experiences_price_non_negative" CHECK ("experiences"."price_from" >= 0),
	CONSTRAINT "experiences_slug_format" CHECK ("experiences"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "tour_destinations" (
	"tour_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	CONSTRAINT "tour_destinations_tour_id_destination_id_pk" PRIMARY KEY("tour_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "tour_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_itinerary_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"places" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accommodation" text,
	"meals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"altitude_m" integer,
	"distance_km" numeric(5, 1),
	"walking_hours" numeric(3, 1),
	CONSTRAINT "tour_itinerary_days_tour_day_unique" UNIQUE("tour_id","day_number"),
	CONSTRAINT "tour_itinerary_days_day_positive" CHECK ("tour_itinerary_days"."day_number" > 0),
	CONSTRAINT "tour_itinerary_days_altitude_range" CHECK ("tour_itinerary_days"."altitude_m" between -500 and 6000)
);
--> statement-breakpoint
CREATE TABLE "tour_price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"min_travellers" integer NOT NULL,
	"max_travellers" integer NOT NULL,
	"price_per_person" integer NOT NULL,
	CONSTRAINT "tour_price_tiers_tour_min_unique" UNIQUE("tour_id","min_travellers"),
	CONSTRAINT "tour_price_tiers_range" CHECK ("tour_price_tiers"."min_travellers" >= 1 and "tour_price_tiers"."max_travellers" >= "tour_price_tiers"."min_travellers"),
	CONSTRAINT "tour_price_tiers_price_non_negative" CHECK ("tour_price_tiers"."price_per_person" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"title_font_size" "title_font_size" DEFAULT 'default' NOT NULL,
	"title_highlight_text" text,
	"title_highlight_color" text,
	"custom_title_styles" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"short_description" text,
	"description" text,
	"image_url" text,
	"price_from" integer,
	"child_price_percent" integer DEFAULT 70 NOT NULL,
	"infant_price_percent" integer DEFAULT 0 NOT NULL,
	"duration_days" integer,
	"max_group_size" integer,
	"min_age" integer,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"category" "tour_category" NOT NULL,
	"difficulty" "tour_difficulty",
	"max_altitude_m" integer,
	"distance_km" integer,
	"summit_success_rate" integer,
	"start_location" text,
	"end_location" text,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"best_months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tours_price_from_non_negative" CHECK ("tours"."price_from" >= 0),
	CONSTRAINT "tours_duration_positive" CHECK ("tours"."duration_days" > 0),
	CONSTRAINT "tours_group_size_positive" CHECK ("tours"."max_group_size" > 0),
	CONSTRAINT "tours_rating_range" CHECK ("tours"."rating" between 1 and 5),
	CONSTRAINT "tours_child_percent_range" CHECK ("tours"."child_price_percent" between 0 and 100),
	CONSTRAINT "tours_infant_percent_range" CHECK ("tours"."infant_price_percent" between 0 and 100),
	CONSTRAINT "tours_success_rate_range" CHECK ("tours"."summit_success_rate" between 0 and 100),
	CONSTRAINT "tours_slug_format" CHECK ("tours"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"featured_image" text,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_name" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_slug_format" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "brand_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"file_url" text NOT NULL,
	"asset_type" text DEFAULT 'logo' NOT NULL,
	"asset_variant" text DEFAULT 'primary' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"usage_context" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"design_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"layout_type" text DEFAULT 'vertical' NOT NULL,
	"image_position" text DEFAULT 'top' NOT NULL,
	"content_alignment" text DEFAULT 'left' NOT NULL,
	"styles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" "content_page_slug" NOT NULL,
	"title" text NOT NULL,
	"meta_description" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text NOT NULL,
	"tour_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotional_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"title_font_size" "title_font_size" DEFAULT 'default' NOT NULL,
	"title_highlight_text" text,
	"title_highlight_color" text,
	"background_image_url" text,
	"gradient_overlay" text,
	"text_color" text,
	"tour_id" integer,
	"tour_link" text,
	"tour_duration" text,
	"tour_best_time" text,
	"tour_price" integer,
	"tour_group_size" integer,
	"button_text" text,
	"discount_percent" integer,
	"valid_from" date,
	"valid_until" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotional_banners_price_non_negative" CHECK ("promotional_banners"."tour_price" >= 0),
	CONSTRAINT "promotional_banners_discount_range" CHECK ("promotional_banners"."discount_percent" between 1 and 90),
	CONSTRAINT "promotional_banners_validity_order" CHECK ("promotional_banners"."valid_until" >= "promotional_banners"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "site_branding" (
	"config_key" text PRIMARY KEY NOT NULL,
	"config_value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text,
	"photo_url" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"years_experience" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"client_name" text NOT NULL,
	"avatar_url" text,
	"country" text,
	"date" date,
	"tour_id" integer,
	"tour_name" text,
	"rating" integer NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"to_address" text NOT NULL,
	"cc_address" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 6 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_attempts_range" CHECK ("email_outbox"."attempts" >= 0 and "email_outbox"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"base" text PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"discount_code" text NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_discount_code_unique" UNIQUE("discount_code"),
	CONSTRAINT "newsletter_subscriptions_code_format" CHECK ("newsletter_subscriptions"."discount_code" ~ '^WELCOME[A-Z0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"phone" text,
	"avatar_url" text,
	"referral_code" text,
	"referred_by_id" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"loyalty_tier" "loyalty_tier" DEFAULT 'bronze' NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"preferred_language" text,
	"preferred_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "users_referral_code_format" CHECK ("users"."referral_code" ~ '^[A-Z0-9]{1,20}$'),
	CONSTRAINT "users_loyalty_points_non_negative" CHECK ("users"."loyalty_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_parent_id_destinations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_parent_id_experiences_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_destinations" ADD CONSTRAINT "tour_destinations_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_destinations" ADD CONSTRAINT "tour_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_itinerary_days" ADD CONSTRAINT "tour_itinerary_days_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_price_tiers" ADD CONSTRAINT "tour_price_tiers_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_banners" ADD CONSTRAINT "promotional_banners_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_id_users_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_type_idx" ON "accommodations" USING btree ("accommodation_type","is_active");--> statement-breakpoint
CREATE INDEX "accommodations_destination_idx" ON "accommodations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "departures_start_idx" ON "departures" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "destinations_parent_idx" ON "destinations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "destinations_active_order_idx" ON "destinations" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "experiences_category_idx" ON "experiences" USING btree ("category","is_active");--> statement-breakpoint
CREATE INDEX "experiences_parent_idx" ON "experiences" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tour_destinations_destination_idx" ON "tour_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "tour_images_tour_idx" ON "tour_images" USING btree ("tour_id","display_order");--> statement-breakpoint
CREATE INDEX "tours_active_featured_idx" ON "tours" USING btree ("is_active","is_featured","display_order");--> statement-breakpoint
CREATE INDEX "tours_category_idx" ON "tours" USING btree ("category","is_active");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "brand_assets_lookup_idx" ON "brand_assets" USING btree ("asset_type","asset_variant","is_active");--> statement-breakpoint
CREATE INDEX "card_designs_lookup_idx" ON "card_designs" USING btree ("design_type","is_active","is_default","display_order");--> statement-breakpoint
CREATE INDEX "faqs_category_order_idx" ON "faqs" USING btree ("is_active","category","display_order");--> statement-breakpoint
CREATE INDEX "faqs_tour_idx" ON "faqs" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "promotional_banners_active_order_idx" ON "promotional_banners" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "team_members_active_order_idx" ON "team_members" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "testimonials_featured_created_idx" ON "testimonials" USING btree ("is_featured","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_tour_idx" ON "testimonials" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_unique" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_id");