import { describe, expect, it } from 'vitest';
import { cronOf, periodicQueue, type Job } from './index.ts';
import { DEAD_LETTERS } from './queue.ts';

const job = (everyMs: number, firstRunMs?: number): Job => ({
  name: 'j',
  everyMs,
  ...(firstRunMs === undefined ? {} : { firstRunMs }),
  run: async () => undefined,
});

describe('cronOf', () => {
  it('schedules whole minutes and whole hours by cron', () => {
    expect(cronOf(job(60_000))).toBe('* * * * *');
    expect(cronOf(job(10 * 60_000))).toBe('*/10 * * * *');
    expect(cronOf(job(60 * 60_000))).toBe('0 */1 * * *');
    expect(cronOf(job(6 * 60 * 60_000))).toBe('0 */6 * * *');
  });

  it('leaves shorter periods, odd periods and jobs with a first run to ticks', () => {
    expect(cronOf(job(2_000))).toBeNull();
    expect(cronOf(job(30_000))).toBeNull();
    expect(cronOf(job(90_000))).toBeNull();
    expect(cronOf(job(60_000, 5_000))).toBeNull();
    expect(cronOf(job(24 * 60 * 60_000))).toBeNull();
  });
});

describe('periodicQueue', () => {
  it('runs one at a time, retries with backoff and ends in the dead letters', () => {
    expect(periodicQueue(job(30_000))).toMatchObject({
      name: 'j',
      policy: 'singleton',
      retryBackoff: true,
      retryLimit: 2,
      retryDelayMax: 30,
      deadLetter: DEAD_LETTERS,
    });
  });
});
