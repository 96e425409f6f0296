import { describe, expect, it } from 'vitest';
import { attemptFor, outcomeUnknown } from './idempotency';

describe('idempotency attempts', () => {
  it('keeps the key for a retry of the same request and makes a new one otherwise', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = attemptFor(null, 'card:100.00', newKey);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, 'card:100.00', newKey)).toBe(first);
    expect(attemptFor(first, 'card:200.00', newKey).key).toBe('key-2');
  });

  it('treats network failures, 5xx and 409 as unknown outcomes', () => {
    expect(outcomeUnknown({ status: 'FETCH_ERROR', error: 'x' })).toBe(true);
    expect(outcomeUnknown({ status: 'TIMEOUT_ERROR' })).toBe(true);
    expect(outcomeUnknown({ status: 502 })).toBe(true);
    expect(outcomeUnknown({ status: 409 })).toBe(true);
    expect(outcomeUnknown({ status: 400 })).toBe(false);
    expect(outcomeUnknown({ status: 422 })).toBe(false);
    expect(outcomeUnknown(new Error('boom'))).toBe(true);
  });
});
