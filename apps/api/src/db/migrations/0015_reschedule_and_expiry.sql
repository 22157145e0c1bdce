CREATE TABLE "appointment_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"moved_by" text NOT NULL,
	"changed_by_user_id" integer,
	"from_starts_at" timestamp with time zone NOT NULL,
	"from_ends_at" timestamp with time zone NOT NULL,
	"from_expert_id" integer NOT NULL,
	"from_expert_name" text NOT NULL,
	"to_starts_at" timestamp with time zone NOT NULL,
	"to_expert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_moves_moved_by" CHECK ("appointment_moves"."moved_by" in ('user', 'owner', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "pending_expiry_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_moves_appt_idx" ON "appointment_moves" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "appointments_pending_expiry_idx" ON "appointments" USING btree ("expires_at") WHERE "appointments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_pending_expiry" CHECK ("venues"."pending_expiry_hours" between 1 and 168);