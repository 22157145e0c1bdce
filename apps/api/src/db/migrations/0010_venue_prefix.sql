-- The spec calls the uuid-like part of /{prefix}-{venueId} the prefix (issue 22, one vocabulary).
ALTER TABLE "venues" RENAME COLUMN "slug" TO "prefix";--> statement-breakpoint
ALTER TABLE "venues" RENAME CONSTRAINT "venues_slug_unique" TO "venues_prefix_unique";
