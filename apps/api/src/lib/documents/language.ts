import { eq } from 'drizzle-orm';
import { agencyUsers, agents } from '@portal/db';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { findOwner } from '../../modules/agency-users/agency-users.repository.ts';

/** Who a document is for: the agent itself (tax invoices, statements) or the agent's client (vouchers, tickets). */
export type DocumentAudience = 'agent' | 'client';

/**
 * The language of a document an agent downloads (issue 35): the one asked for (`?lang=en|ar`), else the
 * agency's client language for what it hands its clients, else the signed-in person's own language.
 */
export async function documentLanguageOf(
  deps: AppDeps,
  caller: { agentId: string; userId?: string | null },
  requested: Language | undefined,
  audience: DocumentAudience,
): Promise<Language> {
  if (requested) return requested;
  const { db } = deps.database;
  if (audience === 'client') {
    const [agent] = await db
      .select({ clientLanguage: agents.clientLanguage })
      .from(agents)
      .where(eq(agents.id, caller.agentId));
    return agent?.clientLanguage ?? 'en';
  }
  if (caller.userId) {
    const [user] = await db
      .select({ language: agencyUsers.language })
      .from(agencyUsers)
      .where(eq(agencyUsers.id, caller.userId));
    if (user) return user.language;
  }
  return (await findOwner(db, caller.agentId))?.language ?? 'en';
}
