-- Issue 28 (decision 050): nothing reads the outbox by created_at but the retention job, and only its finished
-- messages. The plain index cost three entries a message (its insert, claim and settle); the partial one, one.
DROP INDEX IF EXISTS "outbox_created";--> statement-breakpoint
CREATE INDEX "outbox_finished" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."status" in ('sent', 'failed', 'cancelled');