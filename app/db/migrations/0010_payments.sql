ALTER TYPE "public"."payment_kind" ADD VALUE 'refund';--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_reminders_booking_kind_due_unique" UNIQUE("booking_id","kind","due_date")
);
--> statement-breakpoint
CREATE TABLE "payment_provider_state" (
	"provider" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_state_provider_key_pk" PRIMARY KEY("provider","key")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_non_negative";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charge_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charge_rate" numeric(18, 8) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payment_id_payments_id_fk" FOREIGN KEY ("refund_of_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of_payment_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_charge_currency" CHECK ("bookings"."charge_currency" in ('USD', 'EUR', 'GBP', 'AUD', 'CHF', 'CNY'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_charge_rate_positive" CHECK ("bookings"."charge_rate" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_non_negative" CHECK ("payments"."amount_cents" >= 0 and "payments"."received_cents" >= 0 and "payments"."charged_minor" >= 0);