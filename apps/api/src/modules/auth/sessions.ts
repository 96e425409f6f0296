import { sessions, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { tokenService, type SubjectKind } from '../../lib/tokens.ts';

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** An agent's session: the agency user signing in (none: the agency's owner). */
  userId?: string | undefined;
}

/** Opens a session row and answers the JWT that names it (logout and disabling revoke the row). */
export async function issueSession(
  deps: AppDeps,
  tx: DbOrTx,
  kind: SubjectKind,
  subjectId: string,
  meta: SessionMeta,
): Promise<string> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.env.TOKEN_TTL_HOURS * 3600 * 1000);
  const [row] = await tx
    .insert(sessions)
    .values({
      subjectKind: kind,
      subjectId,
      userId: meta.userId ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not created');
  return tokenService(deps.env.JWT_SECRET).sign({ sub: subjectId, sid: row.id, kind }, expiresAt);
}
