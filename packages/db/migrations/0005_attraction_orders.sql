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
ALTER TABLE "attraction_order_lines" ADD CONSTRAINT "attraction_order_lines_order_id_attraction_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."attraction_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_order_lines" ADD CONSTRAINT "attraction_order_lines_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_order_lines" ADD CONSTRAINT "attraction_order_lines_activity_id_attraction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."attraction_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_orders" ADD CONSTRAINT "attraction_orders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_orders" ADD CONSTRAINT "attraction_orders_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attraction_order_lines_no" ON "attraction_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "attraction_order_lines_supplier" ON "attraction_order_lines" USING btree ("updated_at") WHERE "attraction_order_lines"."status" = 'pending_supplier';--> statement-breakpoint
CREATE INDEX "attraction_orders_agent_created" ON "attraction_orders" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "attraction_orders_pending" ON "attraction_orders" USING btree ("hold_expires_at") WHERE "attraction_orders"."status" in ('pending_payment', 'processing');