import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIN_SECRET_BITS, secretBits } from './secret-strength.ts';

describe('secret strength', () => {
  it('gives nothing for a secret of one character repeated, spaces included', () => {
    expect(secretBits(' '.repeat(32))).toBe(0);
    expect(secretBits('x'.repeat(64))).toBe(0);
  });

  it('refuses typed patterns: alternation, runs of the alphabet, a word said again and again', () => {
    for (const secret of [
      'ab'.repeat(20),
      'abcdefghijklmnopqrstuvwxyz012345',
      '0123456789'.repeat(4),
      'secret-secret-secret-secret-secret',
      'j'.repeat(20) + '-jwt-secret-for-tests',
    ]) {
      expect(secretBits(secret), secret).toBeLessThan(MIN_SECRET_BITS);
    }
  });

  it('accepts random secrets of 32 characters and more, every time', () => {
    for (let i = 0; i < 200; i++) {
      expect(secretBits(randomBytes(16).toString('hex'))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
      expect(secretBits(randomBytes(24).toString('base64url'))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
      expect(secretBits(randomBytes(32).toString('hex'))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
    }
  });
});
