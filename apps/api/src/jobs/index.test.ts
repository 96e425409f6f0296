import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { startJobs } from './index.ts';

// The mail outbox job always runs too: its database answers "nothing to send".
const deps = {
  env: { DATA_DIR: '/tmp/portal-jobs-test', MAIL_FROM: 'test@example.test' },
  database: { db: { execute: async () => ({ rows: [] }) } },
  clock: { now: () => new Date() },
} as unknown as AppDeps;
const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startJobs', () => {
  it('runs a job with firstRunMs soon after start, then every everyMs', async () => {
    const runs: number[] = [];
    const stop = startJobs(deps, log, [
      {
        name: 'soon',
        everyMs: 60_000,
        firstRunMs: 5_000,
        run: async () => {
          runs.push(Date.now());
        },
      },
    ]);
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs.map((at) => at - start)).toEqual([5_000, 65_000, 125_000]);
    await stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toHaveLength(3);
  });

  it('runs a job without firstRunMs first after everyMs, and hands it the logger', async () => {
    const seen: unknown[] = [];
    const stop = startJobs(deps, log, [
      {
        name: 'plain',
        everyMs: 10_000,
        run: async (logger) => {
          seen.push(logger);
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([log]);
    await stop();
  });

  it('stops a job that has not had its first run yet', async () => {
    const run = vi.fn(async () => undefined);
    const stop = startJobs(deps, log, [{ name: 'late', everyMs: 60_000, firstRunMs: 5_000, run }]);
    await stop();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(run).not.toHaveBeenCalled();
  });
});
