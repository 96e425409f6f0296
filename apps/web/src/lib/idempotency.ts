import { useCallback, useRef } from 'react';

/**
 * One money-moving attempt: an Idempotency-Key bound to the request it was made for. A retry of
 * the same request after an unknown outcome reuses the key, so the server answers it once; a
 * changed request or a settled outcome starts a new attempt with a new key.
 */
export interface Attempt {
  key: string;
  fingerprint: string;
}

export function attemptFor(
  previous: Attempt | null,
  fingerprint: string,
  newKey: () => string = () => crypto.randomUUID(),
): Attempt {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint };
}

/**
 * True when the server may or may not have done the work (network failure, timeout, 5xx, or 409
 * "still running"): the next try must reuse the key. A 2xx or another 4xx is a final answer.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return true;
  const { status } = error;
  if (typeof status === 'number') return status >= 500 || status === 409;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
}

/** Keeps the Idempotency-Key of the current attempt across retries of the same request. */
export function useIdempotentAttempt() {
  const current = useRef<Attempt | null>(null);
  const keyFor = useCallback((fingerprint: string) => {
    current.current = attemptFor(current.current, fingerprint);
    return current.current.key;
  }, []);
  /** Call with the failed call's error, or null after success. */
  const settle = useCallback((error: unknown) => {
    if (error === null || !outcomeUnknown(error)) current.current = null;
  }, []);
  return { keyFor, settle };
}
