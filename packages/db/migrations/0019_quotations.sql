CREATE TABLE "airport_terminals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iata" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "airport_terminals_code" UNIQUE("iata","code")
);
--> statement-breakpoint
CREATE TABLE "quotation_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"amendment_no" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"draft" jsonb NOT NULL,
	"costing" jsonb NOT NULL,
	"from_per_person" integer NOT NULL,
	"confirmation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_amendments_no" UNIQUE("quotation_id","amendment_no")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_number" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"agent_quotation_number" text DEFAULT '' NOT NULL,
	"client_name" text NOT NULL,
	"status" text DEFAULT 'not-confirmed' NOT NULL,
	"total_amendments" integer DEFAULT 0 NOT NULL,
	"latest_amendment_id" uuid,
	"confirmed_amendment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_quotation_number_unique" UNIQUE("quotation_number"),
	CONSTRAINT "quotations_status" CHECK ("quotations"."status" in ('not-confirmed', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "transfer_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"capacity" integer NOT NULL,
	"base_net" integer NOT NULL,
	"per_km_net" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_vehicles_name_unique" UNIQUE("name"),
	CONSTRAINT "transfer_vehicles_kind" CHECK ("transfer_vehicles"."kind" in ('shared', 'private')),
	CONSTRAINT "transfer_vehicles_amounts" CHECK ("transfer_vehicles"."base_net" >= 0 and "transfer_vehicles"."per_km_net" >= 0 and "transfer_vehicles"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "quotation_amendments" ADD CONSTRAINT "quotation_amendments_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_amendments" ADD CONSTRAINT "quotation_amendments_created_by_agents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_agent_created" ON "quotations" USING btree ("agent_id","created_at");