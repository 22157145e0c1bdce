DROP INDEX "venue_categories_category_idx";--> statement-breakpoint
CREATE INDEX "venue_categories_category_venue_idx" ON "venue_categories" USING btree ("category_id","venue_id");--> statement-breakpoint
CREATE INDEX "venues_city_name_idx" ON "venues" USING btree ("city_id","search_name","id") WHERE "venues"."is_active";