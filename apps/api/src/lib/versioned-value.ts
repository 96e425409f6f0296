import type { ChangeTopic, DbHandle } from '@portal/db';
import { changeFeed } from './change-feed.ts';

export interface VersionedValue<T> {
  /** The value for the current versions of its topics, rebuilt (once, shared) when one has moved. */
  get(database: DbHandle): Promise<T>;
  /** Drops this node's copy: the next `get` rebuilds and checks the counters (tests, local writers). */
  invalidate(database: DbHandle): void;
}

/**
 * Something built from the database that every request may read from memory: reference lists, a
 * search index. It stays until a change counter of its topics moves - on any node, see change-feed.ts -
 * so a change shows on every node within CHANGE_CHECK_MS, not after a fixed expiry.
 */
export function versionedValue<T>(
  topics: readonly ChangeTopic[],
  build: (database: DbHandle) => Promise<T>,
): VersionedValue<T> {
  const entries = new WeakMap<DbHandle, { key: string; value: Promise<T> }>();
  return {
    async get(database) {
      const versions = await changeFeed(database).versions();
      const key = topics.map((t) => versions[t]).join(':');
      const hit = entries.get(database);
      if (hit?.key === key) return hit.value;
      // The promise itself is kept, so concurrent requests after a change share one rebuild.
      const entry = { key, value: build(database) };
      entries.set(database, entry);
      entry.value.catch(() => {
        if (entries.get(database) === entry) entries.delete(database);
      });
      return entry.value;
    },
    invalidate(database) {
      entries.delete(database);
      changeFeed(database).recheck();
    },
  };
}
