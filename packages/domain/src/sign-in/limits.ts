/**
 * When a sign-in (agent or staff) may be tried, and how long it waits first. Only failures count, in
 * fixed windows shared by every API node:
 * - per account from this address, and per account from every address together: a few failures slow
 *   the account's answers down (bounded), and at the limit the account is locked until its window ends;
 * - per address over all accounts: an address is locked for everyone only when it is clearly attacking,
 *   that is many failures over many different accounts. An office, a hotel lobby or a load balancer
 *   shares one address; its users' own typos never lock each other out.
 */

/** Limits per window (the API's LOGIN_* settings). */
export interface SignInPolicy {
  /** Failures of one account from one address (LOGIN_RATE_LIMIT). */
  accountFromAddress: number;
  /** Failures of one account from all addresses together (LOGIN_EMAIL_RATE_LIMIT). */
  account: number;
  /** Failures from one address over all accounts (LOGIN_ADDRESS_RATE_LIMIT) ... */
  addressFailures: number;
  /** ... over at least this many different accounts (LOGIN_ADDRESS_ACCOUNTS). */
  addressAccounts: number;
}

/** A fixed-window counter: its count and how long until its window ends (0 when none is open). */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** The counters before this attempt. */
export interface SignInCounts {
  accountFromAddress: WindowCount;
  account: WindowCount;
  addressFailures: WindowCount;
  addressAccounts: WindowCount;
}

export type SignInVerdict =
  { kind: 'open'; delayMs: number } | { kind: 'locked'; reason: 'account' | 'address'; retryAfterMs: number };

/** Failures of an account before its answers slow down. */
export const SLOW_DOWN_AFTER = 3;
/** The first delay, doubled with each further failure ... */
export const SLOW_DOWN_FIRST_MS = 250;
/** ... up to this. */
export const SLOW_DOWN_MAX_MS = 2000;

/** How long an account's answer waits after `failures` failures: 0, 0, 0, 250, 500, 1000, 2000, 2000 ... */
export function slowDownMs(failures: number): number {
  if (failures < SLOW_DOWN_AFTER) return 0;
  const steps = Math.min(failures - SLOW_DOWN_AFTER, 16);
  return Math.min(SLOW_DOWN_MAX_MS, SLOW_DOWN_FIRST_MS * 2 ** steps);
}

export function signInVerdict(policy: SignInPolicy, counts: SignInCounts): SignInVerdict {
  const { accountFromAddress, account, addressFailures, addressAccounts } = counts;
  // The account opens again when every limit it has reached has run out.
  const accountLocks = [
    accountFromAddress.count >= policy.accountFromAddress ? accountFromAddress.resetInMs : null,
    account.count >= policy.account ? account.resetInMs : null,
  ].filter((ms): ms is number => ms !== null);
  if (accountLocks.length > 0)
    return { kind: 'locked', reason: 'account', retryAfterMs: Math.max(...accountLocks) };
  // Attacking needs both: the address opens again when either count's window ends.
  if (addressFailures.count >= policy.addressFailures && addressAccounts.count >= policy.addressAccounts)
    return {
      kind: 'locked',
      reason: 'address',
      retryAfterMs: Math.min(addressFailures.resetInMs, addressAccounts.resetInMs),
    };
  return { kind: 'open', delayMs: slowDownMs(Math.max(accountFromAddress.count, account.count)) };
}

/** Whole seconds for a Retry-After header: at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** "45 seconds", "1 minute", "4 minutes": whole minutes from a minute on, rounded up. */
export function retryWait(ms: number): string {
  const seconds = retryAfterSeconds(ms);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What a locked sign-in answers: "Too many failed sign-ins. Try again in 4 minutes." */
export function lockedMessage(verdict: { reason: 'account' | 'address'; retryAfterMs: number }): string {
  const from = verdict.reason === 'address' ? ' from this network' : '';
  return `Too many failed sign-ins${from}. Try again in ${retryWait(verdict.retryAfterMs)}.`;
}
