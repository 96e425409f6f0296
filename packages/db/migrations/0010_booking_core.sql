CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid,
	"status" text NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product" text NOT NULL,
	"description" text NOT NULL,
	"service_date" date NOT NULL,
	"service_end_date" date,
	"supplier_code" text,
	"net" integer NOT NULL,
	"company_markup" integer NOT NULL,
	"sub_agent_markup" integer NOT NULL,
	"vat" integer NOT NULL,
	"sub_agent_markup_vat" integer DEFAULT 0 NOT NULL,
	"client_markup" integer NOT NULL,
	"agent_price" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"parent_earning" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"supplier_reference" text,
	"confirmation_number" text,
	"cancellation_fee" integer,
	"refund_amount" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_lines_breakdown" CHECK ("booking_lines"."sell_price" = "booking_lines"."agent_price" + "booking_lines"."client_markup" and "booking_lines"."parent_earning" = "booking_lines"."sub_agent_markup"
        and least("booking_lines"."net", "booking_lines"."agent_price", "booking_lines"."client_markup", "booking_lines"."parent_earning") >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"reference_number" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"parent_id" uuid,
	"agent_reference_number" text NOT NULL,
	"agent_reference_key" text,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"paid_with" text,
	"lead_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text DEFAULT '' NOT NULL,
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
	"pay_by" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"service_date" date NOT NULL,
	"service_end_date" date,
	"search_text" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "booking_orders_reference_number_unique" UNIQUE("reference_number"),
	CONSTRAINT "booking_orders_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "booking_orders_amounts" CHECK (least("booking_orders"."total_net", "booking_orders"."total_agent_price", "booking_orders"."total_sell_price", "booking_orders"."total_vat", "booking_orders"."card_fee", "booking_orders"."total_parent_earning") >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_booking_details" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"source" text NOT NULL,
	"rate_key" text NOT NULL,
	"rate_name" text NOT NULL,
	"board_code" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"nights" integer NOT NULL,
	"rooms" jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"nationality" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"on_request" boolean DEFAULT false NOT NULL,
	"cancellation_type" text NOT NULL,
	"cancellation_lines" jsonb NOT NULL,
	"rate_comments" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rate_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"source" text NOT NULL,
	"rate_key" text NOT NULL,
	"board_code" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"nationality" text NOT NULL,
	"allotment_rooms" integer DEFAULT 0 NOT NULL,
	"shown_price" integer NOT NULL,
	"agent_price" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_details" ADD CONSTRAINT "hotel_booking_details_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_details" ADD CONSTRAINT "hotel_booking_details_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_details" ADD CONSTRAINT "hotel_booking_details_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_details" ADD CONSTRAINT "hotel_booking_details_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_holds" ADD CONSTRAINT "hotel_rate_holds_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_holds" ADD CONSTRAINT "hotel_rate_holds_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_holds" ADD CONSTRAINT "hotel_rate_holds_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_order" ON "booking_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_lines_no" ON "booking_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "booking_lines_supplier" ON "booking_lines" USING btree ("updated_at") WHERE "booking_lines"."status" = 'pending_supplier';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_orders_agent_ref" ON "booking_orders" USING btree ("agent_id","agent_reference_key");--> statement-breakpoint
CREATE INDEX "booking_orders_agent_created" ON "booking_orders" USING btree ("product","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_orders_pay_by" ON "booking_orders" USING btree ("pay_by") WHERE "booking_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "booking_orders_pending" ON "booking_orders" USING btree ("hold_expires_at") WHERE "booking_orders"."status" in ('pending_payment', 'processing');--> statement-breakpoint
CREATE INDEX "hotel_booking_details_order" ON "hotel_booking_details" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hotel_rate_holds_expiry" ON "hotel_rate_holds" USING btree ("expires_at") WHERE "hotel_rate_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "hotel_rate_holds_agent" ON "hotel_rate_holds" USING btree ("agent_id","created_at");