-- Customer cards the front desk corrects (decision 092): the history of each card's corrections and merges, and the
-- other numbers a card is found by (a shared one, such as a mother's on her daughters' cards, on any number of cards).
CREATE TABLE "customer_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_changes_field" CHECK ("customer_changes"."field" in ('first_name', 'last_name', 'phone', 'email', 'phones', 'merged'))
);
--> statement-breakpoint
CREATE TABLE "customer_phones" (
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_phones_customer_id_phone_pk" PRIMARY KEY("customer_id","phone")
);
--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_phones" ADD CONSTRAINT "customer_phones_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_changes_customer_idx" ON "customer_changes" USING btree ("customer_id","changed_at");--> statement-breakpoint
CREATE INDEX "customer_phones_phone_idx" ON "customer_phones" USING btree ("phone");