CREATE TABLE "booking_recoveries" (
	"product" text NOT NULL,
	"order_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"outcome" text,
	"last_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_recoveries_product_order_id_pk" PRIMARY KEY("product","order_id")
);
