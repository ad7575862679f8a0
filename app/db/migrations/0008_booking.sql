CREATE TYPE "public"."booking_status" AS ENUM('draft', 'requested', 'pending_payment', 'confirmed', 'paid', 'completed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."extra_basis" AS ENUM('per_person', 'per_booking', 'per_room');--> statement-breakpoint
CREATE TYPE "public"."payment_choice" AS ENUM('deposit', 'full');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('deposit', 'full', 'balance');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."promo_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."room_type" AS ENUM('double', 'twin', 'single', 'triple');--> statement-breakpoint
CREATE TYPE "public"."traveller_kind" AS ENUM('adult', 'child', 'infant');--> statement-breakpoint
CREATE TABLE "booking_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"tour_extra_id" integer,
	"label" jsonb NOT NULL,
	"basis" "extra_basis" NOT NULL,
	"room_type" "room_type",
	"unit_price_cents" integer NOT NULL,
	"quantity" integer,
	"count" integer,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extras_extra_unique" UNIQUE("booking_id","tour_extra_id"),
	CONSTRAINT "booking_extras_non_negative" CHECK ("booking_extras"."unit_price_cents" >= 0 and "booking_extras"."quantity" >= 0 and "booking_extras"."count" >= 0 and "booking_extras"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"actor_user_id" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" "traveller_kind" NOT NULL,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"nationality" text,
	"passport_number" text,
	"passport_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_travellers_position_unique" UNIQUE("booking_id","position"),
	CONSTRAINT "booking_travellers_position_positive" CHECK ("booking_travellers"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"tour_id" integer NOT NULL,
	"departure_id" integer,
	"requested_start_date" date,
	"request_accepted_at" timestamp with time zone,
	"status" "booking_status" DEFAULT 'draft' NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"rooms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seat_count" integer DEFAULT 0 NOT NULL,
	"lead_full_name" text,
	"lead_email" text,
	"lead_phone" text,
	"lead_country" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"emergency_contact_relation" text,
	"dietary_requirements" text,
	"special_requests" text,
	"display_currency" text DEFAULT 'USD' NOT NULL,
	"display_rate" numeric(18, 8) DEFAULT 1 NOT NULL,
	"price_lines" jsonb,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"balance_due_date" date,
	"payment_choice" "payment_choice" DEFAULT 'full' NOT NULL,
	"promo_code" text,
	"source" text,
	"banner_id" integer,
	"hold_expires_at" timestamp with time zone,
	"flagged_for_staff" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_reference_format" CHECK ("bookings"."reference" ~ '^EA[0-9A-Z]{12,13}$'),
	CONSTRAINT "bookings_counts_non_negative" CHECK ("bookings"."adults" >= 0 and "bookings"."children" >= 0 and "bookings"."infants" >= 0 and "bookings"."seat_count" >= 0),
	CONSTRAINT "bookings_amounts" CHECK ("bookings"."total_cents" >= 0 and "bookings"."deposit_cents" >= 0 and "bookings"."balance_cents" >= 0 and "bookings"."deposit_cents" + "bookings"."balance_cents" = "bookings"."total_cents"),
	CONSTRAINT "bookings_seats_only_when_held_or_taken" CHECK ("bookings"."seat_count" = 0 or "bookings"."status" in ('pending_payment', 'confirmed', 'paid', 'completed')),
	CONSTRAINT "bookings_hold_has_expiry" CHECK ("bookings"."status" <> 'pending_payment' or ("bookings"."hold_expires_at" is not null and "bookings"."departure_id" is not null)),
	CONSTRAINT "bookings_request_has_date" CHECK ("bookings"."status" <> 'requested' or "bookings"."requested_start_date" is not null),
	CONSTRAINT "bookings_display_currency" CHECK ("bookings"."display_currency" in ('USD', 'EUR', 'GBP', 'AUD', 'CHF', 'CNY')),
	CONSTRAINT "bookings_display_rate_positive" CHECK ("bookings"."display_rate" > 0),
	CONSTRAINT "bookings_flag_has_reason" CHECK (not "bookings"."flagged_for_staff" or "bookings"."flag_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" integer,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"received_cents" integer,
	"failure_reason" text,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_user_idempotency_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payments_amount_non_negative" CHECK ("payments"."amount_cents" >= 0 and "payments"."received_cents" >= 0),
	CONSTRAINT "payments_currency_format" CHECK ("payments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payments_idempotency_key_length" CHECK (length("payments"."idempotency_key") between 8 and 200)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"percent" integer,
	"amount_off_cents" integer,
	"valid_from" date,
	"valid_to" date,
	"usage_limit" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"first_booking_only" boolean DEFAULT false NOT NULL,
	"minimum_spend_cents" integer,
	"restricted_email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_format" CHECK ("promo_codes"."code" ~ '^[A-Z0-9][A-Z0-9_-]{1,39}$'),
	CONSTRAINT "promo_codes_kind_amount" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent" between 1 and 100 and "promo_codes"."amount_off_cents" is null)
        or ("promo_codes"."kind" = 'fixed' and "promo_codes"."amount_off_cents" > 0 and "promo_codes"."percent" is null)),
	CONSTRAINT "promo_codes_uses_range" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."usage_limit" is null or ("promo_codes"."usage_limit" >= 0 and "promo_codes"."uses" <= "promo_codes"."usage_limit"))),
	CONSTRAINT "promo_codes_minimum_spend_non_negative" CHECK ("promo_codes"."minimum_spend_cents" >= 0),
	CONSTRAINT "promo_codes_validity_order" CHECK ("promo_codes"."valid_to" >= "promo_codes"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"once_per_customer" boolean NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_discount_non_negative" CHECK ("promo_redemptions"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"basis" "extra_basis" NOT NULL,
	"room_type" "room_type",
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_extras_tour_key_unique" UNIQUE("tour_id","key"),
	CONSTRAINT "tour_extras_key_format" CHECK ("tour_extras"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "tour_extras_price_non_negative" CHECK ("tour_extras"."price_cents" >= 0),
	CONSTRAINT "tour_extras_room_type_per_room" CHECK ("tour_extras"."room_type" is null or "tour_extras"."basis" = 'per_room')
);
--> statement-breakpoint
ALTER TABLE "departures" DROP CONSTRAINT "departures_seats_range";--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "seats_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_tour_extra_id_tour_extras_id_fk" FOREIGN KEY ("tour_extra_id") REFERENCES "public"."tour_extras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_banner_id_promotional_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."promotional_banners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_extras" ADD CONSTRAINT "tour_extras_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_tour_idx" ON "bookings" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "bookings_departure_holds_idx" ON "bookings" USING btree ("departure_id","hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider","provider_reference") WHERE "payments"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_upper_unique" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_booking_unique" ON "promo_redemptions" USING btree ("promo_code_id","booking_id") WHERE "promo_redemptions"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_per_customer" ON "promo_redemptions" USING btree ("promo_code_id","user_id") WHERE "promo_redemptions"."once_per_customer" and "promo_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promo_redemptions_booking_idx" ON "promo_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_seats_range" CHECK ("departures"."seats_taken" >= 0 and "departures"."seats_held" >= 0 and "departures"."seats_taken" + "departures"."seats_held" <= "departures"."capacity");