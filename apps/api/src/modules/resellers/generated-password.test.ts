import { describe, expect, it } from 'vitest';
import { strongPassword } from '@portal/contracts';
import { generatePassword } from './generated-password.ts';

describe('generatePassword', () => {
  it('always satisfies the sign-up password rule and differs every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const pw = generatePassword();
      expect(pw).toHaveLength(16);
      expect(strongPassword.safeParse(pw).success).toBe(true);
      expect(pw).toMatch(/[a-z]/);
      expect(pw).toMatch(/[A-Z]/);
      expect(pw).toMatch(/\d/);
      seen.add(pw);
    }
    expect(seen.size).toBe(500);
  });

  it('refuses lengths below 8', () => {
    expect(() => generatePassword(6)).toThrow();
  });
});
