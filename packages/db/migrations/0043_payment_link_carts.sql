ALTER TABLE "payment_links" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "source" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "cart" jsonb;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "fulfilment" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "fulfilment_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "refund_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
CREATE INDEX "payment_links_fulfilment" ON "payment_links" USING btree ("fulfilment") WHERE "payment_links"."fulfilment" = 'booking' or ("payment_links"."refund_amount" > 0 and "payment_links"."refunded_at" is null);--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_source_shape" CHECK (("payment_links"."source" = 'booking' and "payment_links"."order_id" is not null) or ("payment_links"."source" <> 'booking' and "payment_links"."cart" is not null));