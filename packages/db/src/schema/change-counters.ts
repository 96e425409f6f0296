import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * What the API nodes keep in memory and must rebuild when the database changes under them. Each topic
 * is bumped by statement triggers on its tables (migration 0007), in the writing transaction, so no
 * writer - API, admin command line, seed or a hand-run SQL statement - can forget it.
 */
export const CHANGE_TOPICS = ['reference', 'catalogue', 'auth', 'hotels', 'inventory', 'markups'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
/** Channel of the NOTIFY the same triggers send, for nodes that LISTEN (the counters are the fallback). */
export const CHANGE_CHANNEL = 'portal_changes';

/** One row per topic; `version` only grows. Nodes read all rows (a few) at most about once a second. */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
