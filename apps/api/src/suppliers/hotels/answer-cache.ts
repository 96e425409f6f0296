import { sameElements } from '../../lib/same-elements.ts';

/**
 * Recent whole answers of a hotel supplier, for a short while: the same stay (a key string: dates,
 * party, nationality, ...) over the very same hotel records (compared by identity - the content
 * cache hands out the same objects until it reloads them, so a thousand hotels compare in
 * microseconds instead of building and hashing a key of every id and code). A reloaded record, another
 * stay or an entry older than the TTL misses.
 */
export interface CachedAnswer<V> {
  stay: string;
  hotels: readonly object[];
  at: number;
  value: V;
}

export function answerCache<V>(options: { max: number; ttlMs: number }) {
  const entries: CachedAnswer<V>[] = [];
  return {
    get(stay: string, hotels: readonly object[], nowMs: number): CachedAnswer<V> | undefined {
      for (let i = entries.length - 1; i >= 0; i--) {
        const e = entries[i]!;
        if (e.stay !== stay || !sameElements(e.hotels, hotels)) continue;
        if (nowMs - e.at >= 0 && nowMs - e.at < options.ttlMs) return e;
        entries.splice(i, 1);
        return undefined;
      }
      return undefined;
    },
    set(stay: string, hotels: readonly object[], nowMs: number, value: V): CachedAnswer<V> {
      const held = entries.findIndex((e) => e.stay === stay && sameElements(e.hotels, hotels));
      if (held >= 0) entries.splice(held, 1);
      if (entries.length >= options.max) entries.shift();
      const entry = { stay, hotels, at: nowMs, value };
      entries.push(entry);
      return entry;
    },
    delete(entry: CachedAnswer<V>): void {
      const i = entries.indexOf(entry);
      if (i >= 0) entries.splice(i, 1);
    },
    clear(): void {
      entries.length = 0;
    },
  };
}

export type AnswerCache<V> = ReturnType<typeof answerCache<V>>;
