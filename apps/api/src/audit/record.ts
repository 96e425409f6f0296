import { eq } from 'drizzle-orm';
import { admins, agencyUsers, agents, apiKeys, auditEvents, type DbOrTx } from '@portal/db';
import { actorAgency, actorId, changedFields, type Actor } from '@portal/domain';
import type { ActingAs } from './actor.ts';

export interface AuditEntry {
  /** `<object>.<action>`: `agent.credit-limit`, `deposit.confirm`, `markup.set`. */
  kind: string;
  object: { type: string; id: string };
  /** The agency the change concerns (shown on its page and, for its own users' changes, its activity). */
  agentId?: string | null;
  /** The object before and after; only changed fields are stored. Null before = created, after = deleted. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * The one way a change is audited (guide 4b): call it with the transaction that makes the change, so the
 * row exists exactly when the change does. Nothing is written when nothing changed.
 */
export async function recordAudit(tx: DbOrTx, who: ActingAs, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
  if (before && after && Object.keys(after).length === 0) return;
  await tx.insert(auditEvents).values({
    actorKind: who.actor.kind,
    actorId: who.actor.kind === 'system' ? null : actorId(who.actor),
    actorName: await actorName(tx, who.actor),
    agentId: entry.agentId ?? actorAgency(who.actor),
    ip: who.ip,
    kind: entry.kind,
    objectType: entry.object.type,
    objectId: entry.object.id,
    before,
    after,
    reason: entry.reason ?? null,
  });
}

/** The name of the member of staff acting (statements name them where the company acted), else null. */
export async function staffNameOf(tx: DbOrTx, who: ActingAs | undefined): Promise<string | null> {
  return who?.actor.kind === 'staff' ? actorName(tx, who.actor) : null;
}

/** The actor's name now, kept on the row (people are renamed; the trail is not). */
async function actorName(tx: DbOrTx, actor: Actor): Promise<string> {
  switch (actor.kind) {
    case 'staff': {
      const [row] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, actor.adminId));
      return row?.name ?? 'A former member of staff';
    }
    case 'agency':
    case 'api-key': {
      if (actor.kind === 'api-key') {
        const [key] = await tx
          .select({ name: apiKeys.name })
          .from(apiKeys)
          .where(eq(apiKeys.id, actor.keyId));
        if (key) return `API key ${key.name}`;
      }
      if (actor.kind === 'agency' && actor.userId) {
        const [user] = await tx
          .select({ name: agencyUsers.name })
          .from(agencyUsers)
          .where(eq(agencyUsers.id, actor.userId));
        if (user) return user.name;
      }
      const [row] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, actor.agentId));
      return row?.name ?? 'A former agent';
    }
    case 'system':
      return `System (${actor.name})`;
  }
}
