import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP with a maintained library (otplib: RFC 6238, SHA-1, 6 digits, 30 s, as authenticator apps expect)
 * and the secret's encryption at rest (AES-256-GCM, key derived from the server's JWT secret by HKDF, so a
 * database copy alone does not reveal anybody's secret).
 */

const ISSUER = 'Travel Portal';

function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'portal', 'two-factor-secret', 32));
}

export function encryptSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function decryptSecret(serverSecret: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export interface NewSecret {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** A fresh secret (20 random bytes, Base32), its otpauth:// URI and that URI as an SVG QR code (data URL). */
export async function newSecret(label: string): Promise<NewSecret> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code matches (the current one, or one step either side for a clock a little off), or
 * null. The caller refuses a step at or before the last accepted one, so no code is used twice.
 */
export async function matchCode(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
