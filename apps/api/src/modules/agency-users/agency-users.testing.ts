import { randomBytes } from 'node:crypto';
import { agencyUsers } from '@portal/db';
import type { AgencyRole } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { TEST_PASSWORD } from '../auth/auth.fixtures.ts';
import { issueSession } from '../auth/sessions.ts';

let testHash: Promise<string> | null = null;

/** An active user of an agency with the given role, signed in (any module's integration tests may use it). */
export async function createAgencyUser(
  deps: AppDeps,
  agentId: string,
  role: Exclude<AgencyRole, 'owner'>,
  options: { bookingLimit?: number | null; grants?: string[]; name?: string } = {},
): Promise<{ id: string; email: string; token: string }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const [row] = await deps.database.db
    .insert(agencyUsers)
    .values({
      agentId,
      email,
      name: options.name ?? `Test ${role}`,
      passwordHash: await (testHash ??= hashPassword(TEST_PASSWORD)),
      role,
      bookingLimit: options.bookingLimit ?? null,
      grants: options.grants ?? [],
      status: 'active',
    })
    .returning();
  if (!row) throw new Error('user not created');
  const token = await issueSession(deps, deps.database.db, 'agent', agentId, { userId: row.id });
  return { id: row.id, email, token };
}
