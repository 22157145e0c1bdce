CREATE TABLE "expert_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_time_off_order" CHECK ("expert_time_off"."ends_at" > "expert_time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "venue_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_closures_order" CHECK ("venue_closures"."end_date" >= "venue_closures"."start_date")
);
--> statement-breakpoint
CREATE TABLE "venue_holiday_openings" (
	"venue_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_holiday_openings_venue_id_date_pk" PRIMARY KEY("venue_id","date")
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "min_notice_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "horizon_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "cancellation_notice_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_working_hours" ADD COLUMN "breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_time_off" ADD CONSTRAINT "expert_time_off_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_closures" ADD CONSTRAINT "venue_closures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_holiday_openings" ADD CONSTRAINT "venue_holiday_openings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_time_off_expert_idx" ON "expert_time_off" USING btree ("expert_id","ends_at");--> statement-breakpoint
CREATE INDEX "venue_closures_venue_idx" ON "venue_closures" USING btree ("venue_id","end_date");--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_min_notice" CHECK ("venues"."min_notice_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_horizon" CHECK ("venues"."horizon_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_cancellation_notice" CHECK ("venues"."cancellation_notice_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_buffer" CHECK ("sub_services"."buffer_minutes" between 0 and 120);