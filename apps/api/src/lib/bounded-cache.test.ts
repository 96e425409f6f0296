import { describe, expect, it } from 'vitest';
import { boundedCache, cacheSizes, ENTRY_OVERHEAD_BYTES, estimateBytes } from './bounded-cache.ts';

describe('bounded caches', () => {
  it('drops the least recently used entry past its entry bound', () => {
    const cache = boundedCache<string, string>('test-entries', { maxEntries: 2, maxBytes: 1e6 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });

  it('keeps the sum of sizes under its byte bound and refuses an entry larger than it', () => {
    // Each entry counts its own size and what the cache spends on it.
    const entry = 100 + ENTRY_OVERHEAD_BYTES;
    const cache = boundedCache<string, number>('test-bytes', {
      maxEntries: 100,
      maxBytes: 2.5 * entry,
      sizeOf: (v) => v,
    });
    cache.set('a', 100);
    cache.set('b', 100);
    cache.set('c', 100);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(2 * entry);
    cache.set('huge', 400);
    expect(cache.has('huge')).toBe(false);
  });

  it('reports every cache of a name summed, and tells of evictions', () => {
    const evicted: string[] = [];
    const one = boundedCache<string, number>('test-report', {
      maxEntries: 1,
      maxBytes: 1000,
      sizeOf: () => 10,
      onEvict: (_v, k) => evicted.push(k),
    });
    const two = boundedCache<string, number>('test-report', {
      maxEntries: 5,
      maxBytes: 1000,
      sizeOf: () => 10,
    });
    one.set('x', 1);
    one.set('y', 2);
    two.set('z', 3);
    expect(evicted).toEqual(['x']);
    expect(cacheSizes().find((c) => c.name === 'test-report')).toEqual({
      name: 'test-report',
      entries: 2,
      bytes: 2 * (10 + ENTRY_OVERHEAD_BYTES),
      maxBytes: 2000,
    });
  });

  it('keeps its entry bound through getOrSet, and takes memory by the entries it holds', () => {
    const evicted: number[] = [];
    const cache = boundedCache<number, string>('test-grow', {
      maxEntries: 3,
      maxBytes: 1e6,
      onEvict: (_v, k) => evicted.push(k),
    });
    for (let i = 0; i < 5; i += 1) cache.getOrSet(i, () => `v${i}`);
    expect(cache.size).toBe(3);
    expect(evicted).toEqual([0, 1]);
    expect([2, 3, 4].every((k) => cache.get(k) === `v${k}`)).toBe(true);
    // A bound of a million entries allocates nothing up front (lru-cache's `max` would make arrays
    // of a million slots at once).
    const before = process.memoryUsage().arrayBuffers;
    const big = boundedCache<number, number>('test-no-prealloc', { maxEntries: 1_000_000, maxBytes: 1e9 });
    big.set(1, 1);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1_000_000);
  });

  it('answers an entry only within its age when it has one', async () => {
    const cache = boundedCache<string, string>('test-ttl', { maxEntries: 10, maxBytes: 1e6, ttlMs: 20 });
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops expired entries nobody asks for again, on a set one age after the last sweep', async () => {
    const cache = boundedCache<string, string>('test-ttl-sweep', {
      maxEntries: 10,
      maxBytes: 1e6,
      ttlMs: 20,
    });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.size).toBe(2);
    await new Promise((r) => setTimeout(r, 40));
    cache.set('c', 'C');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThan(200);
  });

  it('estimates large values from a sample, near their real size', () => {
    const row = (i: number) => ({
      id: `hotel-${i}`,
      name: 'A hotel name of some length',
      price: i,
      tags: ['a', 'b'],
    });
    const small = estimateBytes(Array.from({ length: 10 }, (_, i) => row(i)));
    const large = estimateBytes(Array.from({ length: 10_000 }, (_, i) => row(i)));
    expect(large / small).toBeGreaterThan(800);
    expect(large / small).toBeLessThan(1200);
    expect(estimateBytes('x'.repeat(1000))).toBeGreaterThanOrEqual(2000);
    expect(estimateBytes(Buffer.alloc(5000))).toBeGreaterThanOrEqual(5000);
  });

  it('counts strings, numbers, objects, arrays, maps and sets at their rates, own keys only', () => {
    expect(estimateBytes('abc')).toBe(16 + 3 * 2);
    expect(estimateBytes(7)).toBe(8);
    // 16 + 8 a key, plus each value.
    expect(estimateBytes({ a: 'abc', b: 1 })).toBe(16 + 2 * 8 + (16 + 6) + 8);
    // 32, plus each element and 8 a slot.
    expect(estimateBytes([1, 2, 3])).toBe(32 + 3 * 8 + 3 * 8);
    // 64, plus each key and value and 16 an entry.
    expect(estimateBytes(new Map([['k', 1]]))).toBe(64 + (16 + 2) + 8 + 16);
    expect(estimateBytes(new Set(['k', 'l']))).toBe(64 + 2 * (16 + 2) + 2 * 8);
    // A key inherited from a prototype is not the object's own.
    const child = Object.create({ inherited: 'x'.repeat(1000) }) as Record<string, unknown>;
    child.own = 1;
    expect(estimateBytes(child)).toBe(16 + 8 + 8);
  });

  it('reads only the sampled entries of a large map, not a copy of all of them', () => {
    let read = 0;
    const counted = <T>(iterator: IterableIterator<T>): MapIterator<T> => {
      const wrapped = {
        next: () => {
          read += 1;
          return iterator.next();
        },
        [Symbol.iterator]: () => wrapped,
      };
      return wrapped as unknown as MapIterator<T>;
    };
    class CountingMap<K, V> extends Map<K, V> {
      override keys() {
        return counted(super.keys());
      }
      override entries() {
        return counted(super.entries());
      }
      override [Symbol.iterator]() {
        return this.entries();
      }
    }
    const map = new CountingMap(Array.from({ length: 100_000 }, (_, i) => [i, i] as const));
    read = 0;
    expect(estimateBytes(map)).toBe(64 + 100_000 * (8 + 8 + 16));
    expect(read).toBeLessThanOrEqual(17);
  });
});
