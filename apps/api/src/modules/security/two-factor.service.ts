import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { noteLocalChange } from '../../lib/change-feed.ts';
import {
  admins,
  agencySettings,
  agencyUsers,
  sessions,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  type DbOrTx,
} from '@portal/db';
import {
  RECOVERY_CODE_COUNT,
  codeKind,
  formatRecoveryCode,
  normalizeCode,
  recoveryCodeFrom,
  requiresTwoFactor,
  staffRoleNames,
  type StaffRole,
} from '@portal/domain';
import type { TwoFactorEnrolment, TwoFactorProofBody, TwoFactorStatus } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../../audit/record.ts';
import type { ActingAs } from '../../audit/actor.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { signInChecked } from '../auth/login-limits.ts';
import { decryptSecret, encryptSecret, matchCode, newSecret } from './totp.ts';

/** Whose second factor: an agency user (agency_users.id) or a member of staff (admins.id). */
export interface TwoFactorOwner {
  kind: 'agency-user' | 'staff';
  id: string;
}

export const WRONG_CODE =
  'That code is not right. Enter the current 6-digit code from your app, or a recovery code.';
export const REPLAYED_CODE = 'This code has already been used. Wait for the next code in your app.';
export const NOT_ENROLLING = 'Start setting up two-factor sign-in first.';
export const ALREADY_ON = 'Two-factor sign-in is already on. Switch it off first to set it up again.';
export const NOT_ON = 'Two-factor sign-in is not on.';
export const REQUIRED_CANNOT_DISABLE =
  'Two-factor sign-in is required for your account, so it cannot be switched off.';
export const WRONG_PROOF = 'That password or code is not right.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const ownerIs = (owner: TwoFactorOwner) =>
  and(eq(twoFactorSecrets.ownerKind, owner.kind), eq(twoFactorSecrets.ownerId, owner.id));
const codesOf = (owner: TwoFactorOwner) =>
  and(eq(twoFactorRecoveryCodes.ownerKind, owner.kind), eq(twoFactorRecoveryCodes.ownerId, owner.id));

/** The audit object of a person's two-factor change (its agency, for an agency user, is the actor's). */
const auditObject = (owner: TwoFactorOwner) => ({
  type: owner.kind === 'staff' ? 'staff' : 'agency-user',
  id: owner.id,
});

async function secretRow(db: DbOrTx, owner: TwoFactorOwner) {
  const [row] = await db.select().from(twoFactorSecrets).where(ownerIs(owner));
  return row ?? null;
}

export async function isEnabled(db: DbOrTx, owner: TwoFactorOwner): Promise<boolean> {
  return Boolean((await secretRow(db, owner))?.enabledAt);
}

/** Must this person use two-factor sign-in: its agency requires it, or its staff roles move money. */
export async function isRequired(db: DbOrTx, owner: TwoFactorOwner): Promise<boolean> {
  if (owner.kind === 'staff') {
    const [row] = await db.select({ roles: admins.roles }).from(admins).where(eq(admins.id, owner.id));
    const roles = (row?.roles ?? []).filter((r): r is StaffRole => (staffRoleNames as string[]).includes(r));
    return requiresTwoFactor(roles);
  }
  const [row] = await db
    .select({ required: agencySettings.requireTwoFactor })
    .from(agencyUsers)
    .innerJoin(agencySettings, eq(agencySettings.agentId, agencyUsers.agentId))
    .where(eq(agencyUsers.id, owner.id));
  return row?.required ?? false;
}

export async function statusOf(deps: AppDeps, owner: TwoFactorOwner): Promise<TwoFactorStatus> {
  const { db } = deps.database;
  const row = await secretRow(db, owner);
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(codesOf(owner), isNull(twoFactorRecoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.enabledAt),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    required: await isRequired(db, owner),
    recoveryCodesLeft: row?.enabledAt ? (left?.n ?? 0) : 0,
  };
}

/**
 * Starts (or restarts) an enrolment: a new secret, kept encrypted and not yet enabled. The secret is answered
 * this once; after a confirmation it is never shown again.
 */
