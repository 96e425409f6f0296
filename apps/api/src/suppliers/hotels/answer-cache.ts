import { registerCache, stringBytes } from '@portal/domain';
import { ENTRY_OVERHEAD_BYTES } from '../../lib/bounded-cache.ts';
import { sameElements } from '../../lib/same-elements.ts';

/**
 * Recent whole answers of a hotel supplier, for a short while: the same stay (a key string: dates,
 * party, nationality, ...) over the very same hotel records (compared by identity - the content
 * cache hands out the same objects until it reloads them, so a thousand hotels compare in
 * microseconds instead of building and hashing a key of every id and code). A reloaded record, another
 * stay or an entry older than the TTL misses.
 *
 * Bounded by entries and bytes like every cache of a node (ADR 0027) and reported under its name
 * (`cacheSizes`, /metrics). An answer still in flight (a promise) counts PENDING_BYTES until it
 * settles, then what `sizeOf` says of its value; the oldest entries go when the bytes pass the bound.
 */
export interface CachedAnswer<V> {
  stay: string;
  hotels: readonly object[];
  at: number;
  value: V;
  bytes: number;
}

export interface AnswerCacheBound<V> {
  /** Most answers kept. */
  max: number;
  /** Most bytes kept (the sum of each answer's `sizeOf`, its stay key and its hotels' slots). */
  maxBytes: number;
  ttlMs: number;
  /** The bytes of an answer's value (of a promise: of what it resolves to). */
  sizeOf: (value: Awaited<V>) => number;
}

/** An answer's bytes until its promise settles. */
const PENDING_BYTES = 1024;

export function answerCache<V>(name: string, bound: AnswerCacheBound<V>) {
  const entries: CachedAnswer<V>[] = [];
  const measure = { size: 0, bytes: 0, maxBytes: bound.maxBytes };
  registerCache(name, measure);
  const remove = (i: number) => {
    measure.bytes -= entries[i]!.bytes;
    entries.splice(i, 1);
    measure.size = entries.length;
  };
  /** Drops the oldest answers while over a bound. */
  const trim = () => {
    while (entries.length > 0 && (entries.length > bound.max || measure.bytes > bound.maxBytes)) remove(0);
  };
  const baseBytes = (stay: string, hotels: readonly object[]) =>
    ENTRY_OVERHEAD_BYTES + stringBytes(stay) + hotels.length * 8;
  return {
    get(stay: string, hotels: readonly object[], nowMs: number): CachedAnswer<V> | undefined {
      for (let i = entries.length - 1; i >= 0; i--) {
        const e = entries[i]!;
        if (e.stay !== stay || !sameElements(e.hotels, hotels)) continue;
        if (nowMs - e.at >= 0 && nowMs - e.at < bound.ttlMs) return e;
        remove(i);
        return undefined;
      }
      return undefined;
    },
    set(stay: string, hotels: readonly object[], nowMs: number, value: V): CachedAnswer<V> {
      const held = entries.findIndex((e) => e.stay === stay && sameElements(e.hotels, hotels));
      if (held >= 0) remove(held);
      const base = baseBytes(stay, hotels);
      const entry: CachedAnswer<V> = { stay, hotels, at: nowMs, value, bytes: base };
      const sized = (settled: Awaited<V>) => {
        const bytes = base + bound.sizeOf(settled);
        const kept = entries.includes(entry);
        if (kept) measure.bytes += bytes - entry.bytes;
        entry.bytes = bytes;
        if (kept) trim();
      };
      if (value instanceof Promise) {
        entry.bytes += PENDING_BYTES;
        value.then(sized, () => undefined);
      } else entry.bytes += bound.sizeOf(value as Awaited<V>);
      entries.push(entry);
      measure.bytes += entry.bytes;
      measure.size = entries.length;
      trim();
      return entry;
    },
    delete(entry: CachedAnswer<V>): void {
      const i = entries.indexOf(entry);
      if (i >= 0) remove(i);
    },
    clear(): void {
      entries.length = 0;
      measure.size = 0;
      measure.bytes = 0;
    },
    /** Answers held and their bytes (as reported). */
    get size() {
      return entries.length;
    },
    get bytes() {
      return measure.bytes;
    },
  };
}

export type AnswerCache<V> = ReturnType<typeof answerCache<V>>;
