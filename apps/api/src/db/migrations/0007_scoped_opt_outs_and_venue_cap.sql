CREATE TABLE "venue_message_counts" (
	"venue_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"deferred" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_message_counts_venue_id_day_pk" PRIMARY KEY("venue_id","day")
);
--> statement-breakpoint
-- Opt-outs become per channel and per venue (issue 21). A row recorded before named a contact with no
-- venue; it is kept, with its channel read from the contact's form, as an opt-out from every venue
-- (venue_id null) until the contact opts back in from a link of that channel.
ALTER TABLE "notification_opt_outs" DROP CONSTRAINT "notification_opt_outs_pkey";--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD COLUMN "channel" text;--> statement-breakpoint
UPDATE "notification_opt_outs" SET "channel" = CASE WHEN "contact" LIKE '%@%' THEN 'email' ELSE 'sms' END;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ALTER COLUMN "channel" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD COLUMN "venue_id" integer;--> statement-breakpoint
-- A token stored before named a booking's e-mail and phone together, with no channel or venue: it
-- cannot be scoped, so those links now answer "invalid" (their opt-outs above stay).
DELETE FROM "notification_tokens";--> statement-breakpoint
ALTER TABLE "notification_tokens" ADD COLUMN "venue_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_tokens" ADD COLUMN "channel" text NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_tokens" ADD COLUMN "contact" text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "venue_id" integer;--> statement-breakpoint
ALTER TABLE "venue_message_counts" ADD CONSTRAINT "venue_message_counts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_tokens" ADD CONSTRAINT "notification_tokens_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Messages to customers still waiting count against their venue's daily cap.
UPDATE "outbox_messages" o SET "venue_id" = a."venue_id" FROM "appointments" a
  WHERE a."id" = o."appointment_id" AND o."status" IN ('pending', 'sending')
    AND o."kind" IN ('booking_received_customer', 'appointment_confirmed', 'appointment_rejected', 'reminder_24h', 'reminder_2h');--> statement-breakpoint
CREATE INDEX "outbox_venue_pending" ON "outbox_messages" USING btree ("venue_id") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "notification_tokens" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "notification_tokens" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_contact_venue" UNIQUE NULLS NOT DISTINCT("channel","contact","venue_id");--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_channel" CHECK ("notification_opt_outs"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "notification_tokens" ADD CONSTRAINT "notification_tokens_channel" CHECK ("notification_tokens"."channel" in ('email', 'sms'));