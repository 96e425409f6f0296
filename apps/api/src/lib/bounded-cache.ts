import { LRUCache } from 'lru-cache';
import { registerCache, stringBytes, type CacheMeasure } from '@portal/domain';

export { cacheSizes, type CacheSize } from '@portal/domain';

/**
 * THE way a node keeps anything in process memory (docs/decisions/0027-bounded-caches-and-node-memory.md): a
 * least-recently-used cache with a bound on entries AND on bytes (an estimate of each entry's size,
 * made once when it is stored), optionally an age. Every cache registers under its name, so
 * /metrics reports the entries and bytes of each (portal_cache_entries / portal_cache_bytes,
 * lib/metrics.ts) and bench/memory.mjs prints them. A cache that would need more than its bound
 * drops its least recently used entries: a miss costs a rebuild, never a wrong answer.
 */
export interface CacheBound<K, V> {
  /** Most entries kept. */
  maxEntries: number;
  /** Most bytes kept (the sum of `sizeOf`); an entry larger than this is not kept at all. */
  maxBytes: number;
  /**
   * Entries older than this are not answered (ms since stored); none by default. Expired entries that
   * nobody asks for again are dropped by the next `set` at least `ttlMs` after the last such sweep, so
   * an aged cache holds what was stored in about its last two ages, not its bound's worth of old ones.
   */
  ttlMs?: number;
  /** The bytes an entry holds; `estimateBytes` of key and value when not given. */
  sizeOf?: (value: V, key: K) => number;
  /** Told of each entry dropped to keep the bound (not of deletes, replacements or expiries). */
  onEvict?: (value: V, key: K) => void;
}

export interface BoundedCache<K, V> {
  readonly name: string;
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  has(key: K): boolean;
  delete(key: K): void;
  clear(): void;
  /** The value, made (and kept) when missing. */
  getOrSet(key: K, make: () => V): V;
  readonly size: number;
  readonly bytes: number;
  readonly maxBytes: number;
}

export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  name: string,
  bound: CacheBound<K, V>,
): BoundedCache<K, V> {
  if (!(bound.maxEntries >= 1) || !(bound.maxBytes >= 1))
    throw new RangeError(`${name}: a bound of at least 1`);
  const sizeOf = bound.sizeOf ?? ((value: V, key: K) => estimateBytes(key) + estimateBytes(value));
  const lru = new LRUCache<K, V>({
    // No `max`: given one, lru-cache allocates its key, value and link arrays for that many entries
    // when the cache is made - 7 MB for a cache of 200,000 entries however few it holds, 22 MB over
    // the node's caches, counted by none (a heap snapshot, docs/decisions/0033-node-memory-budget.md).
    // Without it they are arrays that grow with the entries, and `set` below keeps the entry bound.
    max: 0,
    maxSize: bound.maxBytes,
    // lru-cache refuses sizes below 1 and entries above maxEntrySize (maxSize by default). Each entry
    // also costs the cache itself ENTRY_OVERHEAD_BYTES (its slots and its key map's entry).
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key) + ENTRY_OVERHEAD_BYTES)),
    ...(bound.ttlMs ? { ttl: bound.ttlMs, ttlAutopurge: false, updateAgeOnGet: false } : {}),
    ...(bound.onEvict
      ? {
          dispose: (value: V, key: K, reason: LRUCache.DisposeReason) => {
            if (reason === 'evict') bound.onEvict?.(value, key);
          },
        }
      : {}),
  });
  const registered: CacheMeasure = {
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
    maxBytes: bound.maxBytes,
  };
  registerCache(name, registered);

  // lru-cache drops an expired entry only when it is asked for (ttlAutopurge would set a timer per
  // entry): a memo of new stays is asked once and kept its bound's worth, 10 MB of contract offers no
  // search could use after five minutes of the memory bench (docs/decisions/0033-node-memory-budget.md,
  // session 4). One sweep per age, on a set, costs a walk of the entries.
  let sweptAt = performance.now();
  /** Stores, then drops least recently used entries past the entry bound (told as evictions). */
  const set = (key: K, value: V) => {
    lru.set(key, value);
    while (lru.size > bound.maxEntries) lru.pop();
    if (bound.ttlMs && performance.now() - sweptAt >= bound.ttlMs) {
      sweptAt = performance.now();
      lru.purgeStale();
    }
  };
  return {
    name,
    get: (key) => lru.get(key),
    set,
    has: (key) => lru.has(key),
    delete: (key) => void lru.delete(key),
    clear: () => lru.clear(),
    getOrSet(key, make) {
      let value = lru.get(key);
      if (value === undefined) {
        value = make();
        set(key, value);
      }
      return value;
    },
    // Through `registered`: the registry's weak reference lives as long as the cache is used.
    get size() {
      return registered.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
    maxBytes: bound.maxBytes,
  };
}

