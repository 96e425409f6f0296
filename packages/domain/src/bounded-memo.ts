/**
 * The process's caches and memos by name, for the report (docs/decisions/0027-bounded-caches-and-node-memory.md):
 * the API's least-recently-used caches (apps/api lib/bounded-cache.ts) and the memos of pure
 * functions (`boundedMemo` below) register here, and `cacheSizes()` sums the entries and bytes of
 * each name for /metrics (portal_cache_entries / portal_cache_bytes) and bench/memory.mjs.
 */
export interface CacheMeasure {
  readonly size: number;
  readonly bytes: number;
  readonly maxBytes: number;
}

export interface CacheSize {
  name: string;
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** The live caches by name; a name may have several (one per app instance in a test process). */
const registry = new Map<string, Set<{ deref(): CacheMeasure | undefined }>>();

/**
 * Reports `measure` under `name`. Held weakly (the report ends when the cache is collected, as one
 * made per app instance in a test process is), so the cache keeps it: a cache's own object, or one
 * its functions use. A measure of module state nothing else refers to is registered `forever`.
 */
export function registerCache(name: string, measure: CacheMeasure, forever = false): void {
  let refs = registry.get(name);
  if (!refs) registry.set(name, (refs = new Set()));
  refs.add(forever ? { deref: () => measure } : new WeakRef(measure));
}

/** Every registered cache's entries and bytes, summed per name, largest first. */
export function cacheSizes(): CacheSize[] {
  const out: CacheSize[] = [];
  for (const [name, refs] of registry) {
    const row = { name, entries: 0, bytes: 0, maxBytes: 0 };
    for (const ref of refs) {
      const cache = ref.deref();
      if (!cache) {
        refs.delete(ref);
        continue;
      }
      row.entries += cache.size;
      row.bytes += cache.bytes;
      row.maxBytes += cache.maxBytes;
    }
    out.push(row);
  }
  return out.sort((a, b) => b.bytes - a.bytes);
}

export interface MemoBound<K, V> {
  /** Most entries kept. */
  maxEntries: number;
  /** Most bytes kept (the sum of `sizeOf` and MEMO_ENTRY_BYTES an entry). */
  maxBytes: number;
  /** The bytes an entry holds, reckoned once when it is stored (cheaply: it runs on every miss). */
  sizeOf: (value: V, key: K) => number;
}

/** What a Map spends per entry besides its key and value: its slots in the hash table and entry list. */
export const MEMO_ENTRY_BYTES = 32;

/**
 * A memo of a pure function: a Map that empties itself when one more entry would pass its bound of
 * entries or bytes, and reports both under its name. For memos on a hot path (a lookup is the Map's
 * own; the size is reckoned only on a miss), where a least-recently-used order would cost more than
 * rebuilding the few entries a search needs again. A miss costs a rebuild, never a wrong answer.
 */
export class BoundedMemo<K, V> implements CacheMeasure {
  private readonly map = new Map<K, V>();
  private held = 0;
  readonly name: string;
  private readonly bound: MemoBound<K, V>;

  constructor(name: string, bound: MemoBound<K, V>) {
    this.name = name;
    this.bound = bound;
    if (!(bound.maxEntries >= 1) || !(bound.maxBytes >= 1))
      throw new RangeError(`${name}: a bound of at least 1`);
    registerCache(name, this);
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.held;
  }

  get maxBytes(): number {
    return this.bound.maxBytes;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  /** Stores a new entry (a memo stores on a miss); one larger than the whole bound is not kept. */
  set(key: K, value: V): void {
    const bytes = this.bound.sizeOf(value, key) + MEMO_ENTRY_BYTES;
    if (bytes > this.bound.maxBytes) return;
    if (this.map.size >= this.bound.maxEntries || this.held + bytes > this.bound.maxBytes) this.clear();
    this.map.set(key, value);
    this.held += bytes;
  }

  delete(key: K): void {
    const value = this.map.get(key);
    if (value === undefined || !this.map.delete(key)) return;
    this.held = Math.max(0, this.held - this.bound.sizeOf(value, key) - MEMO_ENTRY_BYTES);
  }

  clear(): void {
    this.map.clear();
    this.held = 0;
  }
}

/** A memo's bytes for a string: V8 stores most as one byte a character; 16 for its header. */
export const stringBytes = (text: string): number => 16 + text.length * 2;
