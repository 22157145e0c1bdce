DROP INDEX "venue_faqs_venue_idx";--> statement-breakpoint
ALTER TABLE "venue_images" ADD COLUMN "thumb_path" text;--> statement-breakpoint
ALTER TABLE "venue_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "venue_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_services" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_services_name_unique" ON "sub_services" USING btree ("venue_id","service_id",lower("name")) WHERE "sub_services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "venue_faqs_venue_idx" ON "venue_faqs" USING btree ("venue_id","position");