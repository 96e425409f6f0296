import { describe, expect, it } from 'vitest';
import { checkAdminLogin } from './admin-login';

describe('checkAdminLogin', () => {
  it('asks for both fields', () => {
    expect(checkAdminLogin({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('rejects an address without a domain and trims a valid one', () => {
    expect(checkAdminLogin({ email: 'staff@', password: 'x' }).errors.email).toBe('Enter a valid email address');
    const ok = checkAdminLogin({ email: ' admin@demo.test ', password: 'secret' });
    expect(ok).toEqual({ ok: true, body: { email: 'admin@demo.test', password: 'secret' }, errors: {} });
  });
});
