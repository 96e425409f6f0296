import { and, eq } from 'drizzle-orm';
import { agencyUsers, agents, type DbOrTx } from '@portal/db';
import { permissionsOf, toMajor, type Language, type Permission } from '@portal/domain';
import type { AgencyUserSelf } from '@portal/contracts';

export type AgencyUserRow = typeof agencyUsers.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;

/** The user signing in with this e-mail address and its agency (e-mail addresses are unique across users). */
export async function findSignIn(
  db: DbOrTx,
  email: string,
): Promise<{ user: AgencyUserRow; agent: AgentRow } | null> {
  const [row] = await db
    .select({ user: agencyUsers, agent: agents })
    .from(agencyUsers)
    .innerJoin(agents, eq(agents.id, agencyUsers.agentId))
    .where(eq(agencyUsers.email, email.toLowerCase()));
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<AgencyUserRow | null> {
  const [row] = await db.select().from(agencyUsers).where(eq(agencyUsers.email, email.toLowerCase()));
  return row ?? null;
}

/** A user of this agency (null for another agency's: nobody learns it exists). */
export async function findAgencyUser(db: DbOrTx, agentId: string, id: string): Promise<AgencyUserRow | null> {
  const [row] = await db
    .select()
    .from(agencyUsers)
    .where(and(eq(agencyUsers.id, id), eq(agencyUsers.agentId, agentId)));
  return row ?? null;
}

/** The agency's owner user (every agent has one: migration 0025 and its trigger). */
export async function findOwner(db: DbOrTx, agentId: string): Promise<AgencyUserRow | null> {
  const [row] = await db
    .select()
    .from(agencyUsers)
    .where(and(eq(agencyUsers.agentId, agentId), eq(agencyUsers.role, 'owner')));
  return row ?? null;
}

/**
 * The language a new agency's owner starts in (issue 35): the owner row the agents trigger adds reads
 * English; sign-up (the form's language) and the creation of a sub-agent (its creator's) set it, in
 * the creating transaction, before the welcome mail is written.
 */
export async function setOwnerLanguage(db: DbOrTx, agentId: string, language: Language): Promise<void> {
  await db
    .update(agencyUsers)
    .set({ language })
    .where(and(eq(agencyUsers.agentId, agentId), eq(agencyUsers.role, 'owner')));
}

/** The signed-in person as the web app sees it: the permissions it asks `can` with. */
export function userSelfOf(user: AgencyUserRow): AgencyUserSelf {
  const permissions = permissionsOf([user.role], user.grants as Permission[]);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    permissions: [...permissions].sort(),
    bookingLimit: user.role === 'owner' || user.bookingLimit === null ? null : toMajor(user.bookingLimit),
    language: user.language,
  };
}
