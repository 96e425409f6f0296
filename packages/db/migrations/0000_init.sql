CREATE SEQUENCE "public"."agent_code_seq" INCREMENT BY 1 MINVALUE 10000 MAXVALUE 9223372036854775807 START WITH 10000 CACHE 1;--> statement-breakpoint
CREATE TABLE "company" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"isocode" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"currency" varchar(3)
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"isocode" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_isocode" varchar(2) NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"country_isocode" varchar(2) NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"isocode" varchar(3) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popular_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"city_name" text,
	"state_name" text NOT NULL,
	"country_name" text NOT NULL,
	"property_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_isocode" varchar(2) NOT NULL,
	CONSTRAINT "visa_countries_country_isocode_unique" UNIQUE("country_isocode")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "agent_configurations" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"show_attraction" boolean DEFAULT true NOT NULL,
	"show_hotel" boolean DEFAULT true NOT NULL,
	"show_flight" boolean DEFAULT true NOT NULL,
	"show_visa" boolean DEFAULT true NOT NULL,
	"show_a2a" boolean DEFAULT true NOT NULL,
	"show_quotaion" boolean DEFAULT true NOT NULL,
	"show_insurance" boolean DEFAULT true NOT NULL,
	"allowed_payment_methods" jsonb DEFAULT '["wallet","card"]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_code" integer DEFAULT nextval('agent_code_seq') NOT NULL,
	"parent_id" uuid,
	"role" text DEFAULT 'reseller' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"company_name" text NOT NULL,
	"short_name" text,
	"address" text NOT NULL,
	"website" text,
	"country_isocode" varchar(2) NOT NULL,
	"city" text NOT NULL,
	"zip_code" text,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"telephone_number" text,
	"trn_number" text,
	"company_registration" text,
	"password_hash" text NOT NULL,
	"random_string" text NOT NULL,
	"company_logo_id" uuid,
	"avatar_img_id" uuid,
	"trade_license_id" uuid,
	"tax_certificate_id" uuid,
	"whatsapp_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_agent_code_unique" UNIQUE("agent_code")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_agent_id" uuid,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_name" text NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_isocode_currencies_isocode_fk" FOREIGN KEY ("isocode") REFERENCES "public"."currencies"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_countries" ADD CONSTRAINT "visa_countries_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_configurations" ADD CONSTRAINT "agent_configurations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_rates_isocode_time" ON "fx_rates" USING btree ("isocode","fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_email_unique" ON "agents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "agents_parent" ON "agents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_subject" ON "sessions" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "uploads_owner" ON "uploads" USING btree ("owner_agent_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" USING btree ("status","available_at");