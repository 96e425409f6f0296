import { loginBody } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkLogin, EMAIL_MESSAGE, PASSWORD_MESSAGE } from './login-form';

describe('checkLogin', () => {
  it('trims and lower-cases the e-mail, keeps the password as typed', () => {
    expect(checkLogin({ email: '  Agent@Example.COM ', password: ' secret ' })).toEqual({
      ok: true,
      body: { email: 'agent@example.com', password: ' secret ' },
    });
  });

  it('reports both fields when empty', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: EMAIL_MESSAGE, password: PASSWORD_MESSAGE },
    });
  });

  it('rejects addresses the contracts reject', () => {
    for (const email of ['agent', 'agent@', '@example.com', 'a..b@example.com', '.a@example.com', 'a@b.c']) {
      expect(checkLogin({ email, password: 'x' })).toMatchObject({
        ok: false,
        errors: { email: EMAIL_MESSAGE },
      });
      expect(loginBody.safeParse({ email, password: 'x' }).success).toBe(false);
    }
  });

  it('accepts what the contracts accept', () => {
    for (const email of ['agent@example.com', "o'neil+b2b@mail.example.ae", 'A_B-c@sub-1.example.travel']) {
      const result = checkLogin({ email, password: 'Demo#2026pass' });
      expect(result.ok).toBe(true);
      if (result.ok) expect(loginBody.parse(result.body)).toMatchObject(result.body);
    }
  });

  it('rejects an over-long password like the contracts', () => {
    const password = 'x'.repeat(201);
    expect(checkLogin({ email: 'agent@example.com', password })).toMatchObject({ ok: false });
    expect(loginBody.safeParse({ email: 'agent@example.com', password }).success).toBe(false);
  });
});
