CREATE TABLE "visa_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"parent_id" uuid,
	"visa_type_id" uuid NOT NULL,
	"nationality_id" uuid NOT NULL,
	"travel_date" date NOT NULL,
	"no_of_adult" integer NOT NULL,
	"no_of_child" integer NOT NULL,
	"pricing" jsonb NOT NULL,
	"total_agent_price" integer NOT NULL,
	"total_sell_price" integer NOT NULL,
	"booking_order_id" uuid,
	"booking_line_id" uuid,
	"paid_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_applications_reference_number_unique" UNIQUE("reference_number"),
	CONSTRAINT "visa_applications_counts" CHECK ("visa_applications"."no_of_adult" >= 1 and "visa_applications"."no_of_child" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visa_nationalities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_isocode" varchar(2) NOT NULL,
	"service_note" text,
	CONSTRAINT "visa_nationalities_country_isocode_unique" UNIQUE("country_isocode")
);
--> statement-breakpoint
CREATE TABLE "visa_nationality_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nationality_id" uuid NOT NULL,
	"visa_type_id" uuid NOT NULL,
	"is_sold" boolean DEFAULT true NOT NULL,
	"adult_price" integer NOT NULL,
	"child_price" integer NOT NULL,
	"adult_cost" integer NOT NULL,
	"child_cost" integer NOT NULL,
	CONSTRAINT "visa_nationality_prices_pair" UNIQUE("nationality_id","visa_type_id"),
	CONSTRAINT "visa_nationality_prices_nonneg" CHECK (least("visa_nationality_prices"."adult_price", "visa_nationality_prices"."child_price", "visa_nationality_prices"."adult_cost", "visa_nationality_prices"."child_cost") >= 0)
);
--> statement-breakpoint
CREATE TABLE "visa_traveller_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"traveller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pax_type" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_no" text NOT NULL,
	"passport_no" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"passport_expiry" date NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"rejection_reason" text,
	"passport_fist_page_photo_id" uuid,
	"passport_last_page_photo_id" uuid,
	"passport_size_photo_id" uuid,
	"supportive_doc1_id" uuid,
	"supportive_doc2_id" uuid,
	"visa_document_id" uuid,
	"reapply_count" integer DEFAULT 0 NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_travellers_position" UNIQUE("application_id","position")
);
--> statement-breakpoint
CREATE TABLE "visa_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_isocode" varchar(2) NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"processing_time" integer NOT NULL,
	"processing_time_format" text NOT NULL,
	"stay_period" integer NOT NULL,
	"stay_period_format" text NOT NULL,
	"validity" integer NOT NULL,
	"validity_time_format" text NOT NULL,
	"entry_type" text NOT NULL,
	"child_age_from" integer NOT NULL,
	"child_age_to" integer NOT NULL,
	"documents" jsonb NOT NULL,
	"terms" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "visa_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_visa_type_id_visa_types_id_fk" FOREIGN KEY ("visa_type_id") REFERENCES "public"."visa_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_nationality_id_visa_nationalities_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."visa_nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_nationalities" ADD CONSTRAINT "visa_nationalities_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_nationality_prices" ADD CONSTRAINT "visa_nationality_prices_nationality_id_visa_nationalities_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."visa_nationalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_nationality_prices" ADD CONSTRAINT "visa_nationality_prices_visa_type_id_visa_types_id_fk" FOREIGN KEY ("visa_type_id") REFERENCES "public"."visa_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_traveller_events" ADD CONSTRAINT "visa_traveller_events_traveller_id_visa_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."visa_travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_travellers" ADD CONSTRAINT "visa_travellers_application_id_visa_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."visa_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_travellers" ADD CONSTRAINT "visa_travellers_passport_fist_page_photo_id_uploads_id_fk" FOREIGN KEY ("passport_fist_page_photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_travellers" ADD CONSTRAINT "visa_travellers_passport_last_page_photo_id_uploads_id_fk" FOREIGN KEY ("passport_last_page_photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_travellers" ADD CONSTRAINT "visa_travellers_passport_size_photo_id_uploads_id_fk" FOREIGN KEY ("passport_size_photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_travellers" ADD CONSTRAINT "visa_travellers_supportive_doc1_id_uploads_id_fk" FOREIGN KEY ("supportive_doc1_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_travellers" ADD CONSTRAINT "visa_travellers_supportive_doc2_id_uploads_id_fk" FOREIGN KEY ("supportive_doc2_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_travellers" ADD CONSTRAINT "visa_travellers_visa_document_id_uploads_id_fk" FOREIGN KEY ("visa_document_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_types" ADD CONSTRAINT "visa_types_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_applications_agent_created" ON "visa_applications" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "visa_traveller_events_traveller" ON "visa_traveller_events" USING btree ("traveller_id","created_at");--> statement-breakpoint
CREATE INDEX "visa_travellers_status" ON "visa_travellers" USING btree ("status");