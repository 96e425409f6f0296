import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { signInChallenges, type DbOrTx } from '@portal/db';
import { secondStep } from '@portal/domain';
import type { TwoFactorChallenge } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { SessionMeta } from '../auth/sessions.ts';
import { isEnabled, isRequired, type TwoFactorOwner } from './two-factor.service.ts';

/**
 * The second step of a sign-in (issue 32 §4): a correct password of someone with two-factor sign-in on (or
 * who must enrol first) opens a short-lived challenge instead of a session; the code (or the enrolment)
 * completes it. Only the token's SHA-256 is stored; a few wrong codes end the challenge.
 */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_MAX_FAILURES = 5;
export const CHALLENGE_ENDED =
  'This sign-in has expired or was already used. Please sign in again with your password.';
const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const ENROL_MESSAGE =
  'Two-factor sign-in is required for your account. Set it up with an authenticator app to continue.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ChallengeSubject {
  kind: 'agent' | 'admin';
  /** agents.id or admins.id */
  subjectId: string;
  /** The agency user signing in (agents). */
  userId?: string;
}

export const ownerOfSubject = (subject: {
  kind: 'agent' | 'admin';
  subjectId: string;
  userId?: string | null;
}): TwoFactorOwner =>
  subject.kind === 'admin'
    ? { kind: 'staff', id: subject.subjectId }
    : { kind: 'agency-user', id: subject.userId ?? '' };

/** The challenge a correct password leads to, or null when the person signs in at once. */
export async function secondStepChallenge(
  deps: AppDeps,
  subject: ChallengeSubject,
  meta: SessionMeta,
): Promise<TwoFactorChallenge | null> {
  const { db } = deps.database;
  const owner = ownerOfSubject(subject);
  const step = secondStep({ enabled: await isEnabled(db, owner), required: await isRequired(db, owner) });
  if (!step) return null;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await db.insert(signInChallenges).values({
    tokenHash: hashOf(token),
    step,
    subjectKind: subject.kind,
    subjectId: subject.subjectId,
    userId: subject.userId ?? null,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return {
    status: 'two-factor',
    step,
    challengeToken: token,
    message: step === 'code' ? CODE_MESSAGE : ENROL_MESSAGE,
  };
}

export type ChallengeRow = typeof signInChallenges.$inferSelect;

const liveWhere = (token: string, now: Date) =>
  and(
    eq(signInChallenges.tokenHash, hashOf(token)),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, now),
    lt(signInChallenges.failures, CHALLENGE_MAX_FAILURES),
  );

/** A live challenge of this kind of person, or 400 (expired, used, too many wrong codes, or unknown). */
export async function liveChallenge(
  deps: AppDeps,
  token: string,
  kind: 'agent' | 'admin',
): Promise<ChallengeRow> {
  const [row] = await deps.database.db
    .select()
    .from(signInChallenges)
    .where(and(liveWhere(token, deps.clock.now()), eq(signInChallenges.subjectKind, kind)));
  if (!row) throw badRequest(CHALLENGE_ENDED);
  return row;
}

/** Counts a wrong code against the challenge (the last allowed one ends it). */
export async function failChallenge(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(signInChallenges)
    .set({ failures: sql`${signInChallenges.failures} + 1` })
    .where(eq(signInChallenges.id, id));
}

/** Uses the challenge up (once: a second completion with the same token is refused). */
export async function useChallenge(deps: AppDeps, tx: DbOrTx, token: string): Promise<void> {
  const now = deps.clock.now();
  const [used] = await tx
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(liveWhere(token, now))
    .returning({ id: signInChallenges.id });
  if (!used) throw badRequest(CHALLENGE_ENDED);
}
