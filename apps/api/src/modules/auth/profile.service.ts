import type { AgentRecord, ChangePasswordBody, ProfileSettingsBody } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import type { Caller } from '../../plugins/auth.ts';
import { dropUploads, stageFiles } from '../files/files.service.ts';
import { eq } from 'drizzle-orm';
import { agencyUsers, type DbOrTx } from '@portal/db';
import type { Language } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { findAgencyUser, findOwner } from '../agency-users/agency-users.repository.ts';
import {
  agencyChangesOf,
  findAgentById,
  revokeSessions,
  revokeUserSessions,
  updateAgent,
} from './agents.repository.ts';
import { agentRecordOf, assertCountry } from './auth.service.ts';

type AgentCaller = Extract<Caller, { kind: 'agent' }>;
export type ProfileImage = 'avatar' | 'companyLogo';

/**
 * Profile settings: the agency's contact and company details, its client language (audited) and the
 * signed-in person's own language (audited). Answers the record as the person sees it.
 */
export async function updateProfile(
  deps: AppDeps,
  who: ActingAs,
  caller: AgentCaller,
  body: ProfileSettingsBody,
): Promise<AgentRecord> {
  if (body.country) await assertCountry(deps, body.country);
  const defined = agencyChangesOf(body);
  const { agentId } = caller;
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    if (body.clientLanguage) {
      const agent = await findAgentById(tx, agentId);
      if (!agent) throw notFound('Agent');
      await updateAgent(tx, agentId, { ...defined, clientLanguage: body.clientLanguage }, now);
      await recordAudit(tx, who, {
        kind: 'agent.client-language',
        object: { type: 'agent', id: agentId },
        agentId,
        before: { clientLanguage: agent.clientLanguage },
        after: { clientLanguage: body.clientLanguage },
      });
    } else if (Object.keys(defined).length > 0) {
      await updateAgent(tx, agentId, defined, now);
    }
    if (body.language) await setLanguage(tx, who, caller, body.language, now);
  });
  return agentRecordOf(deps, agentId, caller.userId ?? undefined);
}

/** The signed-in person's own language (the owner's where no user is known), audited. */
export async function updateLanguage(
  deps: AppDeps,
  who: ActingAs,
  caller: AgentCaller,
  language: Language,
): Promise<AgentRecord> {
  await deps.database.db.transaction((tx) => setLanguage(tx, who, caller, language, deps.clock.now()));
  return agentRecordOf(deps, caller.agentId, caller.userId ?? undefined);
}

async function setLanguage(
  tx: DbOrTx,
  who: ActingAs,
  caller: AgentCaller,
  language: Language,
  now: Date,
): Promise<void> {
  const user = caller.userId
    ? await findAgencyUser(tx, caller.agentId, caller.userId)
    : await findOwner(tx, caller.agentId);
  if (!user) throw notFound('User');
  await tx.update(agencyUsers).set({ language, updatedAt: now }).where(eq(agencyUsers.id, user.id));
  await recordAudit(tx, who, {
    kind: 'user.language',
    object: { type: 'agency-user', id: user.id },
    agentId: caller.agentId,
    before: { language: user.language },
    after: { language },
  });
}

export async function setProfileImage(
  deps: AppDeps,
  agentId: string,
  which: ProfileImage,
  file: CheckedFile,
): Promise<AgentRecord> {
  const agent = await findAgentById(deps.database.db, agentId);
  if (!agent) throw notFound('Agent');
  const staged = await stageFiles(deps, [file]);
  let cleanup: () => Promise<void>;
  try {
    cleanup = await deps.database.db.transaction(async (tx) => {
      const [upload] = await staged.record(tx, agentId, [which === 'avatar' ? 'avatar' : 'company-logo']);
      if (!upload) throw new Error('upload not recorded');
      const previous = which === 'avatar' ? agent.avatarImgId : agent.companyLogoId;
      await updateAgent(
        tx,
        agentId,
        which === 'avatar' ? { avatarImgId: upload.id } : { companyLogoId: upload.id },
        deps.clock.now(),
      );
      return dropUploads(deps, tx, [previous]);
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await cleanup();
  return agentRecordOf(deps, agentId);
}

/** Changes the password after checking the current one; every other session of the agent ends. */
export async function changePassword(
  deps: AppDeps,
  caller: AgentCaller,
  body: ChangePasswordBody,
): Promise<void> {
  const { db } = deps.database;
  if (caller.userRole !== 'owner') return changeUserPassword(deps, caller, body);
  const agent = await findAgentById(db, caller.agentId);
  if (!agent) throw notFound('Agent');
  if (!(await verifyPassword(agent.passwordHash, body.oldPassword))) {
    throw badRequest('Your current password is incorrect', {
      oldPassword: ['Your current password is incorrect'],
    });
  }
  assertStrongPassword(body.newPassword, 'newPassword', [agent.email, agent.name, agent.companyName]);
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await updateAgent(tx, agent.id, { passwordHash }, now);
    await revokeSessions(tx, 'agent', agent.id, now, caller.sessionId);
  });
}

/** A user other than the owner changes its own password (the owner's is the agent's, above). */
async function changeUserPassword(
  deps: AppDeps,
  caller: AgentCaller,
  body: ChangePasswordBody,
): Promise<void> {
  const { db } = deps.database;
  const user = await findAgencyUser(db, caller.agentId, caller.userId);
  if (!user?.passwordHash) throw notFound('User');
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw badRequest('Your current password is incorrect', {
      oldPassword: ['Your current password is incorrect'],
    });
  }
  assertStrongPassword(body.newPassword, 'newPassword', [user.email, user.name]);
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await tx.update(agencyUsers).set({ passwordHash, updatedAt: now }).where(eq(agencyUsers.id, user.id));
    await revokeUserSessions(tx, user.id, now, caller.sessionId);
  });
}
