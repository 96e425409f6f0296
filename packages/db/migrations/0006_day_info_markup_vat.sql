ALTER TABLE "attractions" ADD COLUMN "day_info" jsonb;--> statement-breakpoint
ALTER TABLE "parent_earnings" ADD COLUMN "markup_vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_earnings" ADD CONSTRAINT "parent_earnings_markup_vat" CHECK ("parent_earnings"."markup_vat" >= 0);