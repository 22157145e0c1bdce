-- Customer cards (decision 086): one row per person a venue knows, which every appointment points at. The cards are
-- made from the appointments as the person rule of decisions 041 and 042 grouped them (the phone, else the e-mail in
-- lower case), with the latest booking's names and phone and the latest e-mail given; the owner's notes move from
-- that key to the card. From here on the trigger `appointments_customer` chooses the card of every inserted row.
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"person_key" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "customers" ("venue_id", "first_name", "last_name", "phone", "email", "created_at", "person_key")
SELECT g.venue_id, l.customer_first_name, l.customer_last_name, nullif(l.customer_phone, ''),
       (SELECT nullif(lower(e.customer_email), '') FROM "appointments" e WHERE e.id = g.email_id),
       g.first_at, g.person
FROM (
  SELECT venue_id, coalesce(nullif(customer_phone, ''), lower(customer_email)) AS person, max(id) AS last_id,
         max(id) FILTER (WHERE customer_email <> '') AS email_id, min(created_at) AS first_at
  FROM "appointments"
  GROUP BY 1, 2
) g
JOIN "appointments" l ON l.id = g.last_id
ORDER BY g.venue_id, g.last_id;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_id" integer;--> statement-breakpoint
UPDATE "appointments" a SET "customer_id" = c.id
FROM "customers" c
WHERE c.venue_id = a.venue_id AND c.person_key = coalesce(nullif(a.customer_phone, ''), lower(a.customer_email));--> statement-breakpoint
ALTER TABLE "customer_notes" ADD COLUMN "customer_id" integer;--> statement-breakpoint
UPDATE "customer_notes" n SET "customer_id" = c.id
FROM "customers" c
WHERE c.venue_id = n.venue_id AND c.person_key = n.person;--> statement-breakpoint
-- A note whose person has no appointment left at the venue names nobody a card could show.
DELETE FROM "customer_notes" WHERE "customer_id" IS NULL;--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_venue_id_person_pk";--> statement-breakpoint
ALTER TABLE "customer_notes" DROP COLUMN "person";--> statement-breakpoint
ALTER TABLE "customer_notes" ADD PRIMARY KEY ("customer_id");--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "person_key";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_venue_phone_key" ON "customers" USING btree ("venue_id","phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_venue_email_key" ON "customers" USING btree ("venue_id","email") WHERE "customers"."phone" is null and "customers"."email" is not null;--> statement-breakpoint
DROP INDEX "appointments_venue_person_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_set" CHECK ("appointments"."customer_id" is not null);--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id","starts_at");--> statement-breakpoint
-- The card of an inserted appointment that names none: the venue's card with its phone (made if none), else the card
-- with its e-mail (one without a phone first), else a new card. Until the front desk writes the card (`edited_at`),
-- a booking that carries a name brings the card's names and e-mail up to date; after, it only fills what is empty
-- (decision 086).
CREATE FUNCTION "appointments_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p text := nullif(NEW.customer_phone, '');
  e text := nullif(lower(NEW.customer_email), '');
  named boolean := NEW.customer_first_name <> '' OR NEW.customer_last_name <> '';
  cid integer;
BEGIN
  IF NEW.customer_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF p IS NOT NULL THEN
    INSERT INTO customers AS c (venue_id, first_name, last_name, phone, email)
    VALUES (NEW.venue_id, NEW.customer_first_name, NEW.customer_last_name, p, e)
    ON CONFLICT (venue_id, phone) WHERE phone IS NOT NULL DO UPDATE SET
      first_name = CASE WHEN named AND (c.edited_at IS NULL OR (c.first_name = '' AND c.last_name = ''))
                        THEN excluded.first_name ELSE c.first_name END,
      last_name = CASE WHEN named AND (c.edited_at IS NULL OR (c.first_name = '' AND c.last_name = ''))
                       THEN excluded.last_name ELSE c.last_name END,
      email = CASE WHEN c.edited_at IS NULL THEN coalesce(excluded.email, c.email) ELSE coalesce(c.email, excluded.email) END
    RETURNING id INTO cid;
  ELSIF e IS NOT NULL THEN
    SELECT id INTO cid FROM customers
    WHERE venue_id = NEW.venue_id AND email = e
    ORDER BY (phone IS NULL) DESC, id
    LIMIT 1;
    IF cid IS NULL THEN
      INSERT INTO customers AS c (venue_id, first_name, last_name, email)
      VALUES (NEW.venue_id, NEW.customer_first_name, NEW.customer_last_name, e)
      ON CONFLICT (venue_id, email) WHERE phone IS NULL AND email IS NOT NULL DO UPDATE SET email = c.email
      RETURNING id INTO cid;
    END IF;
    UPDATE customers c SET first_name = NEW.customer_first_name, last_name = NEW.customer_last_name
    WHERE c.id = cid AND named AND (c.edited_at IS NULL OR (c.first_name = '' AND c.last_name = ''));
  ELSE
    INSERT INTO customers (venue_id, first_name, last_name)
    VALUES (NEW.venue_id, NEW.customer_first_name, NEW.customer_last_name)
    RETURNING id INTO cid;
  END IF;
  NEW.customer_id := cid;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_customer" BEFORE INSERT ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_customer"();--> statement-breakpoint
-- Also when a bulk load turns the foreign-key triggers off (session_replication_role = replica, db/scale/copy.ts): an
-- appointment is never written without its card.
ALTER TABLE "appointments" ENABLE ALWAYS TRIGGER "appointments_customer";
