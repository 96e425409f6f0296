CREATE TABLE "agency_settings" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"booking_limit" bigint,
	"grants" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invited_by" uuid,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_users_booking_limit_nonneg" CHECK ("agency_users"."booking_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "booked_by" uuid;--> statement-breakpoint
ALTER TABLE "agency_settings" ADD CONSTRAINT "agency_settings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_users_email_unique" ON "agency_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_users_one_owner" ON "agency_users" USING btree ("agent_id") WHERE "agency_users"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "agency_users_agent" ON "agency_users" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_users_invite" ON "agency_users" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id") WHERE "sessions"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_orders_booked_by" ON "booking_orders" USING btree ("booked_by") WHERE "booking_orders"."booked_by" IS NOT NULL;--> statement-breakpoint
-- Every agent's account becomes the owner user of its agency, with the same e-mail and password hash:
-- nothing an agent does today changes (its sessions become the owner's).
INSERT INTO "agency_users" ("agent_id", "email", "name", "password_hash", "role", "status", "created_at", "updated_at")
	SELECT "id", "email", "name", "password_hash", 'owner', 'active', "created_at", "updated_at" FROM "agents";
--> statement-breakpoint
UPDATE "sessions" SET "user_id" = u."id" FROM "agency_users" u
	WHERE "sessions"."subject_kind" = 'agent' AND u."agent_id" = "sessions"."subject_id" AND u."role" = 'owner';
--> statement-breakpoint
-- The agent row keeps the owner's e-mail, name and password (sign-up, profile, password change and reset
-- write there, as before); this keeps the owner user equal, whoever writes (the API, the CLI, plain SQL).
CREATE FUNCTION "sync_agency_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "agency_users" ("agent_id", "email", "name", "password_hash", "role", "status", "created_at", "updated_at")
			VALUES (NEW."id", NEW."email", NEW."name", NEW."password_hash", 'owner', 'active', NEW."created_at", NEW."updated_at");
	ELSE
		UPDATE "agency_users" SET "email" = NEW."email", "name" = NEW."name", "password_hash" = NEW."password_hash", "updated_at" = now()
			WHERE "agent_id" = NEW."id" AND "role" = 'owner';
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agents_owner_user_insert" AFTER INSERT ON "agents" FOR EACH ROW EXECUTE FUNCTION "sync_agency_owner"();
--> statement-breakpoint
CREATE TRIGGER "agents_owner_user_update" AFTER UPDATE OF "email", "name", "password_hash" ON "agents" FOR EACH ROW
	WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."password_hash" IS DISTINCT FROM NEW."password_hash")
	EXECUTE FUNCTION "sync_agency_owner"();
--> statement-breakpoint
-- A user's role, limit, grants or status is part of its cached caller (apps/api/src/plugins/caller-cache.ts):
-- a change reaches every node like a revoked session. Sign-ins (last_sign_in_at) do not empty the caches.
CREATE TRIGGER "agency_users_changed" AFTER UPDATE OF "role", "booking_limit", "grants", "status", "agent_id" OR DELETE OR TRUNCATE ON "agency_users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('auth');
--> statement-breakpoint
-- Disabling a user ends its sessions at once, whoever disables it (the revocation bumps 'auth' too).
CREATE FUNCTION "end_sessions_of_disabled_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "sessions" SET "revoked_at" = now() WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agency_users_disabled_end_sessions" AFTER UPDATE OF "status" ON "agency_users" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND NEW."status" = 'disabled')
	EXECUTE FUNCTION "end_sessions_of_disabled_user"();
