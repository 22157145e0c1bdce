-- Decision 091: the venue's booking rule "after N no-shows in 90 days, online bookings from this person become
-- requests"; null (the default) is off.
ALTER TABLE "venues" ADD COLUMN "no_show_request_threshold" integer;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_no_show_request_threshold" CHECK ("venues"."no_show_request_threshold" between 1 and 10);
