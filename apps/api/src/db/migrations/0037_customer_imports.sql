CREATE TABLE "customer_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"owner_id" integer,
	"legal_basis" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"rows" integer NOT NULL,
	"created" integer NOT NULL,
	"merged" integer NOT NULL,
	"skipped" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_imports_legal_basis" CHECK (char_length("customer_imports"."legal_basis") between 1 and 300),
	CONSTRAINT "customer_imports_format" CHECK ("customer_imports"."format" in ('csv', 'xlsx')),
	CONSTRAINT "customer_imports_counts" CHECK ("customer_imports"."rows" >= 0 and "customer_imports"."created" >= 0 and "customer_imports"."merged" >= 0 and "customer_imports"."skipped" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_venue_idx" ON "customer_imports" USING btree ("venue_id","created_at");