import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { sessions } from '@portal/db';
import { deviceOf } from '@portal/domain';
import type { SessionDto } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { ActingAs } from '../../audit/actor.ts';
import { recordAudit } from '../../audit/record.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';

/**
 * A person's own sessions (issue 32 §4): an agency user's (an owner's also those opened without a user,
 * by tools and tests), or a member of staff's. Nobody lists or ends anybody else's here.
 */
function ownSessions(caller: Caller): SQL {
  if (caller.kind === 'admin')
    return and(eq(sessions.subjectKind, 'admin'), eq(sessions.subjectId, caller.adminId))!;
  const mine = eq(sessions.userId, caller.userId);
  return and(
    eq(sessions.subjectKind, 'agent'),
    eq(sessions.subjectId, caller.agentId),
    caller.userRole === 'owner' ? or(mine, isNull(sessions.userId)) : mine,
  )!;
}

const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export async function listSessions(deps: AppDeps, caller: Caller): Promise<SessionDto[]> {
  const rows = await deps.database.db
    .select()
    .from(sessions)
    .where(and(ownSessions(caller), live(deps.clock.now())))
    .orderBy(desc(sessions.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.userAgent),
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    current: row.id === caller.sessionId,
  }));
}

/**
 * Ends one of the caller's sessions at once: the revocation moves the `auth` change counter (trigger), so
 * every node's caller cache drops the token (this one at once, the others with the NOTIFY).
 */
export async function endSession(deps: AppDeps, who: ActingAs, caller: Caller, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    noteLocalChange();
    const [ended] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), ownSessions(caller), live(now)))
      .returning({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip });
    if (!ended) throw notFound('Session');
    await recordAudit(tx, who, {
      kind: 'session.end',
      object: { type: 'session', id },
      before: { device: deviceOf(ended.userAgent), ip: ended.ip, ended: false },
      after: { device: deviceOf(ended.userAgent), ip: ended.ip, ended: true },
    });
  });
}
