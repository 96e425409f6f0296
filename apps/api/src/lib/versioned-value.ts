import type { ChangeTopic, DbHandle } from '@portal/db';
import { changeFeed, type ChangeVersions } from './change-feed.ts';
import { thenMaybe, type MaybePromise } from './maybe-promise.ts';

export interface VersionedValue<T> {
  /**
   * The value for the current versions of its topics, rebuilt (once, shared) when one has moved: the
   * value itself while it is current and built, so a hot read takes no promise and no microtask.
   */
  get(database: DbHandle): MaybePromise<T>;
  /** Drops this node's copy: the next `get` rebuilds and checks the counters (tests, local writers). */
  invalidate(database: DbHandle): void;
}

interface Entry<T> {
  key: string;
  /** The versions object the key was last found in (the feed keeps one until its next check). */
  seen: ChangeVersions;
  /** The build while it runs, then its value. */
  value: MaybePromise<T>;
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
  const entries = new WeakMap<DbHandle, Entry<T>>();

  const current = (database: DbHandle, versions: ChangeVersions): MaybePromise<T> => {
    const hit = entries.get(database);
    const key = hit?.seen === versions ? hit.key : topics.map((t) => versions[t]).join(':');
    if (hit?.key === key) {
      hit.seen = versions;
      return hit.value;
    }
    // The promise itself is kept, so concurrent requests after a change share one rebuild.
    const building = build(database);
    const entry: Entry<T> = { key, seen: versions, value: building };
    entries.set(database, entry);
    building.then(
      (value) => {
        entry.value = value;
      },
      () => {
        if (entries.get(database) === entry) entries.delete(database);
      },
    );
    return building;
  };

  return {
    get: (database) => thenMaybe(changeFeed(database).versions(), (versions) => current(database, versions)),
    invalidate(database) {
      entries.delete(database);
      changeFeed(database).recheck();
    },
  };
}
