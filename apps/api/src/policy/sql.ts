import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../plugins/auth.ts';

/**
 * The SQL twin of mayAccess for list queries: a condition on the owner column that keeps only the
 * caller's rows (and, with allowParent, the rows of the caller's sub-agents; everything for admins).
 * Always parameterised; a missing caller matches nothing.
 */
export function ownedByCaller(
  caller: Caller | null,
  ownerColumn: AnyPgColumn | SQL,
  options: { allowParent?: boolean; allowAdmin?: boolean } = {},
): SQL {
  if (!caller) return sql`false`;
  if (caller.kind === 'admin') return options.allowAdmin === false ? sql`false` : sql`true`;
  if (options.allowParent && caller.role === 'reseller') {
    return sql`(${ownerColumn} = ${caller.agentId} or ${ownerColumn} in
      (select id from agents where parent_id = ${caller.agentId}))`;
  }
  return sql`${ownerColumn} = ${caller.agentId}`;
}

/** Rows of the caller's own sub-agents only (the agents list of a reseller). */
export function subAgentsOf(caller: Caller | null, idColumn: AnyPgColumn | SQL): SQL {
  if (!caller) return sql`false`;
  if (caller.kind === 'admin') return sql`${idColumn} in (select id from agents where role = 'sub-agent')`;
  if (caller.role !== 'reseller') return sql`false`;
  return sql`${idColumn} in (select id from agents where parent_id = ${caller.agentId} and role = 'sub-agent')`;
}
