import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/db';
import { TEST_PASSWORD } from '../modules/auth/auth.fixtures.ts';
import { assertStrongPassword, passwordWeakness, WEAK_PASSWORD } from './password-strength.ts';

describe('password strength', () => {
  it('refuses common and breached-pattern passwords that pass the character rule', () => {
    for (const password of [
      'Password1!',
      'P@ssw0rd123',
      'Qwerty#123',
      'Welcome@2024',
      'Abcd#1234',
      'Iloveyou#1',
    ]) {
      expect(passwordWeakness(password), password).toMatch(new RegExp(`^${WEAK_PASSWORD}\\. `));
    }
  });

  it('refuses a password built from the account holder’s own details', () => {
    const inputs = ['sara@oasisjourneys.example', 'Sara Khan', 'Oasis Journeys LLC'];
    expect(passwordWeakness('OasisJourneys#1', inputs)).toMatch(/personal/);
    expect(passwordWeakness('OasisJourneys#1')).toBeNull();
  });

  it('accepts the demo password, the fixtures’ passwords and a random one', () => {
    const e2e = ['Agent#2026pass', 'Register#2026ok'];
    for (const password of [
      DEMO_PASSWORD,
      TEST_PASSWORD,
      ...e2e,
      'Brand#new22',
      'Fresh#pass9',
      'k7#Vq9!mZr2$Lp',
    ])
      expect(passwordWeakness(password), password).toBeNull();
  });

  it('answers a 400 with the message on the form field', () => {
    try {
      assertStrongPassword('Password1!', 'newPassword');
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({
        status: 400,
        details: { fieldErrors: { newPassword: [expect.any(String)] } },
      });
    }
  });
});
