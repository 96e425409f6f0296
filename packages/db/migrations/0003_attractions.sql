CREATE TABLE "attraction_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attraction_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base" text DEFAULT 'person' NOT NULL,
	"activity_type" text DEFAULT 'normal' NOT NULL,
	"adult_price" integer DEFAULT 0 NOT NULL,
	"child_price" integer DEFAULT 0 NOT NULL,
	"infant_price" integer DEFAULT 0 NOT NULL,
	"adult_cost" integer DEFAULT 0 NOT NULL,
	"child_cost" integer DEFAULT 0 NOT NULL,
	"infant_cost" integer DEFAULT 0 NOT NULL,
	"age_bands" jsonb DEFAULT '{"adult":{"from":12},"child":{"from":2,"to":11},"infant":{"from":0,"to":1}}'::jsonb NOT NULL,
	"shared_transfer_price" integer,
	"shared_transfer_cost" integer,
	"private_vehicles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"b2b_promo_amount_adult" integer DEFAULT 0 NOT NULL,
	"b2b_promo_amount_child" integer DEFAULT 0 NOT NULL,
	"product_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attraction_activities_amounts" CHECK (least("attraction_activities"."adult_price", "attraction_activities"."child_price", "attraction_activities"."infant_price", "attraction_activities"."adult_cost", "attraction_activities"."child_cost", "attraction_activities"."infant_cost", "attraction_activities"."b2b_promo_amount_adult", "attraction_activities"."b2b_promo_amount_child") >= 0),
	CONSTRAINT "attraction_activities_shared" CHECK (("attraction_activities"."shared_transfer_price" is null or "attraction_activities"."shared_transfer_price" >= 0) and ("attraction_activities"."shared_transfer_cost" is null or "attraction_activities"."shared_transfer_cost" >= 0)),
	CONSTRAINT "attraction_activities_vat" CHECK ("attraction_activities"."vat_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "attraction_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text DEFAULT 'ticket' NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "attraction_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "attraction_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "attraction_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"ticket_no" text NOT NULL,
	"ticket_for" text NOT NULL,
	"valid_till" date NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"reserved_by" text,
	"reserved_until" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attraction_tickets_reservation" CHECK ("attraction_tickets"."status" = 'available' or "attraction_tickets"."reserved_by" is not null)
);
--> statement-breakpoint
CREATE TABLE "attractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_type" text DEFAULT 'non-refundable' NOT NULL,
	"cancel_before_hours" integer DEFAULT 0 NOT NULL,
	"cancellation_fee_type" text,
	"cancellation_fee" numeric(14, 2),
	"booking_type" text NOT NULL,
	"booking_prior_days" integer DEFAULT 0 NOT NULL,
	"available_weekdays" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL,
	"off_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_date_from" date,
	"custom_date_to" date,
	"is_api_connected" boolean DEFAULT false NOT NULL,
	"supplier_code" text,
	"product_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"duration_text" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attractions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "attractions_prior_days" CHECK ("attractions"."booking_prior_days" >= 0),
	CONSTRAINT "attractions_cancel_hours" CHECK ("attractions"."cancel_before_hours" >= 0),
	CONSTRAINT "attractions_fee" CHECK ("attractions"."cancellation_fee" is null or "attractions"."cancellation_fee" >= 0),
	CONSTRAINT "attractions_api_product" CHECK (not "attractions"."is_api_connected" or ("attractions"."supplier_code" is not null and "attractions"."product_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "client_markups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"product" text NOT NULL,
	"item_id" text,
	"type" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_markups_scope" UNIQUE NULLS NOT DISTINCT("agent_id","product","item_id"),
	CONSTRAINT "client_markups_value_nonneg" CHECK ("client_markups"."value" >= 0),
	CONSTRAINT "client_markups_flat_whole" CHECK ("client_markups"."type" <> 'flat' or "client_markups"."value" = trunc("client_markups"."value"))
);
--> statement-breakpoint
CREATE TABLE "company_markups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid,
	"product" text NOT NULL,
	"item_id" text,
	"type" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "company_markups_scope" UNIQUE NULLS NOT DISTINCT("agent_id","product","item_id"),
	CONSTRAINT "company_markups_value_nonneg" CHECK ("company_markups"."value" >= 0),
	CONSTRAINT "company_markups_flat_whole" CHECK ("company_markups"."type" <> 'flat' or "company_markups"."value" = trunc("company_markups"."value"))
);
--> statement-breakpoint
CREATE TABLE "sub_agent_markups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"sub_agent_id" uuid NOT NULL,
	"product" text NOT NULL,
	"item_id" text,
	"type" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_agent_markups_scope" UNIQUE NULLS NOT DISTINCT("sub_agent_id","product","item_id"),
	CONSTRAINT "sub_agent_markups_value_nonneg" CHECK ("sub_agent_markups"."value" >= 0),
	CONSTRAINT "sub_agent_markups_flat_whole" CHECK ("sub_agent_markups"."type" <> 'flat' or "sub_agent_markups"."value" = trunc("sub_agent_markups"."value"))
);
--> statement-breakpoint
ALTER TABLE "attraction_activities" ADD CONSTRAINT "attraction_activities_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_tickets" ADD CONSTRAINT "attraction_tickets_activity_id_attraction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."attraction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_category_id_attraction_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."attraction_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_markups" ADD CONSTRAINT "client_markups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_markups" ADD CONSTRAINT "company_markups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_markups" ADD CONSTRAINT "company_markups_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_markups" ADD CONSTRAINT "sub_agent_markups_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_markups" ADD CONSTRAINT "sub_agent_markups_sub_agent_id_agents_id_fk" FOREIGN KEY ("sub_agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_activities_attraction" ON "attraction_activities" USING btree ("attraction_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "attraction_tickets_ticket_no" ON "attraction_tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "attraction_tickets_claim" ON "attraction_tickets" USING btree ("activity_id","ticket_for","valid_till","ticket_no") WHERE "attraction_tickets"."status" = 'available';--> statement-breakpoint
CREATE INDEX "attraction_tickets_reserved_by" ON "attraction_tickets" USING btree ("reserved_by");--> statement-breakpoint
CREATE INDEX "attraction_tickets_hold_expiry" ON "attraction_tickets" USING btree ("reserved_until") WHERE "attraction_tickets"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "attractions_destination" ON "attractions" USING btree ("destination_id","is_active");--> statement-breakpoint
CREATE INDEX "attractions_category" ON "attractions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sub_agent_markups_parent" ON "sub_agent_markups" USING btree ("parent_id","product");