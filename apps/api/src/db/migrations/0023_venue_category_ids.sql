-- Issue 28 (decision 051): a listing page past the first ones (`?page=20`) walked the city's index past offset + 20
-- venues and looked each one's category up in venue_categories (652 lookups for İstanbul's page 20 at factor 100).
-- The venue now carries its category ids, kept by the trigger below in every write's transaction, and the index
-- carries them too, so the walk tests the category on the index entry.
DROP INDEX "venues_city_name_idx";--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION "venue_categories_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The venue of the link before and after the write (OLD is null on an insert, NEW on a delete).
  UPDATE venues v SET category_ids = coalesce((SELECT array_agg(vc.category_id ORDER BY vc.category_id)
                                                 FROM venue_categories vc WHERE vc.venue_id = v.id), '{}')
   WHERE v.id IN (OLD.venue_id, NEW.venue_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "venue_categories_ids" AFTER INSERT OR UPDATE OR DELETE ON "venue_categories"
  FOR EACH ROW EXECUTE FUNCTION "venue_categories_ids"();--> statement-breakpoint
UPDATE "venues" v SET "category_ids" = c.ids
  FROM (SELECT venue_id, array_agg(category_id ORDER BY category_id) AS ids FROM venue_categories GROUP BY venue_id) c
 WHERE c.venue_id = v.id;--> statement-breakpoint
CREATE INDEX "venues_city_name_idx" ON "venues" USING btree ("city_id","search_name","id","category_ids") WHERE "venues"."is_active";--> statement-breakpoint
-- The planner needs the new column's statistics to see that most venues of a city are in a category.
ANALYZE "venues";
