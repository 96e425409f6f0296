import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links are valid for at least this long. */
export const FILE_LINK_TTL_MS = 60 * 60 * 1000;
/**
 * Links handed to company staff (agents' trade licences, passports, receipts) are valid for at least
 * this long, rounded up to the next STAFF_LINK_STEP_MS: at most 15 minutes, enough to open them from
 * the page they were loaded on, short-lived if one is copied into a mail or a ticket.
 */
export const STAFF_FILE_LINK_TTL_MS = 10 * 60 * 1000;
const STAFF_LINK_STEP_MS = 5 * 60 * 1000;

export interface FileLink {
  exp: number;
  sig: string;
}

function signature(secret: string, uploadId: string, exp: number): string {
  return createHmac('sha256', secret).update(`file:${uploadId}:${exp}`).digest('base64url');
}

/**
 * A signed link to an uploaded file, for places that cannot send a bearer header (<img src>).
 * The expiry is rounded up to the next full hour so the same file keeps the same URL (and the
 * browser cache stays useful) for a while; a link therefore lives between one and two hours.
 */
export function signFileLink(
  secret: string,
  uploadId: string,
  now: Date,
  ttl: { ms: number; step: number } = { ms: FILE_LINK_TTL_MS, step: FILE_LINK_TTL_MS },
): FileLink {
  const exp = Math.ceil((now.getTime() + ttl.ms) / ttl.step) * (ttl.step / 1000);
  return { exp, sig: signature(secret, uploadId, exp) };
}

export function fileUrl(secret: string, uploadId: string, now: Date): string {
  const { exp, sig } = signFileLink(secret, uploadId, now);
  return `/api/v1/files/${uploadId}?exp=${exp}&sig=${sig}`;
}

/** A signed link for the back office: valid 10 to 15 minutes (STAFF_FILE_LINK_TTL_MS). */
export function staffFileUrl(secret: string, uploadId: string, now: Date): string {
  const { exp, sig } = signFileLink(secret, uploadId, now, {
    ms: STAFF_FILE_LINK_TTL_MS,
    step: STAFF_LINK_STEP_MS,
  });
  return `/api/v1/files/${uploadId}?exp=${exp}&sig=${sig}`;
}

export type LinkCheck = 'ok' | 'bad-signature' | 'expired';

export function checkFileLink(secret: string, uploadId: string, link: FileLink, now: Date): LinkCheck {
  const expected = Buffer.from(signature(secret, uploadId, link.exp));
  const given = Buffer.from(link.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  return link.exp * 1000 <= now.getTime() ? 'expired' : 'ok';
}
