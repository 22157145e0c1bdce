-- A slot is sold once (ARCHITECTURE rule 8): no two pending/confirmed appointments of one expert
-- may overlap. Half-open ranges let 10:00-10:30 and 10:30-11:00 sit side by side.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("expert_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
