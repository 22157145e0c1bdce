CREATE TABLE "notification_opt_outs" (
	"contact" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_notification_settings" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"booking_requests" boolean DEFAULT true NOT NULL,
	"cancellations" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_due";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "venue_notification_settings" ADD CONSTRAINT "venue_notification_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox_messages" USING btree ("send_after") WHERE "outbox_messages"."status" in ('pending', 'sending');