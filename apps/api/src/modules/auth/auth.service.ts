import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { admins, agencyUsers, agents, passwordResets, sessions, type DbOrTx } from '@portal/db';
import type {
  AdminLoginAnswer,
  AdminLoginBody,
  AdminSignedIn,
  AgentRecord,
  LoginAnswer,
  LoginBody,
  LoginResult,
} from '@portal/contracts';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { t } from '../../lib/i18n/index.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { linkOf } from '../files/files.service.ts';
import {
  countryExists,
  findAgentById,
  loadAgentRecordParts,
  revokeSessions,
  revokeUserSessions,
  toAgentRecord,
} from './agents.repository.ts';
import { signInChecked } from './login-limits.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { issueSession, type SessionMeta } from './sessions.ts';
import { staffProfile } from '../admin/staff.service.ts';
import { findOwner, findSignIn, userSelfOf } from '../agency-users/agency-users.repository.ts';
import { secondStepChallenge } from '../security/challenges.ts';

export const DISABLED_MESSAGE = 'Your account is disabled. Please contact us to enable it again.';
export const AGENCY_DISABLED_MESSAGE =
  "Your agency's account is disabled, so you cannot sign in. Please contact your agency.";
export const PENDING_MESSAGE =
  'Your account is waiting for verification. Please upload your documents; we will e-mail you once it is approved.';
export const FORGOT_MESSAGE =
  'If an account exists for this e-mail address, we have sent a link to reset the password.';
export const RESET_DONE_MESSAGE = 'Your password has been changed. Please sign in with the new password.';
const RESET_TTL_MS = 60 * 60 * 1000;

/** A real hash to verify against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const USER_DISABLED_MESSAGE =
  'Your user account is disabled. Please ask the owner of your agency to enable it again.';

/** The agent record; with `userId`, the signed-in person, its role and permissions (issue 32). */
export async function agentRecordOf(
  deps: AppDeps,
  agentId: string,
  userId?: string,
  db: DbOrTx = deps.database.db,
): Promise<AgentRecord> {
  const parts = await loadAgentRecordParts(db, agentId);
  if (!parts) throw notFound('Agent');
  const [user] = userId
    ? await db
        .select()
        .from(agencyUsers)
        .where(and(eq(agencyUsers.id, userId), eq(agencyUsers.agentId, agentId)))
    : [];
  // The language of the person signed in; where none is known, the owner's.
  const language = user?.language ?? (await findOwner(db, agentId))?.language ?? 'en';
  const record = toAgentRecord(parts, (id) => linkOf(deps, id), language);
  return user ? { ...record, user: userSelfOf(user) } : record;
}

export async function assertCountry(deps: AppDeps, isocode: string): Promise<void> {
  if (!(await countryExists(deps.database.db, isocode)))
    throw badRequest('Select a valid country', { country: ['Select a valid country'] });
}

export async function login(
  deps: AppDeps,
  body: LoginBody,
  meta: SessionMeta & { ip: string },
): Promise<LoginResult> {
  const { db } = deps.database;
  // The person signing in: an agency user by e-mail (the account that signed up is its agency's owner).
  const found = await signInChecked(deps, { scope: 'agent', ip: meta.ip, email: body.email }, async () => {
    const match = await findSignIn(db, body.email);
    const passwordOk = await verifyPassword(match?.user.passwordHash ?? (await dummy()), body.password);
    const codeOk = body.agentCode === undefined || body.agentCode === match?.agent.agentCode;
    return match?.user.passwordHash && passwordOk && codeOk ? match : null;
  });
  const { agent, user } = found;
  if (agent.status === 'pending') {
    return {
      status: 'pending',
      message: PENDING_MESSAGE,
      agentCode: agent.agentCode,
      randomString: agent.randomString,
    };
  }
  if (agent.status !== 'ok') throw new AppError('FORBIDDEN', DISABLED_MESSAGE);
  if (user.status !== 'active') throw new AppError('FORBIDDEN', USER_DISABLED_MESSAGE);
  // A sub-agent works only while its reseller does (plugins/auth.ts refuses its calls likewise).
  const parent = agent.parentId ? await findAgentById(db, agent.parentId) : null;
  if (parent && parent.status !== 'ok') throw new AppError('FORBIDDEN', AGENCY_DISABLED_MESSAGE);
  // Two-factor sign-in on (or required and not set up): a challenge instead of a session (issue 32 §4).
  const challenge = await secondStepChallenge(
    deps,
    { kind: 'agent', subjectId: agent.id, userId: user.id },
    meta,
  );
  if (challenge) return challenge;
  return completeAgentSignIn(deps, db, agent.id, user.id, meta);
}

