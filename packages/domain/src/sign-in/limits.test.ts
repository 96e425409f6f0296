import { describe, expect, it } from 'vitest';
import {
  lockedMessage,
  retryAfterSeconds,
  retryWait,
  signInVerdict,
  slowDownMs,
  type SignInCounts,
  type SignInPolicy,
} from './limits.ts';

const policy: SignInPolicy = {
  accountFromAddress: 10,
  account: 30,
  addressFailures: 100,
  addressAccounts: 20,
};
const none = { count: 0, resetInMs: 0 };
const counts = (over: Partial<SignInCounts>): SignInCounts => ({
  accountFromAddress: none,
  account: none,
  addressFailures: none,
  addressAccounts: none,
  ...over,
});
const MIN = 60_000;

describe('slow-down', () => {
  it('waits nothing for a few typos, then doubles up to two seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(slowDownMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000]);
  });

  it('slows an account by its worse count (this address, or all addresses together)', () => {
    expect(signInVerdict(policy, counts({ account: { count: 4, resetInMs: MIN } }))).toEqual({
      kind: 'open',
      delayMs: 500,
    });
    expect(signInVerdict(policy, counts({ accountFromAddress: { count: 5, resetInMs: MIN } }))).toEqual({
      kind: 'open',
      delayMs: 1000,
    });
  });
});

describe('locks', () => {
  it('locks an account at its limit from one address, until that window ends', () => {
    const verdict = signInVerdict(
      policy,
      counts({
        accountFromAddress: { count: 10, resetInMs: 4 * MIN },
        account: { count: 12, resetInMs: 9 * MIN },
      }),
    );
    expect(verdict).toEqual({ kind: 'locked', reason: 'account', retryAfterMs: 4 * MIN });
    expect(signInVerdict(policy, counts({ accountFromAddress: { count: 9, resetInMs: 4 * MIN } })).kind).toBe(
      'open',
    );
  });

  it('waits for every account limit reached', () => {
    const verdict = signInVerdict(
      policy,
      counts({
        accountFromAddress: { count: 10, resetInMs: 4 * MIN },
        account: { count: 30, resetInMs: 9 * MIN },
      }),
    );
    expect(verdict).toEqual({ kind: 'locked', reason: 'account', retryAfterMs: 9 * MIN });
  });

  it('does not lock a shared address for many failures over a few accounts (an office with typos)', () => {
    const office = counts({
      addressFailures: { count: 150, resetInMs: MIN },
      addressAccounts: { count: 19, resetInMs: MIN },
    });
    expect(signInVerdict(policy, office)).toEqual({ kind: 'open', delayMs: 0 });
  });

  it('does not lock a shared address for a few failures over many accounts', () => {
    const busy = counts({
      addressFailures: { count: 99, resetInMs: MIN },
      addressAccounts: { count: 60, resetInMs: MIN },
    });
    expect(signInVerdict(policy, busy).kind).toBe('open');
  });

  it('locks an attacking address (many failures over many accounts) until either count runs out', () => {
    const attack = counts({
      addressFailures: { count: 100, resetInMs: 7 * MIN },
      addressAccounts: { count: 20, resetInMs: 3 * MIN },
    });
    expect(signInVerdict(policy, attack)).toEqual({
      kind: 'locked',
      reason: 'address',
      retryAfterMs: 3 * MIN,
    });
  });
});

describe('retry texts', () => {
  it('rounds up to whole seconds and minutes', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(4001)).toBe(5);
    expect(retryWait(1000)).toBe('1 second');
    expect(retryWait(45_000)).toBe('45 seconds');
    expect(retryWait(60_000)).toBe('1 minute');
    expect(retryWait(3 * MIN + 1)).toBe('4 minutes');
  });

  it('tells the user when to try again', () => {
    expect(lockedMessage({ reason: 'account', retryAfterMs: 4 * MIN })).toBe(
      'Too many failed sign-ins. Try again in 4 minutes.',
    );
    expect(lockedMessage({ reason: 'address', retryAfterMs: 30_000 })).toBe(
      'Too many failed sign-ins from this network. Try again in 30 seconds.',
    );
  });
});
