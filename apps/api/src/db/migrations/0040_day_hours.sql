CREATE TABLE "expert_day_hours" (
	"expert_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_off" boolean DEFAULT false NOT NULL,
	"starts_at" time,
	"ends_at" time,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_day_hours_expert_id_date_pk" PRIMARY KEY("expert_id","date"),
	CONSTRAINT "expert_day_hours_shape" CHECK (("expert_day_hours"."is_off" and "expert_day_hours"."starts_at" is null and "expert_day_hours"."ends_at" is null)
          or (not "expert_day_hours"."is_off" and "expert_day_hours"."starts_at" is not null and "expert_day_hours"."ends_at" > "expert_day_hours"."starts_at"))
);
--> statement-breakpoint
CREATE TABLE "venue_day_hours" (
	"venue_id" integer NOT NULL,
	"date" date NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_day_hours_venue_id_date_pk" PRIMARY KEY("venue_id","date"),
	CONSTRAINT "venue_day_hours_order" CHECK ("venue_day_hours"."closes_at" > "venue_day_hours"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "expert_day_hours" ADD CONSTRAINT "expert_day_hours_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_day_hours" ADD CONSTRAINT "venue_day_hours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;