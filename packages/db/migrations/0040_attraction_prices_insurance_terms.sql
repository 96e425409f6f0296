CREATE TABLE "attraction_activity_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"adult_price" integer NOT NULL,
	"child_price" integer NOT NULL,
	"infant_price" integer NOT NULL,
	"adult_cost" integer NOT NULL,
	"child_cost" integer NOT NULL,
	"infant_cost" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attraction_activity_prices_dates" CHECK ("attraction_activity_prices"."date_from" <= "attraction_activity_prices"."date_to"),
	CONSTRAINT "attraction_activity_prices_amounts" CHECK ("attraction_activity_prices"."adult_price" > 0 and least("attraction_activity_prices"."child_price", "attraction_activity_prices"."infant_price", "attraction_activity_prices"."adult_cost", "attraction_activity_prices"."child_cost", "attraction_activity_prices"."infant_cost") >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_terms_version" CHECK ("company_terms"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "opening_time" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "closing_time" text;--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD COLUMN "wording_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "attraction_activity_prices" ADD CONSTRAINT "attraction_activity_prices_activity_id_attraction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."attraction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_activity_prices_activity" ON "attraction_activity_prices" USING btree ("activity_id","date_from");--> statement-breakpoint
CREATE UNIQUE INDEX "company_terms_page_version" ON "company_terms" USING btree ("page","version");--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD CONSTRAINT "insurance_plans_wording_upload_id_uploads_id_fk" FOREIGN KEY ("wording_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;