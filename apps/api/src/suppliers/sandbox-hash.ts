const FNV_OFFSET = 0x811c9dc5;

/**
 * The FNV-1a state after `text`, continuing from `state` (a prefix's state): hashing a long prefix
 * once and each suffix from it gives exactly hash32(prefix + suffix) (sandbox-hash.test.ts).
 */
export function fnv32(text: string, state: number = FNV_OFFSET): number {
  let h = state;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** An FNV-1a state spread by a murmur3 finaliser: the hash. */
export function finish32(state: number): number {
  let h = state;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A fast, stable 32-bit hash (FNV-1a, then a murmur3 finaliser to spread the bits). The sandbox
 * bedbank's prices and the sandbox flights' schedules and fares come from it, so they are the same on
 * every node and every call for the same inputs. Not for anything secret.
 */
export function hash32(text: string): number {
  return finish32(fnv32(text));
}