/**
 * What the cache itself spends per entry: a slot in each of its key, value, next, previous and size
 * arrays (8 bytes each as they grow), and its key map's entry (about 24 bytes).
 */
export const ENTRY_OVERHEAD_BYTES = 64;

/** Array, map and set elements measured before the rest is extrapolated from them. */
const SAMPLED_ELEMENTS = 16;
/** Object keys measured before the rest is extrapolated from them. */
const SAMPLED_KEYS = 64;
/** Nesting followed; deeper values count as 64 bytes each. */
const MAX_DEPTH = 6;

/**
 * A cheap estimate of the bytes a value holds in the V8 heap: strings at two bytes a character,
 * numbers 8, objects 16 plus 8 a property, arrays and maps from a sample of their elements (so the
 * cost stays bounded for large values), buffers their length. Shared objects are counted where
 * they are met; an estimate, meant to keep a bound near right, not exact. It allocates nothing for
 * plain data (no arrays of keys, no copies of maps and sets): a cache sizes each entry it keeps,
 * and a city search keeps hundreds - walking a hotel's offers with `Object.keys` made 24 KB of
 * garbage and took 0.1 ms, now 20 bytes and 0.02 ms. A cache that knows its entries' exact size
 * passes `sizeOf` instead.
 */
export function estimateBytes(value: unknown): number {
  return measure(value, 0);
}

function measure(value: unknown, depth: number): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value);
    case 'object':
      break;
    default:
      return 8;
  }
  if (value === null) return 8;
  if (depth >= MAX_DEPTH) return 64;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof ArrayBuffer) return 64 + value.byteLength;
  if (value instanceof Date) return 24;
  if (value instanceof Promise) return 64;
  if (Array.isArray(value)) return 32 + sampledArray(value, depth);
  if (value instanceof Map) return 64 + sampledMap(value, depth) + value.size * 16;
  if (value instanceof Set) return 64 + sampledSet(value, depth);
  // for-in rather than Object.keys: no array of keys per object measured.
  let keys = 0;
  let measured = 0;
  let bytes = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    keys += 1;
    if (measured < SAMPLED_KEYS) {
      bytes += measure((value as Record<string, unknown>)[key], depth + 1);
      measured += 1;
    }
  }
  if (measured < keys) bytes = (bytes / measured) * keys;
  return 16 + keys * 8 + bytes;
}

/** Up to SAMPLED_ELEMENTS elements spread over the array, extrapolated to all, plus 8 a slot. */
function sampledArray(items: readonly unknown[], depth: number): number {
  const count = items.length;
  if (count === 0) return 0;
  const step = Math.max(1, Math.floor(count / SAMPLED_ELEMENTS));
  let bytes = 0;
  let measured = 0;
  for (let i = 0; i < count && measured < SAMPLED_ELEMENTS; i += step, measured += 1)
    bytes += measure(items[i], depth + 1);
  return (bytes / measured) * count + count * 8;
}

/** The first SAMPLED_ELEMENTS keys and values, extrapolated to all. */
function sampledMap(map: ReadonlyMap<unknown, unknown>, depth: number): number {
  let bytes = 0;
  let measured = 0;
  for (const key of map.keys()) {
    if (measured === SAMPLED_ELEMENTS) break;
    bytes += measure(key, depth + 1) + measure(map.get(key), depth + 1);
    measured += 1;
  }
  return measured ? (bytes / measured) * map.size : 0;
}

/** The first SAMPLED_ELEMENTS elements, extrapolated to all, plus 8 a slot. */
function sampledSet(set: ReadonlySet<unknown>, depth: number): number {
  let bytes = 0;
  let measured = 0;
  for (const item of set) {
    if (measured === SAMPLED_ELEMENTS) break;
    bytes += measure(item, depth + 1);
    measured += 1;
  }
  return measured ? (bytes / measured) * set.size + set.size * 8 : 0;
}
