DROP INDEX "venues_city_name_idx";--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "is_bookable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "is_listed" boolean GENERATED ALWAYS AS (is_active and is_published and is_bookable) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "holidays_answered_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "venues_city_name_idx" ON "venues" USING btree ("city_id","search_name","id","category_ids") WHERE "venues"."is_listed";--> statement-breakpoint
-- Decision 074: a venue can take a booking when an active, not deleted expert with weekly hours is actively assigned
-- an active, not deleted sub-service of the venue and its catalogue service, and one of the venue's categories holds
-- that service: what the booking's own checks ask of an (expert, service, sub-service) (availability.service.ts).
CREATE FUNCTION "venue_can_take_booking"(p_venue integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1
    FROM experts e
    JOIN expert_sub_services ess ON ess.expert_id = e.id AND ess.is_active
    JOIN sub_services ss ON ss.id = ess.sub_service_id AND ss.venue_id = e.venue_id AND ss.is_active AND ss.deleted_at IS NULL
    JOIN services s ON s.id = ss.service_id
    JOIN expert_services es ON es.expert_id = e.id AND es.service_id = ss.service_id AND es.is_active
    WHERE e.venue_id = p_venue AND e.is_active AND e.deleted_at IS NULL
      AND EXISTS (SELECT 1 FROM expert_working_hours h WHERE h.expert_id = e.id)
      AND EXISTS (SELECT 1 FROM venue_categories vc WHERE vc.venue_id = p_venue AND vc.category_id = s.category_id)
  )
