import type { AdminLoginBody } from '@portal/contracts';

export type AdminLoginErrors = Partial<Record<keyof AdminLoginBody, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The staff sign-in form's own checks, before a call is made. */
export function checkAdminLogin(
  values: AdminLoginBody,
): { ok: true; body: AdminLoginBody; errors: AdminLoginErrors } | { ok: false; errors: AdminLoginErrors } {
  const errors: AdminLoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL.test(email)) errors.email = 'Enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  if (errors.email || errors.password) return { ok: false, errors };
  return { ok: true, body: { email, password: values.password }, errors };
}

/** Where staff go once signed in: the back-office page the sign-in interrupted, else the dashboard. */
export function staffReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !/^\/admin(?:[/?#]|$)/.test(from) || from.startsWith('/admin/login'))
    return '/admin';
  return from;
}
