import { describe, expect, it } from 'vitest';
import { finish32, fnv32, hash32 } from './sandbox-hash.ts';

describe('sandbox hash', () => {
  it('is the FNV-1a + murmur3 hash it always was, and a prefix hashed once continues to hash32 of the whole text', () => {
    expect([hash32('s1|104729|boards'), hash32('s1|104729|DBL.ST|2030-04-10')]).toEqual([
      hash32Reference('s1|104729|boards'),
      hash32Reference('s1|104729|DBL.ST|2030-04-10'),
    ]);
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const text = (n: number) =>
      Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(random() * 200))).join('');
    for (let i = 0; i < 500; i++) {
      const prefix = text(Math.floor(random() * 40));
      const suffix = text(Math.floor(random() * 20));
      expect(finish32(fnv32(suffix, fnv32(prefix)))).toBe(hash32Reference(prefix + suffix));
      expect(hash32(prefix + suffix)).toBe(hash32Reference(prefix + suffix));
    }
  });
});

/** The hash as it was written before it was split in two (FNV-1a and the murmur3 finaliser in one). */
function hash32Reference(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
