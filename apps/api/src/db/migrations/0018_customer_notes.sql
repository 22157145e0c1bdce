CREATE TABLE "customer_notes" (
	"venue_id" integer NOT NULL,
	"person" text NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_venue_id_person_pk" PRIMARY KEY("venue_id","person"),
	CONSTRAINT "customer_notes_note" CHECK (char_length("customer_notes"."note") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_venue_person_idx" ON "appointments" USING btree ("venue_id",coalesce(nullif("customer_phone", ''), lower("customer_email")));