-- Custom SQL (ADR 0040, issue 38): a node keeps each buyer's hotel markup rows in memory (apps/api/src/
-- modules/markups/markup-rows.cache.ts) instead of reading them on every new hotel stay. The topic
-- 'markups' counts every change of the rows it holds - company, sub-agent and client markups, from the
-- API, the command line, a seed or hand-run SQL, and the cascades of a deleted agent - with the
-- statement triggers of migration 0007. (A buyer's role and parent are part of the cache's key: the
-- agents table needs no trigger here.)
INSERT INTO "change_counters" ("name", "version") VALUES ('markups', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "company_markups_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_markups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('markups');
--> statement-breakpoint
CREATE TRIGGER "sub_agent_markups_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_agent_markups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('markups');
--> statement-breakpoint
CREATE TRIGGER "client_markups_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_markups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('markups');
