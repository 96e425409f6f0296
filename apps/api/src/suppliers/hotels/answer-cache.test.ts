import { describe, expect, it } from 'vitest';
import { cacheSizes } from '@portal/domain';
import { answerCache } from './answer-cache.ts';

const reported = (name: string) => cacheSizes().find((c) => c.name === name);

describe('answerCache bounds and report', () => {
  it('drops the oldest answers past its byte bound and reports what it holds', () => {
    const cache = answerCache<string>('test-answer-bytes', {
      max: 10,
      maxBytes: 3_000,
      ttlMs: 1_000,
      sizeOf: (value) => value.length,
    });
    const hotels = [{}];
    cache.set('s1', hotels, 0, 'x'.repeat(1_000));
    cache.set('s2', hotels, 0, 'x'.repeat(1_000));
    expect(cache.size).toBe(2);
    const held = reported('test-answer-bytes');
    expect(held).toMatchObject({ entries: 2, maxBytes: 3_000 });
    expect(held!.bytes).toBe(cache.bytes);
    expect(cache.bytes).toBeGreaterThan(2_000);
    cache.set('s3', hotels, 0, 'x'.repeat(1_000));
    expect(cache.get('s1', hotels, 0)).toBeUndefined();
    expect(cache.get('s3', hotels, 0)?.value).toHaveLength(1_000);
    expect(cache.bytes).toBeLessThanOrEqual(3_000);
    cache.clear();
    expect(reported('test-answer-bytes')).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('sizes an answer in flight when it settles, and drops the oldest if it then passes the bound', async () => {
    const cache = answerCache<Promise<string>>('test-answer-promises', {
      max: 10,
      maxBytes: 8_000,
      ttlMs: 1_000,
      sizeOf: (value) => value.length,
    });
    const hotels = [{}];
    cache.set('old', hotels, 0, Promise.resolve('x'.repeat(3_000)));
    let settle!: (value: string) => void;
    const pending = cache.set('new', hotels, 0, new Promise<string>((resolve) => (settle = resolve)));
    await Promise.resolve();
    const before = cache.bytes;
    expect(before).toBeLessThan(6_000);
    settle('x'.repeat(6_000));
    await pending.value;
    await Promise.resolve();
    expect(cache.get('old', hotels, 0)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeGreaterThan(6_000);
    expect(reported('test-answer-promises')?.bytes).toBe(cache.bytes);
  });
});
