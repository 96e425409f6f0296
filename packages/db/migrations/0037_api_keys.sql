CREATE TABLE "api_key_usage" (
	"key_id" uuid NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"acting_agent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"modules" text[] NOT NULL,
	"ip_allow" text[] DEFAULT '{}'::text[] NOT NULL,
	"booking_cap" bigint,
	"daily_cap" bigint,
	"sandbox" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_caps_nonneg" CHECK ("api_keys"."booking_cap" >= 0 and "api_keys"."daily_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_agencies" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"twin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_agencies_twin_id_unique" UNIQUE("twin_id")
);
--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_acting_agent_id_agents_id_fk" FOREIGN KEY ("acting_agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_agencies" ADD CONSTRAINT "sandbox_agencies_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_agencies" ADD CONSTRAINT "sandbox_agencies_twin_id_agents_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_agent" ON "api_keys" USING btree ("agent_id","created_at");--> statement-breakpoint
-- What a key may do is part of its cached caller (apps/api/src/plugins/caller-cache.ts): revoking,
-- rotating or narrowing a key reaches every node like a revoked session. Its last use does not.
CREATE TRIGGER "api_keys_changed" AFTER UPDATE OF "status", "secret_hash", "modules", "ip_allow", "booking_cap", "daily_cap", "acting_agent_id", "agent_id" OR DELETE OR TRUNCATE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('auth');
