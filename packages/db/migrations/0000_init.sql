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
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"agent_id" uuid,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"net_amount" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint,
	"credit_used_after" bigint,
	"held_after" bigint,
	"reference" text NOT NULL,
	"product" text,
	"description" text NOT NULL,
	"created_by" text NOT NULL,
	"corrects_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"agent_id" uuid,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	CONSTRAINT "ledger_postings_amount_nonzero" CHECK ("ledger_postings"."amount" <> 0),
	CONSTRAINT "ledger_postings_agent_account" CHECK (("ledger_postings"."account" like 'agent_%') = ("ledger_postings"."agent_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"iban" text NOT NULL,
	"swift_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"country_isocode" varchar(2) DEFAULT 'AE' NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "company_bank_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "wallet_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_deposits_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"agent_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"company_bank_id" uuid,
	"reference_number" text,
	"receipt_upload_id" uuid,
	"entry_id" uuid,
	"reason" text,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "wallet_deposits_amount_positive" CHECK ("wallet_deposits"."amount" > 0 and "wallet_deposits"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone,
	"captured_amount" bigint,
	"hold_entry_id" uuid NOT NULL,
	"resolve_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "wallet_holds_amount_positive" CHECK ("wallet_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_withdrawals_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1),
	"agent_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"hold_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"iban_code" text NOT NULL,
	"reason" text,
	"entry_id" uuid,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"credit_used" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"low_balance_level" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonneg" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_credit_used_nonneg" CHECK ("wallets"."credit_used" >= 0),
	CONSTRAINT "wallets_credit_limit_nonneg" CHECK ("wallets"."credit_limit" >= 0),
	CONSTRAINT "wallets_held_nonneg" CHECK ("wallets"."held" >= 0),
	CONSTRAINT "wallets_balance_or_credit" CHECK ("wallets"."balance" = 0 or "wallets"."credit_used" = 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"description" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"callback_nonce" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_callback_nonce_unique" UNIQUE("callback_nonce"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"claim_token" uuid NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
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
CREATE TABLE "parent_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"sub_agent_id" uuid NOT NULL,
	"order_ref" text NOT NULL,
	"line_ref" text NOT NULL,
	"product" text,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"release_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"record_entry_id" uuid NOT NULL,
	"release_entry_id" uuid,
	"reversal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "parent_earnings_line_ref_unique" UNIQUE("line_ref"),
	CONSTRAINT "parent_earnings_amount_positive" CHECK ("parent_earnings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sub_agent_credit_lines" (
	"sub_agent_id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"hold_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attraction_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"attraction_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"booking_type" text NOT NULL,
	"is_api_connected" boolean DEFAULT false NOT NULL,
	"uses_inventory" boolean DEFAULT false NOT NULL,
	"supplier_code" text,
	"product_code" text,
	"service_date" date NOT NULL,
	"slot" jsonb,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"hours" integer,
	"transfer_type" text NOT NULL,
	"is_promo_added" boolean NOT NULL,
	"vehicle_plan" jsonb,
	"priced_lines" jsonb NOT NULL,
	"net" integer NOT NULL,
	"company_markup" integer NOT NULL,
	"sub_agent_markup" integer NOT NULL,
	"vat" integer NOT NULL,
	"promo" integer NOT NULL,
	"client_markup" integer NOT NULL,
	"agent_price" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"parent_earning" integer NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"confirmation_number" text,
	"supplier_reference" text,
	"cancellation_fee" integer,
	"refund_amount" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attraction_order_lines_breakdown" CHECK ("attraction_order_lines"."agent_price" = "attraction_order_lines"."net" + "attraction_order_lines"."company_markup" + "attraction_order_lines"."sub_agent_markup" + "attraction_order_lines"."vat" - "attraction_order_lines"."promo"
        and "attraction_order_lines"."sell_price" = "attraction_order_lines"."agent_price" + "attraction_order_lines"."client_markup" and "attraction_order_lines"."parent_earning" = "attraction_order_lines"."sub_agent_markup"),
	CONSTRAINT "attraction_order_lines_counts" CHECK (least("attraction_order_lines"."adults", "attraction_order_lines"."children", "attraction_order_lines"."infants") >= 0)
);
--> statement-breakpoint
CREATE TABLE "attraction_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"parent_id" uuid,
	"agent_reference_number" text NOT NULL,
	"agent_reference_key" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"lead_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text NOT NULL,
	"lead_country" text NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"total_net" integer NOT NULL,
	"total_agent_price" integer NOT NULL,
	"total_sell_price" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total_parent_earning" integer DEFAULT 0 NOT NULL,
	"card_fee" integer DEFAULT 0 NOT NULL,
	"wallet_hold_id" uuid,
	"payment_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "attraction_orders_reference_number_unique" UNIQUE("reference_number"),
	CONSTRAINT "attraction_orders_agent_ref" UNIQUE("agent_id","agent_reference_key"),
	CONSTRAINT "attraction_orders_amounts" CHECK (least("attraction_orders"."total_net", "attraction_orders"."total_agent_price", "attraction_orders"."total_sell_price", "attraction_orders"."total_vat", "attraction_orders"."card_fee") >= 0)
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_isocode_currencies_isocode_fk" FOREIGN KEY ("isocode") REFERENCES "public"."currencies"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_countries" ADD CONSTRAINT "visa_countries_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_configurations" ADD CONSTRAINT "agent_configurations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_country_isocode_countries_isocode_fk" FOREIGN KEY ("country_isocode") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_corrects_entry_id_ledger_entries_id_fk" FOREIGN KEY ("corrects_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_company_bank_id_company_bank_accounts_id_fk" FOREIGN KEY ("company_bank_id") REFERENCES "public"."company_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_activities" ADD CONSTRAINT "attraction_activities_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_tickets" ADD CONSTRAINT "attraction_tickets_activity_id_attraction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."attraction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_category_id_attraction_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."attraction_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_markups" ADD CONSTRAINT "client_markups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_markups" ADD CONSTRAINT "company_markups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_markups" ADD CONSTRAINT "company_markups_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_markups" ADD CONSTRAINT "sub_agent_markups_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_markups" ADD CONSTRAINT "sub_agent_markups_sub_agent_id_agents_id_fk" FOREIGN KEY ("sub_agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_earnings" ADD CONSTRAINT "parent_earnings_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_earnings" ADD CONSTRAINT "parent_earnings_sub_agent_id_agents_id_fk" FOREIGN KEY ("sub_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_credit_lines" ADD CONSTRAINT "sub_agent_credit_lines_sub_agent_id_agents_id_fk" FOREIGN KEY ("sub_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_credit_lines" ADD CONSTRAINT "sub_agent_credit_lines_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_credit_lines" ADD CONSTRAINT "sub_agent_credit_lines_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_order_lines" ADD CONSTRAINT "attraction_order_lines_order_id_attraction_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."attraction_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_order_lines" ADD CONSTRAINT "attraction_order_lines_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_order_lines" ADD CONSTRAINT "attraction_order_lines_activity_id_attraction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."attraction_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_orders" ADD CONSTRAINT "attraction_orders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_orders" ADD CONSTRAINT "attraction_orders_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_rates_isocode_time" ON "fx_rates" USING btree ("isocode","fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_email_unique" ON "agents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "agents_parent" ON "agents" USING btree ("parent_id","created_at" DESC NULLS LAST,"agent_code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_subject" ON "sessions" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "uploads_owner" ON "uploads" USING btree ("owner_agent_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_agent_seq" ON "ledger_entries" USING btree ("agent_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account","agent_id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_agent" ON "wallet_deposits" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_deposits_status" ON "wallet_deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wallet_holds_expiry" ON "wallet_holds" USING btree ("expires_at") WHERE "wallet_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "wallet_holds_agent" ON "wallet_holds" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_agent" ON "wallet_withdrawals" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_reference" ON "payments" USING btree ("purpose","reference");--> statement-breakpoint
CREATE INDEX "attraction_activities_attraction" ON "attraction_activities" USING btree ("attraction_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "attraction_tickets_ticket_no" ON "attraction_tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "attraction_tickets_claim" ON "attraction_tickets" USING btree ("activity_id","ticket_for","valid_till","ticket_no") WHERE "attraction_tickets"."status" = 'available';--> statement-breakpoint
CREATE INDEX "attraction_tickets_reserved_by" ON "attraction_tickets" USING btree ("reserved_by");--> statement-breakpoint
CREATE INDEX "attraction_tickets_hold_expiry" ON "attraction_tickets" USING btree ("reserved_until") WHERE "attraction_tickets"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "attractions_destination" ON "attractions" USING btree ("destination_id","is_active");--> statement-breakpoint
CREATE INDEX "attractions_category" ON "attractions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sub_agent_markups_parent" ON "sub_agent_markups" USING btree ("parent_id","product");--> statement-breakpoint
CREATE INDEX "parent_earnings_due" ON "parent_earnings" USING btree ("release_on") WHERE "parent_earnings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parent_earnings_sub_agent" ON "parent_earnings" USING btree ("sub_agent_id");--> statement-breakpoint
CREATE INDEX "parent_earnings_parent" ON "parent_earnings" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attraction_order_lines_no" ON "attraction_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "attraction_order_lines_supplier" ON "attraction_order_lines" USING btree ("updated_at") WHERE "attraction_order_lines"."status" = 'pending_supplier';--> statement-breakpoint
CREATE INDEX "attraction_orders_agent_created" ON "attraction_orders" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "attraction_orders_pending" ON "attraction_orders" USING btree ("hold_expires_at") WHERE "attraction_orders"."status" in ('pending_payment', 'processing');