import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AgencyFilter, OrderAgencyDto } from '@portal/contracts';
import { agents, type DbOrTx } from '@portal/db';
import type { Caller } from '../plugins/auth.ts';
import { agentRefOf, type AgentRef } from './policy.ts';

/**
 * The branch view's list condition (the SQL twin of `parentReads`): which owners' rows an order list
 * shows for the `agency` filter. 'own' → the caller's; 'all' → the caller's and, for a reseller,
 * its sub-agents'; a sub-agent id → that sub-agent's, only when it is the calling reseller's (any
 * other id matches nothing). A sub-agent always gets its own rows only. Always parameterised.
 *
 * Other shared list filters ("booked by" ...) are separate conditions `and`-ed beside this one.
 */
export function agencyScope(
  who: Caller | AgentRef | null,
  ownerColumn: AnyPgColumn | SQL,
  agency: AgencyFilter,
): SQL {
  const caller = agentRefOf(who);
  if (!caller) return sql`false`;
  const own = sql`${ownerColumn} = ${caller.agentId}`;
  if (caller.role !== 'reseller' || agency === 'own') return own;
  const subAgents = sql`(select id from agents where parent_id = ${caller.agentId} and role = 'sub-agent')`;
  if (agency === 'all') return sql`(${own} or ${ownerColumn} in ${subAgents})`;
  return sql`(${ownerColumn} = ${agency} and ${ownerColumn} in ${subAgents})`;
}

/**
 * The agency named on each listed row: null on the caller's own rows, the sub-agent's id and name
 * on a sub-agent's (the branch view). One query for the page.
 */
export async function listedAgencies(
  db: DbOrTx,
  caller: Caller | AgentRef | null,
  ownerIds: readonly string[],
): Promise<(ownerId: string) => OrderAgencyDto> {
  const own = agentRefOf(caller)?.agentId ?? null;
  const others = [...new Set(ownerIds.filter((id) => id !== own))];
  const rows =
    others.length === 0
      ? []
      : await db
          .select({ id: agents.id, name: agents.companyName })
          .from(agents)
          .where(inArray(agents.id, others));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return (ownerId) => (ownerId === own ? null : { _id: ownerId, name: names.get(ownerId) ?? '' });
}

/**
 * A stored priced document (a quotation's costing ...) as a sub-agent's parent reseller may read it:
 * every price pair shows what the sub-agent pays (sellPrice = agentPrice) and every client or custom
 * markup is 0. Pure: returns a copy.
 */
export function withoutClientPrices<T>(value: T): T {
  if (Array.isArray(value)) return (value as unknown[]).map((v) => withoutClientPrices(v)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[key] = withoutClientPrices(v);
  for (const key of ['clientMarkup', 'customMarkup']) if (typeof out[key] === 'number') out[key] = 0;
  if (typeof out.agentPrice === 'number' && typeof out.sellPrice === 'number') out.sellPrice = out.agentPrice;
  return out as T;
}
