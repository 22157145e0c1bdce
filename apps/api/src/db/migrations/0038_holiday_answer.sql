-- Decision 096: the holiday answer is kept on the venue and decides every year's holidays; a venue_holiday_openings
-- row is a day the owner set one by one (open or closed). Existing rows are openings; existing venues keep the law's
-- default (closed) where no row decides, as before.
ALTER TABLE "venues" ADD COLUMN "holidays_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "eves_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_holiday_openings" ADD COLUMN "open" boolean DEFAULT true NOT NULL;