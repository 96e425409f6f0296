import { describe, expect, it } from 'vitest';
import { checkAdminLogin, staffReturnPath } from './admin-login';

describe('checkAdminLogin', () => {
  it('asks for both fields', () => {
    expect(checkAdminLogin({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('rejects an address without a domain and trims a valid one', () => {
    expect(checkAdminLogin({ email: 'staff@', password: 'x' }).errors.email).toBe(
      'Enter a valid email address',
    );
    const ok = checkAdminLogin({ email: ' admin@demo.test ', password: 'secret' });
    expect(ok).toEqual({ ok: true, body: { email: 'admin@demo.test', password: 'secret' }, errors: {} });
  });
});

describe('staffReturnPath', () => {
  it('returns to the back-office page the sign-in interrupted, with its query', () => {
    expect(staffReturnPath({ from: '/admin/agents?status=pending' })).toBe('/admin/agents?status=pending');
    expect(staffReturnPath({ from: '/admin' })).toBe('/admin');
  });

  it('never leaves the back office or returns to the sign-in', () => {
    expect(staffReturnPath(null)).toBe('/admin');
    expect(staffReturnPath({ from: '/wallet' })).toBe('/admin');
    expect(staffReturnPath({ from: '/administrator' })).toBe('/admin');
    expect(staffReturnPath({ from: '//evil.test/admin' })).toBe('/admin');
    expect(staffReturnPath({ from: '/admin/login' })).toBe('/admin');
    expect(staffReturnPath({ from: 42 })).toBe('/admin');
  });
});
