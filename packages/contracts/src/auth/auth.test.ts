import { describe, expect, it } from 'vitest';
import { changePasswordBody, loginResult, profileSettingsBody, signupBody, strongPassword } from './auth.ts';

describe('strongPassword', () => {
  it.each(['Abcdef1!', 'pass word 9', 'Demo#2026pass', 'ünïcödé1$'])('accepts %s', (pw) => {
    expect(strongPassword.safeParse(pw).success).toBe(true);
  });
  it.each(['Ab1!', 'abcdefgh', 'abcdefg1', 'abcdefg!', '12345678!', ''])('refuses %s', (pw) => {
    expect(strongPassword.safeParse(pw).success).toBe(false);
  });
});

describe('signupBody', () => {
  const valid = {
    companyName: ' Oasis ',
    address: 'Street 1',
    country: 'ae',
    city: 'Dubai',
    name: 'Sara',
    designation: 'Director',
    email: ' Sara@Oasis.Example ',
    phoneNumber: '+971 50 123 4567',
    whatsappNumber: '0501234567',
    password: 'Strong#pass1',
  };
  it('normalises e-mail, country and whitespace', () => {
    const parsed = signupBody.parse(valid);
    expect(parsed).toMatchObject({ email: 'sara@oasis.example', country: 'AE', companyName: 'Oasis' });
  });
  it('refuses bad phone numbers and websites', () => {
    expect(signupBody.safeParse({ ...valid, phoneNumber: 'call me' }).success).toBe(false);
    expect(signupBody.safeParse({ ...valid, website: 'not a site' }).success).toBe(false);
    expect(signupBody.safeParse({ ...valid, website: 'https://oasis.example/about' }).success).toBe(true);
    expect(signupBody.safeParse({ ...valid, website: '' }).success).toBe(true);
  });
});

describe('other bodies', () => {
  it('needs at least one profile field', () => {
    expect(profileSettingsBody.safeParse({}).success).toBe(false);
    expect(profileSettingsBody.safeParse({ city: 'Doha' }).success).toBe(true);
  });
  it('needs a matching confirmation and a different new password', () => {
    const base = { oldPassword: 'Old#pass11', newPassword: 'New#pass11', confirmPassword: 'New#pass11' };
    expect(changePasswordBody.safeParse(base).success).toBe(true);
    expect(changePasswordBody.safeParse({ ...base, confirmPassword: 'x' }).success).toBe(false);
    expect(
      changePasswordBody.safeParse({ ...base, newPassword: 'Old#pass11', confirmPassword: 'Old#pass11' })
        .success,
    ).toBe(false);
  });
  it('tells the pending answer from the signed-in one', () => {
    const pending = loginResult.parse({
      status: 'pending',
      message: 'm',
      agentCode: 10001,
      randomString: 'r',
    });
    expect('status' in pending).toBe(true);
  });
});