/**
 * Opens an agent's session for its user (password checked, and its second step if it has one): checks again
 * that the agency, its reseller and the user may still sign in (a challenge may have waited minutes).
 */
export async function completeAgentSignIn(
  deps: AppDeps,
  tx: DbOrTx,
  agentId: string,
  userId: string,
  meta: SessionMeta,
): Promise<LoginAnswer> {
  const agent = await findAgentById(tx, agentId);
  const [user] = await tx.select().from(agencyUsers).where(eq(agencyUsers.id, userId));
  if (!agent || agent.status !== 'ok') throw new AppError('FORBIDDEN', DISABLED_MESSAGE);
  if (user?.status !== 'active') throw new AppError('FORBIDDEN', USER_DISABLED_MESSAGE);
  const parent = agent.parentId ? await findAgentById(tx, agent.parentId) : null;
  if (parent && parent.status !== 'ok') throw new AppError('FORBIDDEN', AGENCY_DISABLED_MESSAGE);
  const jwtToken = await issueSession(deps, tx, 'agent', agent.id, { ...meta, userId });
  await tx.update(agencyUsers).set({ lastSignInAt: deps.clock.now() }).where(eq(agencyUsers.id, userId));
  return { reseller: await agentRecordOf(deps, agent.id, userId, tx), jwtToken };
}

export async function logout(deps: AppDeps, sessionId: string): Promise<void> {
  noteLocalChange();
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Always the same answer, whether or not the account exists (no account probing). */
export async function forgotPassword(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps.database;
  const match = await findSignIn(db, email);
  if (!match) return;
  const { agent, user } = match;
  if (agent.status === 'disabled' || agent.status === 'cancelled' || user.status !== 'active') return;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      agentId: agent.id,
      userId: user.role === 'owner' ? null : user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    // In the reader's language (issue 35): the user's own, found by the address.
    const content = (language: Language) => ({
      subject: t(language, 'mail.reset.subject'),
      text: [
        t(language, 'mail.greeting', { name: user.name }),
        '',
        t(language, 'mail.reset.asked'),
        t(language, 'mail.reset.open'),
        `${deps.env.PUBLIC_URL}/login?reset=${token}`,
        '',
        t(language, 'mail.reset.ignore'),
      ].join('\n'),
    });
    await enqueueMail(tx, { to: user.email, ...content('en'), localized: content });
  });
}

export async function resetPassword(deps: AppDeps, token: string, newPassword: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  assertStrongPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes it single-use under concurrency.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ agentId: passwordResets.agentId, userId: passwordResets.userId });
    if (!reset) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.agentId, reset.agentId), isNull(passwordResets.usedAt)));
    if (reset.userId) {
      // One of the agency's users (not its owner): its own password and sessions.
      await tx
        .update(agencyUsers)
        .set({ passwordHash, updatedAt: now })
        .where(eq(agencyUsers.id, reset.userId));
      await revokeUserSessions(tx, reset.userId, now);
      return;
    }
    await tx.update(agents).set({ passwordHash, updatedAt: now }).where(eq(agents.id, reset.agentId));
    await revokeSessions(tx, 'agent', reset.agentId, now);
  });
}

export async function adminLogin(
  deps: AppDeps,
  body: AdminLoginBody,
  meta: SessionMeta & { ip: string },
): Promise<AdminLoginAnswer> {
  const { db } = deps.database;
  const admin = await signInChecked(deps, { scope: 'admin', ip: meta.ip, email: body.email }, async () => {
    const [found] = await db.select().from(admins).where(eq(admins.email, body.email));
    const ok = await verifyPassword(found?.passwordHash ?? (await dummy()), body.password);
    return found && ok ? found : null;
  });
  if (!admin.active) throw new AppError('FORBIDDEN', STAFF_DISABLED_MESSAGE);
  // Two-factor on, or required by a role that moves money and not set up yet (issue 33 §1): a challenge.
  const challenge = await secondStepChallenge(deps, { kind: 'admin', subjectId: admin.id }, meta);
  if (challenge) return challenge;
  return completeStaffSignIn(deps, db, admin.id, meta);
}

const STAFF_DISABLED_MESSAGE = 'This admin account is disabled.';

/** Opens a staff session (password and any second step checked); the account must still be active. */
export async function completeStaffSignIn(
  deps: AppDeps,
  tx: DbOrTx,
  adminId: string,
  meta: SessionMeta,
): Promise<AdminSignedIn> {
  const [admin] = await tx.select().from(admins).where(eq(admins.id, adminId));
  if (!admin?.active) throw new AppError('FORBIDDEN', STAFF_DISABLED_MESSAGE);
  const jwtToken = await issueSession(deps, tx, 'admin', admin.id, meta);
  return { admin: staffProfile(admin), jwtToken };
}
