CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"agent_id" uuid,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"net_amount" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint,
	"credit_used_after" bigint,
	"held_after" bigint,
	"reference" text NOT NULL,
	"product" text,
	"description" text NOT NULL,
	"created_by" text NOT NULL,
	"corrects_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"agent_id" uuid,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	CONSTRAINT "ledger_postings_amount_nonzero" CHECK ("ledger_postings"."amount" <> 0),
	CONSTRAINT "ledger_postings_agent_account" CHECK (("ledger_postings"."account" like 'agent_%') = ("ledger_postings"."agent_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"iban" text NOT NULL,
	"swift_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"country_isocode" varchar(2) DEFAULT 'AE' NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "company_bank_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "wallet_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_deposits_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"agent_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"company_bank_id" uuid,
	"reference_number" text,
	"receipt_upload_id" uuid,
	"entry_id" uuid,
	"reason" text,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "wallet_deposits_amount_positive" CHECK ("wallet_deposits"."amount" > 0 and "wallet_deposits"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone,
	"captured_amount" bigint,
	"hold_entry_id" uuid NOT NULL,
	"resolve_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "wallet_holds_amount_positive" CHECK ("wallet_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_withdrawals_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1),
	"agent_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"hold_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"iban_code" text NOT NULL,
	"reason" text,
	"entry_id" uuid,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"credit_used" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"low_balance_level" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonneg" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_credit_used_nonneg" CHECK ("wallets"."credit_used" >= 0),
	CONSTRAINT "wallets_credit_limit_nonneg" CHECK ("wallets"."credit_limit" >= 0),
	CONSTRAINT "wallets_held_nonneg" CHECK ("wallets"."held" >= 0),
	CONSTRAINT "wallets_balance_or_credit" CHECK ("wallets"."balance" = 0 or "wallets"."credit_used" = 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'AED' NOT NULL,
	"description" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"callback_nonce" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_callback_nonce_unique" UNIQUE("callback_nonce"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"claim_token" uuid NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_corrects_entry_id_ledger_entries_id_fk" FOREIGN KEY ("corrects_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_company_bank_id_company_bank_accounts_id_fk" FOREIGN KEY ("company_bank_id") REFERENCES "public"."company_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_agent_seq" ON "ledger_entries" USING btree ("agent_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account","agent_id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_agent" ON "wallet_deposits" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_deposits_status" ON "wallet_deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wallet_holds_expiry" ON "wallet_holds" USING btree ("expires_at") WHERE "wallet_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "wallet_holds_agent" ON "wallet_holds" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_agent" ON "wallet_withdrawals" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_reference" ON "payments" USING btree ("purpose","reference");