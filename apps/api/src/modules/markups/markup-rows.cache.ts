import type { DbHandle, DbOrTx } from '@portal/db';
import { boundedCache, type BoundedCache } from '../../lib/bounded-cache.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';

/** What a buyer's markup rows depend on besides the rows: who buys, and for whom when a sub-agent. */
export interface MarkupBuyer {
  agentId: string;
  role: 'reseller' | 'sub-agent';
  parentId: string | null;
}

/**
 * Buyers whose rows a node keeps: a buyer's rows are a few to a few hundred (one per marked hotel or
 * room type), about 1-2 KB for the usual handful; the bytes bound keeps agencies with many rows in check.
 */
export const MARKUP_ROWS_BOUND = { maxEntries: 2_000, maxBytes: 4 * 1024 * 1024 };

/** A cached read of one product's markup rows per buyer (see markupRowsCache). */
export interface MarkupRowsCache<T> {
  /**
   * The buyer's rows as of the change feed's 'markups' version (at most CHANGE_CHECK_MS old on
   * another node's write; at once on this node's, through noteLocalChange): from memory, without a
   * promise, when held. The value is shared by every search of the buyer and frozen: never mutate it.
   */
  get(database: DbHandle, buyer: MarkupBuyer): MaybePromise<T>;
}

interface Held<T> {
  /** The 'markups' version the entries were read at or after. */
  version: number;
  rows: BoundedCache<string, MaybePromise<T>>;
}

/**
 * THE home of a cached read of markup rows (ADR 0040): the rows one product's pricing needs for one
 * buyer, kept per database handle in a bounded, reported cache until the change counter 'markups'
 * moves - the triggers of migration 0046 bump it on every write to company, sub-agent and client
 * markups, whoever makes it (API, command line, SQL, an agent's deletion cascading) - and then emptied
 * whole: markups change seldom, a search is every second. The key is the buyer's id, role and parent,
 * everything the read depends on besides the rows, so a buyer who became a sub-agent or moved to
 * another parent reads again. A read started before a change and finished after it is not kept.
 *
 * For searches: a booking or anything that prices inside a transaction reads the rows itself.
 */
export function markupRowsCache<T extends object>(
  name: string,
  load: (db: DbOrTx, buyer: MarkupBuyer) => Promise<T>,
): MarkupRowsCache<T> {
  const held = new WeakMap<DbHandle, Held<T>>();

  const read = (database: DbHandle, buyer: MarkupBuyer, version: number): MaybePromise<T> => {
    let state = held.get(database);
    if (!state) {
      state = { version, rows: boundedCache(name, MARKUP_ROWS_BOUND) };
      held.set(database, state);
    } else if (state.version !== version) {
      state.rows.clear();
      state.version = version;
    }
    const { rows } = state;
    const key = `${buyer.agentId}|${buyer.role}|${buyer.parentId ?? ''}`;
    const hit = rows.get(key);
    if (hit !== undefined) return hit;
    // The promise is kept while it runs, so the concurrent searches of one buyer share one read.
    const loading = load(database.db, buyer).then(freezeRows);
    rows.set(key, loading);
    loading.then(
      (value) => {
        // Emptied meanwhile (the version moved): the value may predate the change, so it is not kept.
        if (rows.get(key) === loading) rows.set(key, value);
      },
      () => {
        if (rows.get(key) === loading) rows.delete(key);
      },
    );
    return loading;
  };

  return {
    get(database, buyer) {
      const versions = changeFeed(database).versions();
      return versions instanceof Promise
        ? versions.then((v) => read(database, buyer, v.markups))
        : read(database, buyer, versions.markups);
    },
  };
}

/** Freezes the rows and their arrays: the value is shared by every search of the buyer. */
function freezeRows<T extends object>(value: T): T {
  for (const field of Object.values(value)) {
    if (Array.isArray(field)) {
      for (const row of field) if (row && typeof row === 'object') Object.freeze(row);
      Object.freeze(field);
    }
  }
  return Object.freeze(value);
}
