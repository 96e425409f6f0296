import { z } from 'zod';
import { adminDto, loginAnswer } from './auth.ts';

/**
 * Two-factor sign-in and sessions (issue 32 §4, issue 33 §1): the same shapes for an agency user
 * (/b2b/resellers/auth/...) and a member of staff (/admin/auth/...).
 */

/** Where a person's two-factor sign-in stands. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Must it be on (agency setting or staff role)? Then it cannot be switched off. */
  required: z.boolean(),
  /** Unused recovery codes. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Enrolment started: the secret to type in (or scan as the QR code); enabled only once a code confirms it. */
export const twoFactorEnrolment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of otpauthUri, an SVG data URL (drawn by the server). */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

const codeField = z
  .string()
  .trim()
  .min(1, 'Enter the code')
  .max(40, 'Enter the 6-digit code from your app or a recovery code');

export const twoFactorCodeBody = z.object({ code: codeField });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBody>;

/** One-time recovery codes: shown once (enrolment or regeneration), stored hashed. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

/** Switching off or regenerating codes proves the person: its password or a current code. */
export const twoFactorProofBody = z
  .object({ password: z.string().max(200).optional(), code: codeField.optional() })
  .refine((v) => Boolean(v.password) || Boolean(v.code), {
    message: 'Enter your password or a code',
    path: ['password'],
  });
export type TwoFactorProofBody = z.infer<typeof twoFactorProofBody>;

/** The second step of a sign-in: the challenge of the password step and a code. */
export const challengeBody = z.object({ challengeToken: z.string().min(10).max(200) });
export type ChallengeBody = z.infer<typeof challengeBody>;
export const challengeCodeBody = challengeBody.extend({ code: codeField });
export type ChallengeCodeBody = z.infer<typeof challengeCodeBody>;

/** An agent's completed sign-in; after an enrolment, with its recovery codes (shown once). */
export const twoFactorLoginAnswer = loginAnswer.extend({ recoveryCodes: z.array(z.string()).optional() });
export type TwoFactorLoginAnswer = z.infer<typeof twoFactorLoginAnswer>;
export const twoFactorAdminLoginAnswer = z.object({
  admin: adminDto,
  jwtToken: z.string(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoFactorAdminLoginAnswer = z.infer<typeof twoFactorAdminLoginAnswer>;

/** One of a person's live sessions. */
export const sessionDto = z.object({
  id: z.uuid(),
  device: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDto>;
export const sessionsAnswer = z.object({ sessions: z.array(sessionDto) });
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;
export const sessionParams = z.object({ id: z.uuid('Unknown session') });
