import type { TwoFactorAdminLoginAnswer, TwoFactorEnrolment, TwoFactorLoginAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { ActingAs } from '../../audit/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { completeAgentSignIn, completeStaffSignIn } from '../auth/auth.service.ts';
import type { SessionMeta } from '../auth/sessions.ts';
import {
  failChallenge,
  liveChallenge,
  ownerOfSubject,
  useChallenge,
  type ChallengeRow,
} from './challenges.ts';
import { checkCode, confirmEnrolment, startEnrolment } from './two-factor.service.ts';
import { ownerLabel } from './owners.ts';

type Kind = 'agent' | 'admin';

const ownerOf = (row: ChallengeRow) =>
  ownerOfSubject({ kind: row.subjectKind, subjectId: row.subjectId, userId: row.userId });

const actingOf = (row: ChallengeRow, ip: string): ActingAs => ({
  actor:
    row.subjectKind === 'admin'
      ? { kind: 'staff', adminId: row.subjectId }
      : { kind: 'agency', agentId: row.subjectId, userId: row.userId },
  ip,
});

/** The enrolment step of a sign-in (required and not set up yet): a secret and its QR code. */
export async function enrolFromChallenge(
  deps: AppDeps,
  token: string,
  kind: Kind,
): Promise<TwoFactorEnrolment> {
  const row = await liveChallenge(deps, token, kind);
  if (row.step !== 'enrol')
    throw new AppError('CONFLICT', 'Two-factor sign-in is already on: enter the code from your app.');
  const owner = ownerOf(row);
  return startEnrolment(deps, owner, await ownerLabel(deps, owner));
}

/**
 * Completes the second step: a code (or a recovery code) of someone with two-factor on, or the first code of
 * an enrolment (which switches it on and answers the recovery codes once). Wrong codes count against the
 * person's sign-in limits and the challenge; a replayed code is refused.
 */
async function completeChallenge(
  deps: AppDeps,
  kind: Kind,
  body: { challengeToken: string; code: string },
  meta: SessionMeta & { ip: string },
): Promise<{ recoveryCodes?: string[] }> {
  const row = await liveChallenge(deps, body.challengeToken, kind);
  const owner = ownerOf(row);
  try {
    if (row.step === 'enrol') {
      const recoveryCodes = await confirmEnrolment(deps, actingOf(row, meta.ip), owner, body.code, meta.ip);
      return { recoveryCodes };
    }
    await checkCode(deps, owner, body.code, meta.ip, { recovery: true });
    return {};
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST')
      await failChallenge(deps.database.db, row.id);
    throw error;
  }
}

export async function verifyAgentChallenge(
  deps: AppDeps,
  body: { challengeToken: string; code: string },
  meta: SessionMeta & { ip: string },
): Promise<TwoFactorLoginAnswer> {
  const row = await liveChallenge(deps, body.challengeToken, 'agent');
  const extra = await completeChallenge(deps, 'agent', body, meta);
  return deps.database.db.transaction(async (tx) => {
    await useChallenge(deps, tx, body.challengeToken);
    const answer = await completeAgentSignIn(deps, tx, row.subjectId, row.userId ?? '', meta);
    return { ...answer, ...extra };
  });
}

export async function verifyStaffChallenge(
  deps: AppDeps,
  body: { challengeToken: string; code: string },
  meta: SessionMeta & { ip: string },
): Promise<TwoFactorAdminLoginAnswer> {
  const row = await liveChallenge(deps, body.challengeToken, 'admin');
  const extra = await completeChallenge(deps, 'admin', body, meta);
  return deps.database.db.transaction(async (tx) => {
    await useChallenge(deps, tx, body.challengeToken);
    const answer = await completeStaffSignIn(deps, tx, row.subjectId, meta);
    return { ...answer, ...extra };
  });
}
