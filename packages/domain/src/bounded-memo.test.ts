import { describe, expect, it } from 'vitest';
import { BoundedMemo, cacheSizes, MEMO_ENTRY_BYTES, registerCache, stringBytes } from './bounded-memo.ts';
import { localDateTimeIn, plainDateIn, zonedDateTimeToInstant } from './plain-date.ts';

const reported = (name: string) => cacheSizes().find((c) => c.name === name);

describe('bounded memos', () => {
  it('empties itself when one more entry would pass its entry bound', () => {
    const memo = new BoundedMemo<string, number>('test-memo-entries', {
      maxEntries: 3,
      maxBytes: 1_000_000,
      sizeOf: () => 8,
    });
    for (const key of ['a', 'b', 'c']) memo.set(key, 1);
    expect([memo.get('a'), memo.size]).toEqual([1, 3]);
    memo.set('d', 4);
    expect([memo.get('a'), memo.get('d'), memo.size]).toEqual([undefined, 4, 1]);
    expect(memo.bytes).toBe(8 + MEMO_ENTRY_BYTES);
  });

  it('empties itself when one more entry would pass its byte bound, and keeps no entry larger than it', () => {
    const memo = new BoundedMemo<string, string>('test-memo-bytes', {
      maxEntries: 1_000,
      maxBytes: 3 * (100 + MEMO_ENTRY_BYTES),
      sizeOf: (value) => value.length,
    });
    const hundred = 'x'.repeat(100);
    for (const key of ['a', 'b', 'c']) memo.set(key, hundred);
    expect([memo.size, memo.bytes]).toEqual([3, 3 * (100 + MEMO_ENTRY_BYTES)]);
    memo.set('d', hundred);
    expect([memo.size, memo.get('c'), memo.get('d')]).toEqual([1, undefined, hundred]);
    memo.set('huge', 'x'.repeat(1_000));
    expect([memo.size, memo.get('huge')]).toEqual([1, undefined]);
    memo.delete('d');
    expect([memo.size, memo.bytes]).toEqual([0, 0]);
  });

  it('reports its entries, bytes and bound under its name, with every other registered cache', () => {
    const memo = new BoundedMemo<string, number>('test-memo-report', {
      maxEntries: 10,
      maxBytes: 5_000,
      sizeOf: (_, key) => stringBytes(key),
    });
    memo.set('abc', 1);
    expect(reported('test-memo-report')).toEqual({
      name: 'test-memo-report',
      entries: 1,
      bytes: stringBytes('abc') + MEMO_ENTRY_BYTES,
      maxBytes: 5_000,
    });
    const measures = [
      { size: 2, bytes: 30, maxBytes: 40 },
      { size: 1, bytes: 5, maxBytes: 40 },
    ];
    for (const measure of measures) registerCache('test-measure', measure);
    expect(reported('test-measure')).toEqual({ name: 'test-measure', entries: 3, bytes: 35, maxBytes: 80 });
    memo.clear();
    expect(reported('test-memo-report')).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('holds the zone conversions of plain-date.ts, reported with their sizes', () => {
    const at = new Date('2031-03-04T05:06:00Z');
    expect(plainDateIn(at, 'Asia/Tokyo')).toBe('2031-03-04');
    expect(localDateTimeIn(at, 'Asia/Tokyo')).toBe('2031-03-04T14:06');
    expect(zonedDateTimeToInstant('2031-03-04', '14:06', 'Asia/Tokyo').toISOString()).toBe(at.toISOString());
    for (const name of ['plain-date-in', 'local-date-times', 'zoned-instants']) {
      const row = reported(name);
      expect(row?.entries, name).toBeGreaterThanOrEqual(1);
      expect(row!.bytes, name).toBeGreaterThanOrEqual(row!.entries * (MEMO_ENTRY_BYTES + stringBytes('x')));
      expect(row!.maxBytes, name).toBeGreaterThan(0);
    }
  });
});
