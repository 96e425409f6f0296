import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryOnConflict, sqlStateOf } from './retry.ts';

const pgError = (code: string, message = `pg ${code}`) => Object.assign(new Error(message), { code });
/** What drizzle throws: its own error with the driver's error as `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

function script(failures: (Error | undefined)[], result = 'done') {
  let calls = 0;
  const work = async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return result;
  };
  return { work, calls: () => calls };
}

const noWait = { sleep: async () => undefined };

describe('retryOnConflict', () => {
  it('retries deadlocks (40P01) and serialization failures (40001), also when wrapped', async () => {
    const s = script([pgError('40P01'), wrapped('40001'), wrapped('40P01')]);
    await expect(retryOnConflict(s.work, noWait)).resolves.toBe('done');
    expect(s.calls()).toBe(4);
  });

  it('gives up after the given number of attempts and throws the last conflict', async () => {
    const last = pgError('40P01', 'the fourth deadlock');
    const s = script([pgError('40P01'), pgError('40001'), pgError('40P01'), last, pgError('40P01')]);
    await expect(retryOnConflict(s.work, { ...noWait, attempts: 4 })).rejects.toBe(last);
    expect(s.calls()).toBe(4);
  });

  it('does not retry any other error', async () => {
    for (const error of [
      pgError('23505'),
      wrapped('23503'),
      pgError('57014'),
      new Error('plain'),
      Object.assign(new Error('app'), { code: 'CONFLICT' }),
    ]) {
      const s = script([error]);
      await expect(retryOnConflict(s.work, noWait)).rejects.toBe(error);
      expect(s.calls()).toBe(1);
    }
  });

  it('waits a jittered, growing, capped delay between attempts', async () => {
    const delays: number[] = [];
    const s = script(Array.from({ length: 6 }, () => pgError('40P01')));
    await retryOnConflict(s.work, {
      attempts: 7,
      baseDelayMs: 10,
      maxDelayMs: 100,
      random: () => 0.5,
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    expect(delays).toEqual([5, 10, 20, 40, 50, 50]);
  });

  it('reports each retry', async () => {
    const seen: number[] = [];
    const s = script([pgError('40001'), pgError('40001')]);
    await retryOnConflict(s.work, { ...noWait, onRetry: ({ attempt }) => seen.push(attempt) });
    expect(seen).toEqual([1, 2]);
  });
});

describe('sqlStateOf / isRetryableConflict', () => {
  it('reads SQLSTATEs through wrappers and ignores codes that are not SQLSTATEs', () => {
    expect(sqlStateOf(wrapped('40P01'))).toBe('40P01');
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(isRetryableConflict(undefined)).toBe(false);
    expect(isRetryableConflict('40P01')).toBe(false);
  });
});