$$;
--> statement-breakpoint
-- Recomputes one venue's is_bookable. The venue row is locked first (FOR NO KEY UPDATE: it does not wait for the
-- foreign-key checks of inserts naming the venue), so two writes that each remove a different way to book queue here
-- and the second reads what the first committed (READ COMMITTED takes a new snapshot per statement): the flag
-- cannot stay true after both. The row is written only when the answer changes.
CREATE FUNCTION "venue_refresh_bookable"(p_venue integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  now_bookable boolean;
BEGIN
  IF p_venue IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM venues WHERE id = p_venue FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  now_bookable := venue_can_take_booking(p_venue);
  UPDATE venues SET is_bookable = now_bookable WHERE id = p_venue AND is_bookable IS DISTINCT FROM now_bookable;
END
$$;
--> statement-breakpoint
-- Rows that name their venue: experts and sub-services.
CREATE FUNCTION "venue_bookable_by_venue_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM venue_refresh_bookable(OLD.venue_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.venue_id IS DISTINCT FROM OLD.venue_id) THEN
    PERFORM venue_refresh_bookable(NEW.venue_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that name an expert: hours, service and sub-service assignments (the expert's venue; none once it is gone).
CREATE FUNCTION "venue_bookable_by_expert_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM venue_refresh_bookable((SELECT venue_id FROM experts WHERE id = OLD.expert_id));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.expert_id IS DISTINCT FROM OLD.expert_id) THEN
    PERFORM venue_refresh_bookable((SELECT venue_id FROM experts WHERE id = NEW.expert_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "experts_venue_bookable" AFTER INSERT OR DELETE OR UPDATE OF is_active, deleted_at, venue_id ON "experts"
  FOR EACH ROW EXECUTE FUNCTION "venue_bookable_by_venue_row"();
--> statement-breakpoint
CREATE TRIGGER "sub_services_venue_bookable" AFTER INSERT OR DELETE OR UPDATE OF is_active, deleted_at, venue_id, service_id
  ON "sub_services" FOR EACH ROW EXECUTE FUNCTION "venue_bookable_by_venue_row"();
--> statement-breakpoint
-- Category links once per statement, after their rows' listing-count triggers ran: a row-level refresh that lists the
-- venue would count every link the statement wrote, and the later rows' own triggers would count theirs again.
CREATE FUNCTION "venue_bookable_by_category_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR vid IN SELECT DISTINCT venue_id FROM new_links ORDER BY 1 LOOP
      PERFORM venue_refresh_bookable(vid);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR vid IN SELECT DISTINCT venue_id FROM old_links ORDER BY 1 LOOP
      PERFORM venue_refresh_bookable(vid);
    END LOOP;
  ELSE
    FOR vid IN SELECT venue_id FROM old_links UNION SELECT venue_id FROM new_links ORDER BY 1 LOOP
      PERFORM venue_refresh_bookable(vid);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "venue_categories_bookable_insert" AFTER INSERT ON "venue_categories"
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "venue_bookable_by_category_links"();
--> statement-breakpoint
CREATE TRIGGER "venue_categories_bookable_delete" AFTER DELETE ON "venue_categories"
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION "venue_bookable_by_category_links"();
--> statement-breakpoint
CREATE TRIGGER "venue_categories_bookable_update" AFTER UPDATE ON "venue_categories"
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "venue_bookable_by_category_links"();
--> statement-breakpoint
CREATE TRIGGER "expert_working_hours_venue_bookable" AFTER INSERT OR DELETE OR UPDATE OF expert_id ON "expert_working_hours"
  FOR EACH ROW EXECUTE FUNCTION "venue_bookable_by_expert_row"();
--> statement-breakpoint
CREATE TRIGGER "expert_services_venue_bookable" AFTER INSERT OR DELETE OR UPDATE ON "expert_services"
  FOR EACH ROW EXECUTE FUNCTION "venue_bookable_by_expert_row"();
--> statement-breakpoint
CREATE TRIGGER "expert_sub_services_venue_bookable" AFTER INSERT OR DELETE OR UPDATE ON "expert_sub_services"
  FOR EACH ROW EXECUTE FUNCTION "venue_bookable_by_expert_row"();
--> statement-breakpoint
UPDATE venues SET is_bookable = venue_can_take_booking(id);
--> statement-breakpoint
-- The listing's counts (decision 048) now count listed venues (decision 074): the same triggers on is_listed.
CREATE OR REPLACE FUNCTION "venues_listing_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.city_id, NEW.is_listed) IS NOT DISTINCT FROM (OLD.city_id, OLD.is_listed) THEN
    RETURN NEW;
  END IF;
  FOR cat IN SELECT category_id FROM venue_categories WHERE venue_id = COALESCE(NEW.id, OLD.id) LOOP
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_listed THEN
      PERFORM venue_listing_count_add(OLD.city_id, cat, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.is_listed THEN
      PERFORM venue_listing_count_add(NEW.city_id, cat, 1);
    END IF;
  END LOOP;
  RETURN COALESCE(NEW, OLD);
END
$$;
--> statement-breakpoint
DROP TRIGGER "venues_listing_count_write" ON "venues";
--> statement-breakpoint
CREATE TRIGGER "venues_listing_count_write" AFTER INSERT OR UPDATE OF city_id, is_active, is_published, is_bookable ON "venues"
  FOR EACH ROW EXECUTE FUNCTION "venues_listing_count"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "venue_categories_listing_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT city_id, is_listed INTO v FROM venues WHERE id = OLD.venue_id FOR SHARE;
    IF FOUND AND v.is_listed THEN
      PERFORM venue_listing_count_add(v.city_id, OLD.category_id, -1);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT city_id, is_listed INTO v FROM venues WHERE id = NEW.venue_id FOR SHARE;
    IF FOUND AND v.is_listed THEN
      PERFORM venue_listing_count_add(v.city_id, NEW.category_id, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM venue_listing_counts;
--> statement-breakpoint
INSERT INTO venue_listing_counts (city_id, category_id, venues)
  SELECT v.city_id, vc.category_id, count(*)::int FROM venues v JOIN venue_categories vc ON vc.venue_id = v.id
  WHERE v.is_listed GROUP BY v.city_id, vc.category_id;
--> statement-breakpoint
-- The catalogue's common salon services (apps/api/src/db/seed/catalogue.ts, ids 111–116, category 1 Güzellik),
-- added where the catalogue is already loaded; a fresh database gets them from the reference seed.
INSERT INTO services (id, category_id, name, description, duration_minutes, default_price_kurus, position)
  SELECT x.id, x.category_id, x.name, x.description, x.duration_minutes, x.default_price_kurus, x.position
  FROM (VALUES
    (111, 1, 'Gelin Başı', 'Gelin saçı topuz ve şekillendirme, prova dahil', 120, 300000, 10),
    (112, 1, 'Protez Tırnak', 'Jel veya akrilik protez tırnak uygulaması', 90, 110000, 11),
    (113, 1, 'Kalıcı Oje', 'Tırnak bakımı ve kalıcı oje uygulaması', 45, 50000, 12),
    (114, 1, 'Keratin Bakımı', 'Keratin ile saç düzleştirme ve bakım', 150, 250000, 13),
    (115, 1, 'Lazer Epilasyon', 'Bölgesel lazer epilasyon seansı', 30, 80000, 14),
    (116, 1, 'Kaş Laminasyonu', 'Kaş laminasyonu ve şekillendirme', 45, 60000, 15)
  ) AS x(id, category_id, name, description, duration_minutes, default_price_kurus, position)
  WHERE EXISTS (SELECT 1 FROM categories c WHERE c.id = x.category_id)
  ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('services', 'id'), greatest((SELECT max(id) FROM services), 1));
