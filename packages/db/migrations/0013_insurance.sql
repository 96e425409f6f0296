CREATE TABLE "insurance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"supplier_code" text NOT NULL,
	"coverage_currency" text NOT NULL,
	"coverage" jsonb NOT NULL,
	"max_trip_days" integer NOT NULL,
	"max_age" integer NOT NULL,
	"travel_types" jsonb NOT NULL,
	"price_table" jsonb NOT NULL,
	"group_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_percent" numeric(5, 2) DEFAULT 5 NOT NULL,
	"cancellation" jsonb NOT NULL,
	"emergency_phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_plans_code_unique" UNIQUE("code"),
	CONSTRAINT "insurance_plans_limits" CHECK ("insurance_plans"."max_trip_days" > 0 and "insurance_plans"."max_age" > 0),
	CONSTRAINT "insurance_plans_discount" CHECK ("insurance_plans"."group_discount_percent" >= 0 and "insurance_plans"."group_discount_percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan" jsonb NOT NULL,
	"residence" text NOT NULL,
	"destination" text NOT NULL,
	"travel_from" date NOT NULL,
	"travel_to" date NOT NULL,
	"travel_type" text NOT NULL,
	"beneficiaries" jsonb NOT NULL,
	"policy_number" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_dates" CHECK ("insurance_policies"."travel_to" >= "insurance_policies"."travel_from")
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_plan_id_insurance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_plan" ON "insurance_policies" USING btree ("plan_id");