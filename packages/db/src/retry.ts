/**
 * Retrying a whole transaction when PostgreSQL aborted it to resolve a conflict: a serialization
 * failure (40001) or a deadlock (40P01). Both mean "nothing of this transaction happened, run it
 * again"; any other error is the caller's to handle and is never retried.
 */

/** SQLSTATEs that abort a transaction only because of a concurrent one. */
export const RETRYABLE_SQLSTATES = ['40001', '40P01'] as const;

/** The SQLSTATE of a database error, looking through wrappers (drizzle puts the driver's error in `cause`). */
export function sqlStateOf(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryableConflict(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state !== undefined && (RETRYABLE_SQLSTATES as readonly string[]).includes(state);
}

export interface RetryOptions {
  /** Total runs, the first included. */
  attempts?: number;
  /** Upper bound of the first back-off; doubles per retry up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry (logging, counting). */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
  /** Injected in tests. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const DEFAULT_TRANSACTION_ATTEMPTS = 6;

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `work` until it succeeds, fails with a non-retryable error, or has run `attempts` times (the
 * last conflict is then thrown). Between runs it waits a random time up to an exponentially growing
 * bound ("full jitter"), so transactions that collided do not collide again in lockstep.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? DEFAULT_TRANSACTION_ATTEMPTS);
  const base = options.baseDelayMs ?? 5;
  const max = options.maxDelayMs ?? 200;
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      const bound = Math.min(max, base * 2 ** (attempt - 1));
      const delayMs = Math.round(random() * bound);
      options.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs);
    }
  }
}
