import { strongPassword } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('is empty for an empty password', () => {
    expect(passwordStrength('')).toEqual({ level: 0, label: '', meetsRule: false, missing: [] });
  });

  it('lists what the rule still needs', () => {
    expect(passwordStrength('abc').missing).toEqual([
      'at least 8 characters',
      'a digit',
      'a special character',
    ]);
    expect(passwordStrength('abcdefgh1').missing).toEqual(['a special character']);
    expect(passwordStrength('!!!!!!!!').missing).toEqual(['a letter', 'a digit']);
  });

  it('grades weak, fair, good and strong', () => {
    expect(passwordStrength('abc').label).toBe('Weak');
    expect(passwordStrength('abcdefgh1').label).toBe('Fair');
    expect(passwordStrength('abcdef1!').label).toBe('Good');
    expect(passwordStrength('Abcdef1!').label).toBe('Good');
    expect(passwordStrength('Abcdefgh12!x').label).toBe('Strong');
  });

  it('agrees with the contract rule for any password', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        expect(passwordStrength(password).meetsRule).toBe(strongPassword.safeParse(password).success);
      }),
    );
  });
});
