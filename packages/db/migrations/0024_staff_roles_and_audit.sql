CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"agent_id" uuid,
	"ip" "inet",
	"kind" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "roles" text[] DEFAULT '{administrator}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_agent" ON "audit_events" USING btree ("agent_id","at" DESC NULLS LAST) WHERE "audit_events"."agent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_object" ON "audit_events" USING btree ("object_type","object_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" USING btree ("actor_kind","actor_id","at" DESC NULLS LAST);--> statement-breakpoint
-- A change of a member of staff's roles must reach every node's cached caller at once (caller-cache.ts).
CREATE TRIGGER "admins_roles_changed" AFTER UPDATE OF "roles" ON "admins" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('auth');
