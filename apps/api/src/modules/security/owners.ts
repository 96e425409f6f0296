import { eq } from 'drizzle-orm';
import { admins, agencyUsers } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { TwoFactorOwner } from './two-factor.service.ts';

/** The person signed in: the agency user of an agent's session, or the member of staff. */
export const ownerOfCaller = (caller: Caller): TwoFactorOwner =>
  caller.kind === 'admin'
    ? { kind: 'staff', id: caller.adminId }
    : { kind: 'agency-user', id: caller.userId };

/** What the authenticator app shows for the account: the person's e-mail. */
export async function ownerLabel(deps: AppDeps, owner: TwoFactorOwner): Promise<string> {
  const { db } = deps.database;
  const [row] =
    owner.kind === 'staff'
      ? await db.select({ email: admins.email }).from(admins).where(eq(admins.id, owner.id))
      : await db.select({ email: agencyUsers.email }).from(agencyUsers).where(eq(agencyUsers.id, owner.id));
  return row?.email ?? owner.id;
}

/** The caller of a signed-in route (agent or staff). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized('Sign in to continue', 'session.signIn');
  return request.caller;
}