export async function startEnrolment(
  deps: AppDeps,
  owner: TwoFactorOwner,
  label: string,
): Promise<TwoFactorEnrolment> {
  const { db } = deps.database;
  const existing = await secretRow(db, owner);
  if (existing?.enabledAt) throw conflict(ALREADY_ON);
  const fresh = await newSecret(label);
  const now = deps.clock.now();
  const secretCipher = encryptSecret(deps.env.JWT_SECRET, fresh.secret);
  await db
    .insert(twoFactorSecrets)
    .values({ ownerKind: owner.kind, ownerId: owner.id, secretCipher, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [twoFactorSecrets.ownerKind, twoFactorSecrets.ownerId],
      set: { secretCipher, enabledAt: null, lastTimeStep: null, updatedAt: now },
    });
  return fresh;
}

/** New recovery codes in place of the old ones; answers them as shown (only their hashes are kept). */
async function replaceRecoveryCodes(tx: DbOrTx, owner: TwoFactorOwner, now: Date): Promise<string[]> {
  await tx.delete(twoFactorRecoveryCodes).where(codesOf(owner));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(16)));
  await tx.insert(twoFactorRecoveryCodes).values(
    codes.map((code) => ({
      ownerKind: owner.kind,
      ownerId: owner.id,
      codeHash: sha256(code),
      createdAt: now,
    })),
  );
  return codes.map(formatRecoveryCode);
}

/** The rate-limit key of a person's codes (login-limits.ts, scope 'two-factor'). */
const limitKey = (owner: TwoFactorOwner) => `${owner.kind}:${owner.id}`;

/**
 * Checks a code of a person under the sign-in limits (failures per person and address, lock with 429):
 * an authenticator code not used before (its time step after the last accepted one), or, when
 * `recovery`, an unused recovery code (used up by this call). Throws 400 when wrong or replayed.
 */
export async function checkCode(
  deps: AppDeps,
  owner: TwoFactorOwner,
  rawCode: string,
  ip: string,
  { recovery, pending = false }: { recovery: boolean; pending?: boolean },
): Promise<'totp' | 'recovery'> {
  return signInChecked(
    deps,
    { scope: 'two-factor', ip, email: limitKey(owner) },
    async () => {
      const { db } = deps.database;
      const code = normalizeCode(rawCode);
      const kind = codeKind(code);
      const row = await secretRow(db, owner);
      if (!row || Boolean(row.enabledAt) === pending) return null;
      if (kind === 'totp') {
        const step = await matchCode(
          decryptSecret(deps.env.JWT_SECRET, row.secretCipher),
          code,
          deps.clock.now(),
        );
        if (step === null) return null;
        if (row.lastTimeStep !== null && step <= row.lastTimeStep) throw badRequest(REPLAYED_CODE);
        // Conditional, so two parallel uses of one code cannot both pass.
        const [taken] = await db
          .update(twoFactorSecrets)
          .set({ lastTimeStep: step })
          .where(
            and(
              ownerIs(owner),
              or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, step)),
            ),
          )
          .returning({ step: twoFactorSecrets.lastTimeStep });
        if (!taken) throw badRequest(REPLAYED_CODE);
        return 'totp' as const;
      }
      if (kind === 'recovery' && recovery) {
        const [used] = await db
          .update(twoFactorRecoveryCodes)
          .set({ usedAt: deps.clock.now() })
          .where(
            and(
              codesOf(owner),
              eq(twoFactorRecoveryCodes.codeHash, sha256(code)),
              isNull(twoFactorRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: twoFactorRecoveryCodes.id });
        return used ? ('recovery' as const) : null;
      }
      return null;
    },
    { failure: WRONG_CODE },
  );
}

