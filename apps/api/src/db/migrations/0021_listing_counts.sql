CREATE TABLE "venue_listing_counts" (
	"city_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"venues" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_listing_counts_city_id_category_id_pk" PRIMARY KEY("city_id","category_id"),
	CONSTRAINT "venue_listing_counts_nonnegative" CHECK ("venue_listing_counts"."venues" >= 0)
);
--> statement-breakpoint
ALTER TABLE "venue_listing_counts" ADD CONSTRAINT "venue_listing_counts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_listing_counts" ADD CONSTRAINT "venue_listing_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 048: the listing's total per (city, category) of active venues, kept in the writing transaction by the
-- triggers below, whichever code path writes (the owner's venue edits, activation, category changes, deletes).
CREATE FUNCTION "venue_listing_count_add"(p_city integer, p_category integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- UPDATE first: an INSERT's CHECK (venues >= 0) applies to the proposed row before ON CONFLICT, so a decrement
  -- may only insert when the row is missing, and then fails (a count gone wrong stops the write, loudly).
  UPDATE venue_listing_counts SET venues = venues + p_delta WHERE city_id = p_city AND category_id = p_category;
  IF NOT FOUND THEN
    INSERT INTO venue_listing_counts (city_id, category_id, venues) VALUES (p_city, p_category, p_delta)
    ON CONFLICT (city_id, category_id) DO UPDATE SET venues = venue_listing_counts.venues + excluded.venues;
  END IF;
END
$$;
--> statement-breakpoint
-- A venue's city or activity changes: each of its categories moves from the old (city, category) to the new one.
-- Deleting a venue counts its categories off BEFORE the cascade removes its links (whose trigger then finds no venue).
CREATE FUNCTION "venues_listing_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.city_id, NEW.is_active) IS NOT DISTINCT FROM (OLD.city_id, OLD.is_active) THEN
    RETURN NEW;
  END IF;
  FOR cat IN SELECT category_id FROM venue_categories WHERE venue_id = COALESCE(NEW.id, OLD.id) LOOP
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_active THEN
      PERFORM venue_listing_count_add(OLD.city_id, cat, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.is_active THEN
      PERFORM venue_listing_count_add(NEW.city_id, cat, 1);
    END IF;
  END LOOP;
  RETURN COALESCE(NEW, OLD);
END
$$;
--> statement-breakpoint
CREATE TRIGGER "venues_listing_count_write" AFTER INSERT OR UPDATE OF city_id, is_active ON "venues"
  FOR EACH ROW EXECUTE FUNCTION "venues_listing_count"();
--> statement-breakpoint
CREATE TRIGGER "venues_listing_count_delete" BEFORE DELETE ON "venues"
  FOR EACH ROW EXECUTE FUNCTION "venues_listing_count"();
--> statement-breakpoint
-- A link added or removed counts for its venue's city while the venue is active. The venue row is read FOR SHARE, so
-- a concurrent activation change of the same venue waits for this transaction (and its trigger then sees the link).
CREATE FUNCTION "venue_categories_listing_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT city_id, is_active INTO v FROM venues WHERE id = OLD.venue_id FOR SHARE;
    IF FOUND AND v.is_active THEN
      PERFORM venue_listing_count_add(v.city_id, OLD.category_id, -1);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT city_id, is_active INTO v FROM venues WHERE id = NEW.venue_id FOR SHARE;
    IF FOUND AND v.is_active THEN
      PERFORM venue_listing_count_add(v.city_id, NEW.category_id, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "venue_categories_listing_count" AFTER INSERT OR UPDATE OR DELETE ON "venue_categories"
  FOR EACH ROW EXECUTE FUNCTION "venue_categories_listing_count"();
--> statement-breakpoint
-- The counts of the venues already there (also what a load with the triggers off runs again at its end).
INSERT INTO venue_listing_counts (city_id, category_id, venues)
  SELECT v.city_id, vc.category_id, count(*)::int FROM venues v JOIN venue_categories vc ON vc.venue_id = v.id
  WHERE v.is_active GROUP BY v.city_id, vc.category_id;
