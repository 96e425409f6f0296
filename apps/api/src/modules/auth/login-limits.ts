import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearFailures, countFailures, recordFailure } from './agents.repository.ts';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_FAILURES = 'Too many failed sign-in attempts, please try again in 15 minutes';

/**
 * Failed sign-ins are counted twice: per client address and e-mail (LOGIN_RATE_LIMIT), and per
 * e-mail from every address together (LOGIN_EMAIL_RATE_LIMIT), so a guesser who rotates addresses
 * (a botnet, or forged X-Forwarded-For behind a misconfigured proxy) still runs into a limit. A
 * correct password clears both counters: only the owner (or someone who already has the password)
 * can do that.
 */
export function loginLimits(deps: AppDeps, scope: 'agent' | 'admin', ip: string, email: string) {
  const prefix = scope === 'admin' ? 'admin-login-failure' : 'login-failure';
  const byAddress = `${prefix}:${ip}:${email}`;
  const byEmail = `${prefix}-email:${email}`;
  const { db } = deps.database;
  return {
    async assertOpen(): Promise<void> {
      const [address, total] = await Promise.all([countFailures(db, byAddress), countFailures(db, byEmail)]);
      if (address >= deps.env.LOGIN_RATE_LIMIT || total >= deps.env.LOGIN_EMAIL_RATE_LIMIT)
        throw new AppError('RATE_LIMITED', TOO_MANY_FAILURES);
    },
    async failed(): Promise<void> {
      await recordFailure(db, byAddress, FAILURE_WINDOW_MS);
      await recordFailure(db, byEmail, FAILURE_WINDOW_MS);
    },
    async succeeded(): Promise<void> {
      await clearFailures(db, byAddress);
      await clearFailures(db, byEmail);
    },
  };
}
