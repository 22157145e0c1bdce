-- Manage-link scopes (decision 054): every existing link keeps doing what it did ('manage'); a calendar file's link
-- is 'view' and only reads the appointment.
ALTER TABLE "appointment_manage_tokens" ADD COLUMN "scope" text DEFAULT 'manage' NOT NULL;--> statement-breakpoint
-- An e-mail's own opt-out link, sent as List-Unsubscribe with RFC 8058's List-Unsubscribe-Post (decision 054).
ALTER TABLE "outbox_messages" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "appointment_manage_tokens" ADD CONSTRAINT "appointment_manage_tokens_scope" CHECK ("appointment_manage_tokens"."scope" in ('manage', 'view'));