/** Confirms an enrolment with a first code: only now is two-factor sign-in on. Answers the recovery codes. */
export async function confirmEnrolment(
  deps: AppDeps,
  who: ActingAs,
  owner: TwoFactorOwner,
  code: string,
  ip: string,
): Promise<string[]> {
  const row = await secretRow(deps.database.db, owner);
  if (!row) throw badRequest(NOT_ENROLLING);
  if (row.enabledAt) throw conflict(ALREADY_ON);
  await checkCode(deps, owner, code, ip, { recovery: false, pending: true });
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    await tx.update(twoFactorSecrets).set({ enabledAt: now, updatedAt: now }).where(ownerIs(owner));
    const codes = await replaceRecoveryCodes(tx, owner, now);
    await recordAudit(tx, who, {
      kind: 'two-factor.enable',
      object: auditObject(owner),
      before: { twoFactor: false },
      after: { twoFactor: true },
    });
    return codes;
  });
}

/** Proves the person for a change of its second factor: its password, or a current code. */
async function assertProof(
  deps: AppDeps,
  owner: TwoFactorOwner,
  proof: TwoFactorProofBody,
  ip: string,
): Promise<void> {
  if (proof.code) {
    await checkCode(deps, owner, proof.code, ip, { recovery: true });
    return;
  }
  const { db } = deps.database;
  const [row] =
    owner.kind === 'staff'
      ? await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, owner.id))
      : await db
          .select({ hash: agencyUsers.passwordHash })
          .from(agencyUsers)
          .where(eq(agencyUsers.id, owner.id));
  await signInChecked(
    deps,
    { scope: 'two-factor', ip, email: limitKey(owner) },
    async () => (row?.hash && (await verifyPassword(row.hash, proof.password ?? '')) ? true : null),
    { failure: WRONG_PROOF },
  );
}

export async function disableTwoFactor(
  deps: AppDeps,
  who: ActingAs,
  owner: TwoFactorOwner,
  proof: TwoFactorProofBody,
  ip: string,
): Promise<void> {
  const { db } = deps.database;
  if (!(await isEnabled(db, owner))) throw badRequest(NOT_ON);
  if (await isRequired(db, owner)) throw forbidden(REQUIRED_CANNOT_DISABLE);
  await assertProof(deps, owner, proof, ip);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(codesOf(owner));
    await tx.delete(twoFactorSecrets).where(ownerIs(owner));
    await recordAudit(tx, who, {
      kind: 'two-factor.disable',
      object: auditObject(owner),
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });
}

export async function regenerateRecoveryCodes(
  deps: AppDeps,
  who: ActingAs,
  owner: TwoFactorOwner,
  proof: TwoFactorProofBody,
  ip: string,
): Promise<string[]> {
  const { db } = deps.database;
  if (!(await isEnabled(db, owner))) throw badRequest(NOT_ON);
  await assertProof(deps, owner, proof, ip);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, owner, now);
    // The codes themselves are never in the trail; the row says they were replaced.
    await recordAudit(tx, who, {
      kind: 'two-factor.recovery-codes',
      object: auditObject(owner),
      before: null,
      after: { recoveryCodes: 'regenerated', count: codes.length },
    });
    return codes;
  });
}

export const ENROL_YOURSELF_FIRST =
  'Switch on two-factor sign-in for yourself first (Settings, Security), then require it for everyone.';

/**
 * An agency starts requiring two-factor sign-in (issue 32 §1): the owner switching it on must use it itself,
 * and the sessions of its users without it end at once, so each is sent to enrol at its next sign-in.
 */
export async function startRequiringTwoFactor(
  tx: DbOrTx,
  who: ActingAs,
  agentId: string,
  now: Date,
): Promise<void> {
  if (who.actor.kind === 'agency' && who.actor.userId) {
    if (!(await isEnabled(tx, { kind: 'agency-user', id: who.actor.userId })))
      throw badRequest(ENROL_YOURSELF_FIRST);
  }
  noteLocalChange();
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.subjectKind, 'agent'),
        eq(sessions.subjectId, agentId),
        isNull(sessions.revokedAt),
        isNotNull(sessions.userId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(twoFactorSecrets)
            .where(
              and(
                eq(twoFactorSecrets.ownerKind, 'agency-user'),
                eq(twoFactorSecrets.ownerId, sessions.userId),
                isNotNull(twoFactorSecrets.enabledAt),
              ),
            ),
        ),
      ),
    );
}
