-- Issue 22 (item 4): one vocabulary of statuses. Two new ones: no_show (an owner's mark on a confirmed
-- appointment whose customer did not come) and expired (a request nobody answered before it started);
-- decision 029. appointments_cancelled_fields is unchanged: cancelled_at is set exactly when cancelled.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show', 'expired'));
