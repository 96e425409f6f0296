import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_LENGTH,
  codeKind,
  deviceOf,
  formatRecoveryCode,
  normalizeCode,
  recoveryCodeFrom,
  secondStep,
} from './two-factor.ts';

describe('two-factor codes', () => {
  it('normalizes spaces, dashes and case', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('AB23C-D45EF')).toBe('ab23cd45ef');
  });

  it('tells an authenticator code from a recovery code and refuses anything else', () => {
    expect(codeKind('123456')).toBe('totp');
    expect(codeKind('ab23cd45ef')).toBe('recovery');
    expect(codeKind('12345')).toBeNull();
    expect(codeKind('1234567')).toBeNull();
    // Look-alike characters (0, o, 1, l, i) are never in a recovery code.
    expect(codeKind('ab01cd45ef')).toBeNull();
    expect(codeKind('')).toBeNull();
  });

  it('makes recovery codes of the alphabet from random bytes and shows them in two groups', () => {
    const code = recoveryCodeFrom(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toHaveLength(RECOVERY_CODE_LENGTH);
    expect(codeKind(code)).toBe('recovery');
    expect(formatRecoveryCode(code)).toBe(`${code.slice(0, 5)}-${code.slice(5)}`);
    expect(normalizeCode(formatRecoveryCode(code))).toBe(code);
    expect(() => recoveryCodeFrom(new Uint8Array(4))).toThrow();
  });
});

describe('secondStep', () => {
  it('asks a code of whoever has it on, enrolment of whoever must and has not, nothing otherwise', () => {
    expect(secondStep({ enabled: true, required: false })).toBe('code');
    expect(secondStep({ enabled: true, required: true })).toBe('code');
    expect(secondStep({ enabled: false, required: true })).toBe('enrol');
    expect(secondStep({ enabled: false, required: false })).toBeNull();
  });
});

describe('deviceOf', () => {
  it('names browser and system', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe(
      'Firefox on Linux',
    );
  });

  it('says so when there is no user agent, and keeps an unknown one short', () => {
    expect(deviceOf(null)).toBe('Unknown device');
    expect(deviceOf('')).toBe('Unknown device');
    expect(deviceOf('lightMyRequest')).toBe('lightMyRequest');
    expect(deviceOf('x'.repeat(100))).toHaveLength(60);
  });
});
