ALTER TABLE "appointments" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_kind" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "first_visit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_reason" text;--> statement-breakpoint
-- Decision 053: who completed each visit, from its history (the last move to completed: the owner's or the job's).
UPDATE "appointments" a SET "completed_by" = CASE WHEN h."changed_by" = 'owner' THEN 'owner' ELSE 'system' END
FROM (
  SELECT DISTINCT ON ("appointment_id") "appointment_id", "changed_by" FROM "appointment_status_history"
  WHERE "to_status" = 'completed' ORDER BY "appointment_id", "id" DESC
) h
WHERE h."appointment_id" = a."id" AND a."status" = 'completed';--> statement-breakpoint
UPDATE "appointments" SET "completed_by" = 'system' WHERE "status" = 'completed' AND "completed_by" IS NULL;--> statement-breakpoint
UPDATE "reviews" SET "hidden_kind" = 'moderator' WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
-- Only a review of the customer's own booking counts in the venue's rating (decision 053).
UPDATE "reviews" r SET "counted" = (a."booked_by" = 'customer') FROM "appointments" a WHERE a."id" = r."appointment_id";--> statement-breakpoint
UPDATE "venues" v SET "rating_count" = coalesce(c."n", 0), "rating_sum" = coalesce(c."s", 0)
FROM (SELECT "id" FROM "venues") ids
LEFT JOIN (
  SELECT "venue_id", count(*)::int AS "n", sum("rating")::int AS "s" FROM "reviews"
  WHERE "hidden_at" IS NULL AND "counted" GROUP BY "venue_id"
) c ON c."venue_id" = ids."id"
WHERE v."id" = ids."id" AND (v."rating_count" <> coalesce(c."n", 0) OR v."rating_sum" <> coalesce(c."s", 0));--> statement-breakpoint
CREATE INDEX "reviews_venue_first_visit_idx" ON "reviews" USING btree ("venue_id","created_at") WHERE "reviews"."first_visit";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_completed_by" CHECK ("appointments"."completed_by" is null or "appointments"."completed_by" in ('owner', 'system'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_kind" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_kind" is null));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_hidden_reason" CHECK (("reviews"."reply_hidden_at" is null) = ("reviews"."reply_hidden_reason" is null));