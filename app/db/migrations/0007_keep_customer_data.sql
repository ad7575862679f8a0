ALTER TABLE "wishlist_items" DROP CONSTRAINT "wishlist_items_tour_id_tours_id_fk";
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;