import type { DbHandle } from '@portal/db';
import type { WalletPosition } from '@portal/domain';
import { boundedCache, type BoundedCache } from '../../lib/bounded-cache.ts';
import { CHANGE_CHECK_MS } from '../../lib/change-feed.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';

/**
 * Wallet positions kept in memory for the balance every page's header asks for (docs/decisions/0006
 * and 0027). Only the READ of a position is answered from here: everything that moves money locks
 * and reads the wallet row in its transaction (wallet.service.ts positionOf with a transaction).
 *
 * Embedded database (PGlite) - exact, no expiry:
 * - PGlite opens in one process, so every wallet write goes through wallet.repository.ts here (the
 *   admin command line reaches a running server through it), and each write moves the agent's
 *   generation before its statement is sent and again when it returns;
 * - PGlite runs one transaction or statement at a time, so no read runs between a write and its commit
 *   (or rollback); a read keeps what it read only when the agent's generation did not move meanwhile,
 *   and an entry is used only while its generation is the agent's current one.
 *
 * PostgreSQL - other nodes and other writers, so an entry is answered for at most WALLET_FRESH_MS
 * (CHANGE_CHECK_MS, the bound of every other read of ADR 0006) after its read STARTED: a change
 * committed anywhere (another node, the command line, SQL by hand) shows on every node within that
 * bound. A write on this node shows here at once: it moves the agent's generation like on PGlite, and
 * for WALLET_FRESH_MS after it the agent's reads are answered but not kept (its transaction may still
 * be committing). No trigger or NOTIFY on wallet rows: every debit would serialize on the notify
 * queue (ADR 0006, consequences).
 */
export const WALLET_FRESH_MS = CHANGE_CHECK_MS;

/** Wallets kept per database; about 200 bytes each. */
const MAX_ENTRIES = 100_000;
/** Agents whose writes are remembered; one forgotten takes the highest forgotten generation. */
const MAX_WRITERS = 200_000;

interface Entry {
  generation: number;
  position: WalletPosition;
  /** performance.now() when the read that made it started. */
  readAt: number;
}

interface Written {
  generation: number;
  /** performance.now() of the agent's last write on this node. */
  at: number;
}

// Process-wide: agent ids are UUIDs, unique across the databases of a test process. Generations come
// from one sequence, so an agent whose record was dropped (bound) answers `forgotten` - never lower
// than what any kept entry of it holds, so such an entry can only miss, never be taken for current.
let sequence = 0;
let forgotten = 0;
const writes = boundedCache<string, Written>('wallet-writes', {
  maxEntries: MAX_WRITERS,
  maxBytes: MAX_WRITERS * 160,
  sizeOf: () => 160,
  onEvict: (written) => {
    forgotten = Math.max(forgotten, written.generation);
  },
});
const caches = new WeakMap<DbHandle, BoundedCache<string, Entry>>();

const generationOf = (agentId: string) => writes.get(agentId)?.generation ?? forgotten;

/** Called by every statement that writes a wallet row, before it is sent and after it returns. */
export function noteWalletWrite(agentIds: string | readonly string[]): void {
  const at = performance.now();
  for (const id of typeof agentIds === 'string' ? [agentIds] : agentIds)
    writes.set(id, { generation: ++sequence, at });
}

function cacheOf(database: DbHandle): BoundedCache<string, Entry> {
  let cache = caches.get(database);
  if (!cache) {
    cache = boundedCache<string, Entry>('wallet-positions', {
      maxEntries: MAX_ENTRIES,
      maxBytes: MAX_ENTRIES * 200,
      sizeOf: () => 200,
    });
    caches.set(database, cache);
  }
  return cache;
}

/**
 * The agent's position from memory when current (see above) - the very object, without a promise, so
 * the balance route answers it synchronously and its serialized answer is kept per object
 * (wallet.routes.ts) - else a promise of `read` (kept when it may be).
 */
export function cachedPosition(
  database: DbHandle,
  agentId: string,
  read: () => Promise<WalletPosition>,
): MaybePromise<WalletPosition> {
  const exact = database.kind === 'pglite';
  const cache = cacheOf(database);
  const generation = generationOf(agentId);
  const now = performance.now();
  const hit = cache.get(agentId);
  if (hit?.generation === generation && (exact || now - hit.readAt < WALLET_FRESH_MS)) return hit.position;
  return read().then((position) => {
    const lastWrite = writes.get(agentId)?.at;
    const settling = !exact && lastWrite !== undefined && now - lastWrite < WALLET_FRESH_MS;
    if (generationOf(agentId) === generation && !settling)
      cache.set(agentId, { generation, position, readAt: now });
    return position;
  });
}
