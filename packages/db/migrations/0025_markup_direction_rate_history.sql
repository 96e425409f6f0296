ALTER TABLE "fx_rates" ADD COLUMN "previous_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "fx_rates" ADD COLUMN "set_by" uuid;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "company_markups" ADD COLUMN "direction" text DEFAULT 'markup' NOT NULL;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_set_by_admins_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_markups" ADD CONSTRAINT "company_markups_direction" CHECK ("company_markups"."direction" in ('markup', 'discount'));--> statement-breakpoint
ALTER TABLE "company_markups" ADD CONSTRAINT "company_markups_discount_agent" CHECK ("company_markups"."direction" = 'markup' or "company_markups"."agent_id" is not null);