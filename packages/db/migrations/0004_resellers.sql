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
ALTER TABLE "parent_earnings" ADD CONSTRAINT "parent_earnings_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_earnings" ADD CONSTRAINT "parent_earnings_sub_agent_id_agents_id_fk" FOREIGN KEY ("sub_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_credit_lines" ADD CONSTRAINT "sub_agent_credit_lines_sub_agent_id_agents_id_fk" FOREIGN KEY ("sub_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_credit_lines" ADD CONSTRAINT "sub_agent_credit_lines_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_agent_credit_lines" ADD CONSTRAINT "sub_agent_credit_lines_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_earnings_due" ON "parent_earnings" USING btree ("release_on") WHERE "parent_earnings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parent_earnings_sub_agent" ON "parent_earnings" USING btree ("sub_agent_id");--> statement-breakpoint
CREATE INDEX "parent_earnings_parent" ON "parent_earnings" USING btree ("parent_id");