CREATE TABLE "offline_submissions" (
	"key" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "guide_name" text;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "guide_phone" text;--> statement-breakpoint
ALTER TABLE "tour_itinerary_days" ADD COLUMN "accommodation_id" integer;--> statement-breakpoint
ALTER TABLE "tour_itinerary_days" ADD CONSTRAINT "tour_itinerary_days_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE set null ON UPDATE no action;