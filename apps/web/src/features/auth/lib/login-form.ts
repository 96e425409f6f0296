/**
 * Sign-in checks done by hand so the /login chunk ships without zod and react-hook-form (issue 2
 * section 9 keeps a page's initial JavaScript under 150 KB). They mirror `loginBody` of the contracts:
 * the API validates again with the real schema, so any difference ends as a field error from the server.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const LOGIN_FIELDS = ['email', 'password'] as const;

/** The pattern of zod's `z.email()`, which the contracts use. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MESSAGE = 'Enter a valid e-mail address';
export const PASSWORD_MESSAGE = 'Password is required';

export function loginEmailError(email: string): string | undefined {
  const value = email.trim();
  return value.length > 254 || !EMAIL.test(value) ? EMAIL_MESSAGE : undefined;
}

export function loginPasswordError(password: string): string | undefined {
  if (!password) return PASSWORD_MESSAGE;
  return password.length > 200 ? 'Password is too long' : undefined;
}

/** Field errors of the sign-in form, or the body to send (e-mail trimmed and lower-cased). */
export function checkLogin(
  values: LoginValues,
): { ok: true; body: LoginValues } | { ok: false; errors: LoginErrors } {
  const errors: LoginErrors = {};
  const email = loginEmailError(values.email);
  const password = loginPasswordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  if (email || password) return { ok: false, errors };
  return { ok: true, body: { email: values.email.trim().toLowerCase(), password: values.password } };
}
