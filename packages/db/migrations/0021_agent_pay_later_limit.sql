ALTER TABLE "agents" ADD COLUMN "pay_later_limit" bigint;--> statement-breakpoint
CREATE INDEX "booking_orders_unpaid_agent" ON "booking_orders" USING btree ("agent_id") WHERE "booking_orders"."status" = 'unpaid';--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_pay_later_limit_nonneg" CHECK ("agents"."pay_later_limit" >= 0);