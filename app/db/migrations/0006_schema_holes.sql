CREATE TABLE "comparison_tours" (
	"comparison_id" integer NOT NULL,
	"position" integer NOT NULL,
	"tour_id" integer NOT NULL,
	CONSTRAINT "comparison_tours_comparison_id_position_pk" PRIMARY KEY("comparison_id","position")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "comparison_tours" ADD CONSTRAINT "comparison_tours_comparison_id_comparisons_id_fk" FOREIGN KEY ("comparison_id") REFERENCES "public"."comparisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_tours" ADD CONSTRAINT "comparison_tours_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparison_tours_tour_idx" ON "comparison_tours" USING btree ("tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- Issue 11, defect 21 (decision 022). A tour's price tiers cover group sizes that never overlap:
-- btree_gist lets one exclusion constraint compare tour_id by equality and the size ranges by overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "tour_price_tiers" ADD CONSTRAINT "tour_price_tiers_no_overlap"
  EXCLUDE USING gist ("tour_id" WITH =, int4range("min_travellers", "max_travellers", '[]') WITH &&);--> statement-breakpoint
-- comparison_tours mirrors comparisons.tour_ids, so its foreign keys check every id.
CREATE FUNCTION "comparisons_mirror_tours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "comparison_tours" WHERE "comparison_id" = NEW."id";
  INSERT INTO "comparison_tours" ("comparison_id", "position", "tour_id")
    SELECT NEW."id", listed."position", listed."tour_id"
    FROM unnest(NEW."tour_ids") WITH ORDINALITY AS listed("tour_id", "position");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "comparisons_mirror_tours_on_insert" AFTER INSERT ON "comparisons"
  FOR EACH ROW EXECUTE FUNCTION "comparisons_mirror_tours"();--> statement-breakpoint
CREATE TRIGGER "comparisons_mirror_tours_on_update" AFTER UPDATE OF "tour_ids" ON "comparisons"
  FOR EACH ROW WHEN (OLD."tour_ids" IS DISTINCT FROM NEW."tour_ids") EXECUTE FUNCTION "comparisons_mirror_tours"();--> statement-breakpoint
-- Comparisons shared before: their tours that still exist (the page always skipped missing ones).
INSERT INTO "comparison_tours" ("comparison_id", "position", "tour_id")
  SELECT c."id", listed."position", listed."tour_id"
  FROM "comparisons" c, unnest(c."tour_ids") WITH ORDINALITY AS listed("tour_id", "position")
  WHERE EXISTS (SELECT 1 FROM "tours" t WHERE t."id" = listed."tour_id");
