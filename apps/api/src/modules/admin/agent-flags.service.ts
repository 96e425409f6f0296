import { eq } from 'drizzle-orm';
import { agentConfigurations } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import {
  FLAG_NAMES,
  findConfiguration,
  type ConfigurationRow,
  type FlagName,
} from '../auth/agents.repository.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { clampSubAgentConfigurations, NO_MODULES } from '../resellers/sub-agent-account.service.ts';

export interface FlagsChange {
  /** Null: the agent had no configuration (it is created with the flags not given on). */
  before: ConfigurationRow | null;
  after: ConfigurationRow;
  /** Sub-agents checked against the new flags. */
  clamped: number;
}

/**
 * Sets module flags of an agent (command line `agents:flags` and the back office). An agent without a
 * configuration gets only the flags named (the others off, not the table's defaults). A sub-agent never
 * keeps a module its parent lost: its flags are clamped in the same transaction. The module guard of
 * every node sees the change through the 'auth' counter (migration 0020).
 */
export async function setAgentFlags(
  deps: AppDeps,
  agentId: string,
  changes: Partial<Record<FlagName, boolean>>,
  /** Who switches them: audited with the change (issue 33). */
  who: ActingAs,
): Promise<FlagsChange> {
  const { db } = deps.database;
  const before = await findConfiguration(db, agentId);
  const now = deps.clock.now();
  const { after, clamped } = await db.transaction(async (tx) => {
    const locked = await findConfiguration(tx, agentId);
    const [row] = await tx
      .insert(agentConfigurations)
      .values({ agentId, ...NO_MODULES, ...changes, updatedAt: now })
      .onConflictDoUpdate({ target: agentConfigurations.agentId, set: { ...changes, updatedAt: now } })
      .returning();
    if (!row) throw new Error('configuration not written');
    const flags = (c: ConfigurationRow | null) =>
      c ? Object.fromEntries(Object.keys(changes).map((k) => [k, c[k as FlagName]])) : null;
    await recordAudit(tx, who, {
      kind: 'agent.modules',
      object: { type: 'agent', id: agentId },
      agentId,
      before: flags(locked) ?? Object.fromEntries(Object.keys(changes).map((k) => [k, false])),
      after: flags(row),
    });
    return { after: row, clamped: await clampSubAgentConfigurations(tx, agentId, now) };
  });
  noteLocalChange();
  return { before, after, clamped };
}

/**
 * Deletes an agent's configuration (entry denied) and clamps its sub-agents; `before` null means there
 * was none and nothing changed.
 */
export async function removeAgentConfiguration(
  deps: AppDeps,
  agentId: string,
  /** Who removes it: audited with the change. */
  who: ActingAs,
): Promise<{ before: ConfigurationRow | null; clamped: number }> {
  const { db } = deps.database;
  const before = await findConfiguration(db, agentId);
  if (!before) return { before, clamped: 0 };
  const clamped = await db.transaction(async (tx) => {
    await tx.delete(agentConfigurations).where(eq(agentConfigurations.agentId, agentId));
    await recordAudit(tx, who, {
      kind: 'agent.modules',
      object: { type: 'agent', id: agentId },
      agentId,
      before: Object.fromEntries(FLAG_NAMES.map((f) => [f, before[f]])),
      after: null,
      reason: 'Configuration removed (no module allowed)',
    });
    return clampSubAgentConfigurations(tx, agentId, deps.clock.now());
  });
  noteLocalChange();
  return { before, clamped };
}
