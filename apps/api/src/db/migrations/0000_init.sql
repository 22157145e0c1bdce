CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"business_name" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'owner')),
	CONSTRAINT "users_phone_digits" CHECK ("users"."phone" is null or "users"."phone" ~ '^[0-9]{1,11}$'),
	CONSTRAINT "users_owner_business_name" CHECK ("users"."role" <> 'owner' or "users"."business_name" is not null)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_minutes" integer NOT NULL,
	"default_price_kurus" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_duration_positive" CHECK ("services"."duration_minutes" > 0 and "services"."duration_minutes" <= 1440),
	CONSTRAINT "services_price_nonnegative" CHECK ("services"."default_price_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venue_categories" (
	"venue_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "venue_categories_venue_id_category_id_pk" PRIMARY KEY("venue_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "venue_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_faqs_not_blank" CHECK (length(trim("venue_faqs"."question")) > 0 and length(trim("venue_faqs"."answer")) > 0)
);
--> statement-breakpoint
CREATE TABLE "venue_hours" (
	"venue_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "venue_hours_venue_id_weekday_pk" PRIMARY KEY("venue_id","weekday"),
	CONSTRAINT "venue_hours_weekday" CHECK ("venue_hours"."weekday" between 1 and 7),
	CONSTRAINT "venue_hours_order" CHECK ("venue_hours"."closes_at" > "venue_hours"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "venue_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"image_type" text NOT NULL,
	"path" text NOT NULL,
	"alt_text" text,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_images_type" CHECK ("venue_images"."image_type" in ('profile', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"description" text,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"neighborhood_id" integer NOT NULL,
	"slot_interval_minutes" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "venues_slot_interval" CHECK ("venues"."slot_interval_minutes" in (5, 10, 15, 20, 30, 45, 60, 90, 120)),
	CONSTRAINT "venues_name_not_blank" CHECK (length(trim("venues"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "expert_services" (
	"expert_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"custom_price_kurus" integer,
	"custom_duration_minutes" integer,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "expert_services_expert_id_service_id_pk" PRIMARY KEY("expert_id","service_id"),
	CONSTRAINT "expert_services_price" CHECK ("expert_services"."custom_price_kurus" is null or "expert_services"."custom_price_kurus" > 0),
	CONSTRAINT "expert_services_duration" CHECK ("expert_services"."custom_duration_minutes" is null or ("expert_services"."custom_duration_minutes" > 0 and "expert_services"."custom_duration_minutes" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "expert_sub_services" (
	"expert_id" integer NOT NULL,
	"sub_service_id" integer NOT NULL,
	"custom_price_kurus" integer,
	"custom_duration_minutes" integer,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "expert_sub_services_expert_id_sub_service_id_pk" PRIMARY KEY("expert_id","sub_service_id"),
	CONSTRAINT "expert_sub_services_price" CHECK ("expert_sub_services"."custom_price_kurus" is null or "expert_sub_services"."custom_price_kurus" > 0),
	CONSTRAINT "expert_sub_services_duration" CHECK ("expert_sub_services"."custom_duration_minutes" is null or ("expert_sub_services"."custom_duration_minutes" > 0 and "expert_sub_services"."custom_duration_minutes" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "expert_working_hours" (
	"expert_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "expert_working_hours_expert_id_weekday_pk" PRIMARY KEY("expert_id","weekday"),
	CONSTRAINT "expert_hours_weekday" CHECK ("expert_working_hours"."weekday" between 1 and 7),
	CONSTRAINT "expert_hours_order" CHECK ("expert_working_hours"."ends_at" > "expert_working_hours"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"specialization" text,
	"experience_years" text,
	"phone" text,
	"email" text,
	"bio" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_path" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_name_not_blank" CHECK (length(trim("experts"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "sub_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_kurus" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_services_price" CHECK ("sub_services"."price_kurus" >= 0),
	CONSTRAINT "sub_services_duration" CHECK ("sub_services"."duration_minutes" > 0 and "sub_services"."duration_minutes" <= 1440),
	CONSTRAINT "sub_services_name_not_blank" CHECK (length(trim("sub_services"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "appointment_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_user_id" integer,
	"changed_by" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"sub_service_id" integer,
	"user_id" integer,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_kurus" integer NOT NULL,
	"service_name" text NOT NULL,
	"sub_service_name" text,
	"expert_name" text NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "appointments_interval" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_duration" CHECK ("appointments"."duration_minutes" > 0 and "appointments"."duration_minutes" <= 1440),
	CONSTRAINT "appointments_price" CHECK ("appointments"."price_kurus" >= 0),
	CONSTRAINT "appointments_cancelled_fields" CHECK (("appointments"."status" = 'cancelled') = ("appointments"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"business_type" text NOT NULL,
	"message" text NOT NULL,
	"consent" boolean NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_consent_given" CHECK ("contact_messages"."consent"),
	CONSTRAINT "contact_business_type" CHECK ("contact_messages"."business_type" in ('guzellik', 'saglik', 'egitim', 'veteriner', 'teknik', 'diger'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_categories" ADD CONSTRAINT "venue_categories_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_categories" ADD CONSTRAINT "venue_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_faqs" ADD CONSTRAINT "venue_faqs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_hours" ADD CONSTRAINT "venue_hours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_images" ADD CONSTRAINT "venue_images_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_services" ADD CONSTRAINT "expert_services_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_services" ADD CONSTRAINT "expert_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_sub_services" ADD CONSTRAINT "expert_sub_services_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_sub_services" ADD CONSTRAINT "expert_sub_services_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_working_hours" ADD CONSTRAINT "expert_working_hours_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_history" ADD CONSTRAINT "appointment_status_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_history" ADD CONSTRAINT "appointment_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "districts_city_id_idx" ON "districts" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "neighborhoods_district_id_idx" ON "neighborhoods" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "services_category_id_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "venue_categories_category_idx" ON "venue_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "venue_faqs_venue_idx" ON "venue_faqs" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "venue_images_venue_idx" ON "venue_images" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "venues_owner_id_idx" ON "venues" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "venues_city_active_idx" ON "venues" USING btree ("city_id","is_active");--> statement-breakpoint
CREATE INDEX "expert_sub_services_sub_idx" ON "expert_sub_services" USING btree ("sub_service_id");--> statement-breakpoint
CREATE INDEX "experts_venue_idx" ON "experts" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "sub_services_venue_service_idx" ON "sub_services" USING btree ("venue_id","service_id");--> statement-breakpoint
CREATE INDEX "appointment_status_history_appt_idx" ON "appointment_status_history" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_venue_idx" ON "appointments" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_expert_idx" ON "appointments" USING btree ("expert_id","starts_at");