CREATE TABLE "booking_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid,
	"invoice_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"reason" text NOT NULL,
	"ledger_entry_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "booking_credit_notes_amount_positive" CHECK ("booking_credit_notes"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_credit_notes" ADD CONSTRAINT "booking_credit_notes_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_credit_notes" ADD CONSTRAINT "booking_credit_notes_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_credit_notes_order" ON "booking_credit_notes" USING btree ("order_id","issued_at");