-- One phone format (decision 087): every stored phone that identifies a person becomes E.164, so the person rule
-- (phone, else e-mail; db/person.ts) sees one person where it saw '+905321234567', '5321234567' and '05321234567'.
-- The rule below is the normaliser's for what was ever stored: Turkish numbers with or without '0', '90', '+90';
-- '00' for '+'; a number already written with '+' loses its spaces. Anything else (an e-mail, digits that are no
-- number) is kept as it is. Every statement after the constraint is idempotent: running the file's data part twice
-- changes nothing the second time.
ALTER TABLE "users" DROP CONSTRAINT "users_phone_digits";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "phone_e164_0032"(p text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p IS NULL OR btrim(p) !~ '^\+?[0-9 ().\-/]+$' THEN p
    WHEN btrim(p) LIKE '+%' AND d ~ '^[1-9][0-9]{6,14}$' THEN '+' || d
    WHEN d ~ '^00[1-9][0-9]{6,14}$' THEN '+' || substr(d, 3)
    WHEN d ~ '^0?[2-5][0-9]{9}$' THEN '+90' || right(d, 10)
    WHEN d ~ '^90[2-5][0-9]{9}$' THEN '+' || d
    ELSE p
  END
  FROM (SELECT regexp_replace(p, '[^0-9]', '', 'g') AS d) AS digits
$$;
--> statement-breakpoint
UPDATE "users" SET "phone" = "phone_e164_0032"("phone") WHERE "phone" IS DISTINCT FROM "phone_e164_0032"("phone");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_format" CHECK ("users"."phone" is null or "users"."phone" ~ '^[0-9]{1,11}$' or "users"."phone" ~ '^\+[1-9][0-9]{6,14}$');--> statement-breakpoint
UPDATE "appointments" SET "customer_phone" = "phone_e164_0032"("customer_phone")
  WHERE "customer_phone" IS DISTINCT FROM "phone_e164_0032"("customer_phone");--> statement-breakpoint
-- The owner's notes: two notes of one person (one under each old spelling) become one, both texts kept (the newest
-- first, within the note's 2,000 characters), with the newest time.
CREATE TABLE IF NOT EXISTS "customer_notes_0032" AS
  SELECT "venue_id", "phone_e164_0032"("person") AS "person",
         left(string_agg("note", E'\n\n' ORDER BY "updated_at" DESC), 2000) AS "note", max("updated_at") AS "updated_at"
  FROM "customer_notes"
  GROUP BY 1, 2
  HAVING count(*) > 1 OR bool_or("person" IS DISTINCT FROM "phone_e164_0032"("person"));--> statement-breakpoint
DELETE FROM "customer_notes" AS c USING "customer_notes_0032" AS m
  WHERE c."venue_id" = m."venue_id" AND "phone_e164_0032"(c."person") = m."person";--> statement-breakpoint
INSERT INTO "customer_notes" ("venue_id", "person", "note", "updated_at")
  SELECT "venue_id", "person", "note", "updated_at" FROM "customer_notes_0032";--> statement-breakpoint
DROP TABLE "customer_notes_0032";--> statement-breakpoint
-- SMS opt-outs and their links name a number: the same number in two spellings is one opt-out (the oldest kept).
DELETE FROM "notification_opt_outs" AS o USING "notification_opt_outs" AS k
  WHERE o."channel" = 'sms' AND k."channel" = 'sms' AND o."id" > k."id"
    AND o."venue_id" IS NOT DISTINCT FROM k."venue_id"
    AND "phone_e164_0032"(o."contact") = "phone_e164_0032"(k."contact");--> statement-breakpoint
UPDATE "notification_opt_outs" SET "contact" = "phone_e164_0032"("contact")
  WHERE "channel" = 'sms' AND "contact" IS DISTINCT FROM "phone_e164_0032"("contact");--> statement-breakpoint
UPDATE "notification_tokens" SET "contact" = "phone_e164_0032"("contact")
  WHERE "channel" = 'sms' AND "contact" IS DISTINCT FROM "phone_e164_0032"("contact");--> statement-breakpoint
UPDATE "contact_messages" SET "phone" = "phone_e164_0032"("phone")
  WHERE "phone" IS DISTINCT FROM "phone_e164_0032"("phone");--> statement-breakpoint
DROP FUNCTION "phone_e164_0032"(text);
