-- Manage-link scopes (decision 054): every existing link keeps doing what it did ('manage'); a calendar file's link
-- is 'view' and only reads the appointment.
ALTER TABLE "appointment_manage_tokens" ADD COLUMN "scope" text DEFAULT 'manage' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_manage_tokens" ADD CONSTRAINT "appointment_manage_tokens_scope" CHECK ("appointment_manage_tokens"."scope" in ('manage', 'view'));
