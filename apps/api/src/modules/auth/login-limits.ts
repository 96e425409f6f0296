import { setTimeout as wait } from 'node:timers/promises';
import {
  lockedMessage,
  retryAfterSeconds,
  signInVerdict,
  type SignInCounts,
  type SignInPolicy,
  type WindowCount,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, rateLimited } from '../../lib/app-error.ts';
import { bumpCounters, clearCounters, readCounters } from '../../lib/rate-counters.ts';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const INVALID_LOGIN = 'Invalid email or password';

export interface SignInAttempt {
  /** 'two-factor': the second step's codes, counted per person (`email` is then the person's key). */
  scope: 'agent' | 'admin' | 'two-factor';
  /** The client address (request.ip: the socket's, or a TRUST_PROXY proxy's client). */
  ip: string;
  email: string;
}

export interface SignInOptions {
  /** The 400 answer of a failed check (default: wrong e-mail or password). */
  failure?: string;
  /** How the slow-down waits (a timer; tests record it). */
  wait?: (ms: number) => Promise<unknown>;
}

export function signInPolicy(env: AppDeps['env']): SignInPolicy {
  return {
    accountFromAddress: env.LOGIN_RATE_LIMIT,
    account: env.LOGIN_EMAIL_RATE_LIMIT,
    addressFailures: env.LOGIN_ADDRESS_RATE_LIMIT,
    addressAccounts: env.LOGIN_ADDRESS_ACCOUNTS,
  };
}

function keysOf({ scope, ip, email }: SignInAttempt) {
  const prefix =
    scope === 'admin'
      ? 'admin-login-failure'
      : scope === 'two-factor'
        ? 'two-factor-failure'
        : 'login-failure';
  return {
    accountFromAddress: `${prefix}:${ip}:${email}`,
    account: `${prefix}-email:${email}`,
    addressFailures: `${prefix}-address:${ip}`,
    addressAccounts: `${prefix}-address-accounts:${ip}`,
    /** Marks an account as counted in addressAccounts for this address's window (never cleared by a success). */
    addressAccount: `${prefix}-address-account:${ip}:${email}`,
  };
}

/**
 * The one way agents and staff sign in (packages/domain sign-in/limits.ts has the rule): refuses a locked
 * account or an attacking address with 429 and Retry-After, slows a guessed-at account down on a timer,
 * runs `check` (the password check: the account, or null for a wrong e-mail or password) and counts the
 * outcome. The account's counts go up before the check, so parallel guesses cannot all pass a limit; a
 * success clears them. Only failures count towards the address.
 */
export async function signInChecked<T>(
  deps: AppDeps,
  attempt: SignInAttempt,
  check: () => Promise<T | null>,
  options: SignInOptions = {},
): Promise<T> {
  const { db } = deps.database;
  const policy = signInPolicy(deps.env);
  const keys = keysOf(attempt);
  const [accountFromAddress, account, addressFailures, addressAccounts] = await readCounters(db, [
    keys.accountFromAddress,
    keys.account,
    keys.addressFailures,
    keys.addressAccounts,
  ]);
  const before: SignInCounts = {
    accountFromAddress: accountFromAddress!,
    account: account!,
    addressFailures: addressFailures!,
    addressAccounts: addressAccounts!,
  };
  assertOpen(signInVerdict(policy, before));
  const [fromAddressNow, accountNow] = await bumpCounters(
    db,
    [keys.accountFromAddress, keys.account],
    FAILURE_WINDOW_MS,
  );
  // Parallel attempts each see the others' counts here.
  const verdict = signInVerdict(policy, {
    ...before,
    accountFromAddress: previous(fromAddressNow!),
    account: previous(accountNow!),
  });
  assertOpen(verdict);
  if (verdict.kind === 'open' && verdict.delayMs > 0) await (options.wait ?? wait)(verdict.delayMs);

  const found = await check();
  if (found === null) {
    const [, marker] = await bumpCounters(db, [keys.addressFailures, keys.addressAccount], FAILURE_WINDOW_MS);
    if (marker?.count === 1) await bumpCounters(db, [keys.addressAccounts], FAILURE_WINDOW_MS);
    throw options.failure
      ? badRequest(options.failure)
      : new AppError('BAD_REQUEST', INVALID_LOGIN, { messageKey: 'auth.invalidLogin' });
  }
  // Only the owner, or someone who already has the password, can clear the account's counts.
  await clearCounters(db, [keys.accountFromAddress, keys.account]);
  return found;
}

const previous = (counter: WindowCount): WindowCount => ({ ...counter, count: counter.count - 1 });

function assertOpen(verdict: ReturnType<typeof signInVerdict>): void {
  if (verdict.kind === 'locked')
    throw rateLimited(lockedMessage(verdict), retryAfterSeconds(verdict.retryAfterMs));
}
