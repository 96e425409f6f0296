import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, isValidSwiftCode, normaliseIban } from './bank-account.ts';

describe('company bank account numbers', () => {
  it('accepts real IBANs with or without spaces and refuses a wrong check digit', () => {
    expect(isValidIban('AE07 0331 2345 6789 0123 456')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('AE08 0331 2345 6789 0123 456')).toBe(false);
    expect(isValidIban('AE07')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
    expect(normaliseIban('ae07 0331 2345')).toBe('AE0703312345');
    expect(formatIban('ae070331234567890123456')).toBe('AE07 0331 2345 6789 0123 456');
  });

  it('checks SWIFT codes of 8 or 11 characters', () => {
    expect(isValidSwiftCode('EBILAEAD')).toBe(true);
    expect(isValidSwiftCode('EBILAEADXXX')).toBe(true);
    expect(isValidSwiftCode('EBIL')).toBe(false);
    expect(isValidSwiftCode('1234AEAD')).toBe(false);
  });
});
