-- Search speed (decision 016): stored vectors instead of expression indexes, GIN indexes without a pending list.
DROP INDEX "accommodations_search_idx";--> statement-breakpoint
DROP INDEX "accommodations_search_trgm_idx";--> statement-breakpoint
DROP INDEX "destinations_search_idx";--> statement-breakpoint
DROP INDEX "destinations_search_trgm_idx";--> statement-breakpoint
DROP INDEX "experiences_search_idx";--> statement-breakpoint
DROP INDEX "experiences_search_trgm_idx";--> statement-breakpoint
DROP INDEX "tours_search_idx";--> statement-breakpoint
DROP INDEX "tours_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "accommodations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(location, '') || ' ' || coalesce(short_description, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C'))) STORED;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, country || ' ' || coalesce(short_description, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C'))) STORED;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(short_description, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C'))) STORED;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(short_description, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C'))) STORED;--> statement-breakpoint
CREATE INDEX "accommodations_search_vector_idx" ON "accommodations" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accommodations_search_name_idx" ON "accommodations" USING gin (lower(name) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "destinations_search_vector_idx" ON "destinations" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "destinations_search_name_idx" ON "destinations" USING gin (lower(name) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "experiences_search_vector_idx" ON "experiences" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "experiences_search_name_idx" ON "experiences" USING gin (lower(title) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tours_search_vector_idx" ON "tours" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tours_search_name_idx" ON "tours" USING gin (lower(title) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Hardly any statistics for the typo search's name expressions: to estimate %> the planner runs word_similarity
-- on every histogram entry (about 1 ms per query with the default 100); under 10 entries it takes a default
-- selectivity, and the trigram index is the plan either way.
ALTER INDEX "accommodations_search_name_idx" ALTER COLUMN 1 SET STATISTICS 5;--> statement-breakpoint
ALTER INDEX "destinations_search_name_idx" ALTER COLUMN 1 SET STATISTICS 5;--> statement-breakpoint
ALTER INDEX "experiences_search_name_idx" ALTER COLUMN 1 SET STATISTICS 5;--> statement-breakpoint
ALTER INDEX "tours_search_name_idx" ALTER COLUMN 1 SET STATISTICS 5;