CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Bumps the counters named in the trigger's arguments and tells listening nodes (the NOTIFY is sent
-- on commit, with the counter already visible). Statement-level: one bump per statement, not per row.
CREATE FUNCTION "bump_change_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	topic text;
BEGIN
	FOREACH topic IN ARRAY TG_ARGV LOOP
		INSERT INTO "change_counters" ("name", "version") VALUES (topic, 1)
			ON CONFLICT ("name") DO UPDATE SET "version" = "change_counters"."version" + 1;
		PERFORM pg_notify('portal_changes', topic);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "change_counters" ("name", "version") VALUES ('reference', 1), ('catalogue', 1), ('auth', 1);
--> statement-breakpoint
CREATE TRIGGER "countries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
CREATE TRIGGER "currencies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
CREATE TRIGGER "fx_rates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fx_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
CREATE TRIGGER "popular_places_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "popular_places" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
CREATE TRIGGER "visa_countries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "visa_countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
CREATE TRIGGER "company_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
CREATE TRIGGER "attraction_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attraction_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
CREATE TRIGGER "destinations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "destinations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('catalogue', 'reference');
--> statement-breakpoint
CREATE TRIGGER "attractions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attractions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('catalogue', 'reference');
--> statement-breakpoint
CREATE TRIGGER "hotels_changed" AFTER INSERT OR UPDATE OF "is_active" OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');
--> statement-breakpoint
-- Authentication: a revoked or deleted session, a subject whose status, role or parent changed.
CREATE TRIGGER "sessions_changed" AFTER UPDATE OF "revoked_at", "expires_at", "subject_id" OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('auth');
--> statement-breakpoint
CREATE TRIGGER "agents_changed" AFTER UPDATE OF "status", "role", "parent_id" OR DELETE OR TRUNCATE ON "agents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('auth');
--> statement-breakpoint
CREATE TRIGGER "admins_changed" AFTER UPDATE OF "active" OR DELETE OR TRUNCATE ON "admins" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('auth');
