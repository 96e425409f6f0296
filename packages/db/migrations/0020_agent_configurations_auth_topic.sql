-- The API's module guard reads an agent's module flags (and its parent's) from the signed-in caller,
-- which each node keeps in memory until the 'auth' counter moves (apps/api/src/plugins/caller-cache.ts):
-- a flag switched on or off anywhere reaches every node's guard like a revoked session does.
CREATE TRIGGER "agent_configurations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agent_configurations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('auth');
