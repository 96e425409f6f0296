import { sql } from 'drizzle-orm';
import { bigserial, index, inet, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what (guide 4b): one row per change made by a member of staff or an agency's user, written
 * in the same transaction as the change by apps/api/src/audit (never by a module's own insert). Staff
 * read it on the audit page and on each object's page; an agency's owner reads its own users' rows
 * (agent_id) on its activity page.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** agency | api-key | staff | system (domain `Actor`). */
    actorKind: text('actor_kind', { enum: ['agency', 'api-key', 'staff', 'system'] }).notNull(),
    /** The user, key or member of staff; null for the system or an agency acting without users. */
    actorId: uuid('actor_id'),
    /** The actor's name when it acted (people are renamed and deleted; the trail is not). */
    actorName: text('actor_name').notNull(),
    /** The agency the change concerns (its own user's change, or staff acting on it); null if none. */
    agentId: uuid('agent_id'),
    ip: inet('ip'),
    /** What was done, `<object>.<action>` in words a filter shows: `agent.credit-limit`, `deposit.confirm`. */
    kind: text('kind').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The changed fields only, before and after (null when created or deleted). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
  },
  (t) => [
    index('audit_events_at').on(t.at.desc()),
    index('audit_events_agent')
      .on(t.agentId, t.at.desc())
      .where(sql`${t.agentId} IS NOT NULL`),
    index('audit_events_object').on(t.objectType, t.objectId, t.at.desc()),
    index('audit_events_actor').on(t.actorKind, t.actorId, t.at.desc()),
  ],
);
