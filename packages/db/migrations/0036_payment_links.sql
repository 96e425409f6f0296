CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_by" uuid,
	"amount" bigint NOT NULL,
	"agent_price" bigint NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_links_amount_positive" CHECK ("payment_links"."amount" > 0 and "payment_links"."agent_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token" ON "payment_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_links_order" ON "payment_links" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_links_agent" ON "payment_links" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open" ON "payment_links" USING btree ("order_id") WHERE "payment_links"."status" = 'open';