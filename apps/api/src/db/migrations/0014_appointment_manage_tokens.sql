CREATE TABLE "appointment_manage_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_manage_tokens" ADD CONSTRAINT "appointment_manage_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_manage_tokens_appointment_idx" ON "appointment_manage_tokens" USING btree ("appointment_id");--> statement-breakpoint
-- The calendar file's SEQUENCE (decision 037): raised by every change a customer's calendar shows, whichever code
-- path made it (the owner's decisions, the completion sweep, moves, reschedules).
CREATE FUNCTION "appointments_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.status, NEW.starts_at, NEW.ends_at, NEW.expert_id, NEW.service_id, NEW.sub_service_id, NEW.venue_id)
     IS DISTINCT FROM (OLD.status, OLD.starts_at, OLD.ends_at, OLD.expert_id, OLD.service_id, OLD.sub_service_id, OLD.venue_id) THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_revision" BEFORE UPDATE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_bump_revision"();
