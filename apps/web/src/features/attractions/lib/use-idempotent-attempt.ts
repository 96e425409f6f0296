import { useCallback, useRef } from 'react';
import { attemptFor, outcomeUnknown, type Attempt } from './idempotency-attempt';

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
