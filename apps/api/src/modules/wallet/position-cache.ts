import type { DbHandle } from '@portal/db';
import type { WalletPosition } from '@portal/domain';

/**
 * Wallet positions of the embedded database kept in memory, so the balance every page's header asks
 * for is not a PGlite query each time (PGlite runs on the event loop: each query holds up every other
 * request). Exact, not an expiring cache:
 * - PGlite opens in one process, so every wallet write goes through wallet.repository.ts here (the
 *   admin command line reaches a running server through it), and each write moves the agent's
 *   generation before its statement is sent and again when it returns;
 * - PGlite runs one transaction or statement at a time, so no read runs between a write and its commit
 *   (or rollback); a read keeps what it read only when the agent's generation did not move meanwhile,
 *   and an entry is used only while its generation is the agent's current one.
 * PostgreSQL has other nodes and other writers: no cache there (the read is one row by primary key).
 */

// Process-wide: agent ids are UUIDs, unique across the databases of a test process.
const generations = new Map<string, number>();
const caches = new WeakMap<DbHandle, Map<string, Entry>>();
/** Past this many wallets the oldest entry goes. */
const MAX_ENTRIES = 100_000;

interface Entry {
  generation: number;
  position: WalletPosition;
}

const generationOf = (agentId: string) => generations.get(agentId) ?? 0;

/** Called by every statement that writes a wallet row, before it is sent and after it returns. */
export function noteWalletWrite(agentIds: string | readonly string[]): void {
  for (const id of typeof agentIds === 'string' ? [agentIds] : agentIds)
    generations.set(id, generationOf(id) + 1);
}

/** The agent's position from memory on the embedded database, else from `read` (kept when still current). */
export async function cachedPosition(
  database: DbHandle,
  agentId: string,
  read: () => Promise<WalletPosition>,
): Promise<WalletPosition> {
  if (database.kind !== 'pglite') return read();
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  const generation = generationOf(agentId);
  const hit = cache.get(agentId);
  if (hit?.generation === generation) return hit.position;
  const position = await read();
  if (generationOf(agentId) === generation) {
    cache.delete(agentId);
    if (cache.size >= MAX_ENTRIES) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(agentId, { generation, position });
  }
  return position;
}
