-- Disabling ends sessions for good, whoever does it (back office, command line, a reseller, plain SQL):
-- in the transaction that takes an agent out of status ok, every live session of the agent and of its
-- sub-agents is revoked; a member of staff made inactive loses every session likewise. Enabling again
-- brings no token back (a revoked session stays revoked). The revocation bumps the 'auth' counter
-- (trigger sessions_changed of migration 0007), so every node drops its cached callers.
CREATE FUNCTION "end_sessions_of_disabled_agent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "sessions" SET "revoked_at" = now()
	WHERE "subject_kind" = 'agent' AND "revoked_at" IS NULL
		AND ("subject_id" = NEW."id" OR "subject_id" IN (SELECT "id" FROM "agents" WHERE "parent_id" = NEW."id"));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agents_disabled_end_sessions" AFTER UPDATE OF "status" ON "agents" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND NEW."status" <> 'ok') EXECUTE FUNCTION "end_sessions_of_disabled_agent"();
--> statement-breakpoint
CREATE FUNCTION "end_sessions_of_inactive_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "sessions" SET "revoked_at" = now()
	WHERE "subject_kind" = 'admin' AND "revoked_at" IS NULL AND "subject_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admins_inactive_end_sessions" AFTER UPDATE OF "active" ON "admins" FOR EACH ROW WHEN (OLD."active" AND NOT NEW."active") EXECUTE FUNCTION "end_sessions_of_inactive_admin"();
