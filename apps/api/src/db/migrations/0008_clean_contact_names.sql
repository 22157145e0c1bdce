-- Issue 21 (finding 6): venue, sub-service and expert names may no longer carry a link, a domain, an
-- e-mail address or a phone number (packages/contracts/src/safe-names.ts). Rows written before that
-- rule are cleaned here with the same patterns: every word holding such a thing is removed (a phone
-- number with its separators), spaces are collapsed, and a name left empty becomes a neutral one
-- ('İşletme', 'Hizmet', 'Uzman'). Upcoming appointments' copies of the names are cleaned the same way,
-- and messages to customers still queued for them are withdrawn (their text was rendered with the old
-- name). Past appointments keep their record. Names that follow the rule are not touched.
CREATE OR REPLACE FUNCTION pg_temp.has_contact_details(t text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT n ~ '://'
    OR n ~* '\mwww\.'
    OR n ~ '[^[:space:]@]@[^[:space:]@]'
    OR n ~* '[a-z0-9-]\.([a-z]{2,24}|xn--[a-z0-9-]{1,59})(?![[:alnum:]çğıöşüÇĞİÖŞÜâîûÂÎÛ])'
    OR n ~ '[0-9]([ ()+./-]{0,2}[0-9]){6,}'
  FROM (SELECT normalize(t, NFKC) AS n) s
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.without_contact_details(t text, fallback text, max_length integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pg_temp.has_contact_details(c) OR c = '' THEN fallback ELSE c END
  FROM (SELECT left(btrim(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(normalize(t, NFKC),
      '[^[:space:]]*://[^[:space:]]*', '', 'g'),
      '[^[:space:]]*\mwww\.[^[:space:]]*', '', 'gi'),
      '[^[:space:]]*[^[:space:]@]@[^[:space:]@][^[:space:]]*', '', 'g'),
      '[^[:space:]]*[a-z0-9-]\.([a-z]{2,24}|xn--[a-z0-9-]{1,59})(?![[:alnum:]çğıöşüÇĞİÖŞÜâîûÂÎÛ])[^[:space:]]*', '', 'gi'),
      '\+?[0-9]([ ()+./-]{0,2}[0-9]){6,}', '', 'g'),
    '[[:space:]]+', ' ', 'g'), ' -–—|,:;/'), max_length) AS c) s
$$;--> statement-breakpoint
UPDATE "outbox_messages" o SET "status" = 'cancelled', "last_error" = 'withdrawn: name with contact details (migration 0008)'
  FROM "appointments" a JOIN "venues" v ON v."id" = a."venue_id"
  WHERE a."id" = o."appointment_id" AND o."status" = 'pending'
    AND o."kind" IN ('booking_received_customer', 'appointment_confirmed', 'appointment_rejected', 'reminder_24h', 'reminder_2h')
    AND (pg_temp.has_contact_details(v."name") OR pg_temp.has_contact_details(a."expert_name")
      OR pg_temp.has_contact_details(coalesce(a."sub_service_name", '')));--> statement-breakpoint
UPDATE "venues" v SET "name" = c.clean, "search_name" = lower(translate(c.clean, 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))
  FROM (SELECT "id", pg_temp.without_contact_details("name", 'İşletme', 150) AS clean FROM "venues"
        WHERE pg_temp.has_contact_details("name")) c
  WHERE v."id" = c."id";--> statement-breakpoint
UPDATE "sub_services" SET "name" = pg_temp.without_contact_details("name", 'Hizmet', 100)
  WHERE pg_temp.has_contact_details("name");--> statement-breakpoint
UPDATE "experts" SET "name" = pg_temp.without_contact_details("name", 'Uzman', 100)
  WHERE pg_temp.has_contact_details("name");--> statement-breakpoint
UPDATE "appointments" SET "expert_name" = pg_temp.without_contact_details("expert_name", 'Uzman', 100)
  WHERE "starts_at" > now() AND pg_temp.has_contact_details("expert_name");--> statement-breakpoint
UPDATE "appointments" SET "sub_service_name" = pg_temp.without_contact_details("sub_service_name", 'Hizmet', 100)
  WHERE "starts_at" > now() AND pg_temp.has_contact_details("sub_service_name");--> statement-breakpoint
DROP FUNCTION pg_temp.without_contact_details(text, text, integer);--> statement-breakpoint
DROP FUNCTION pg_temp.has_contact_details(text);
