import type { AppDeps } from '../deps.ts';
import { boundedCache } from '../lib/bounded-cache.ts';
import { changeFeed } from '../lib/change-feed.ts';
import type { Caller } from './auth.ts';

/** Entries re-checked against the database after this long even without a change (defence in depth). */
export const CALLER_MAX_AGE_MS = 60_000;
/** Past this many tokens the least recently used entry goes; a node rarely sees that many live sessions. */
const MAX_ENTRIES = 50_000;
/** A caller (roles, permissions, ids) and its token: about 2 KB. */
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  caller: Caller;
  /** `auth` counter version the session was read under. */
  version: number;
  /** Session end (the app's clock). */
  expiresAt: number;
  /** performance.now() when read. */
  readAt: number;
}

export type SessionResolver = (token: string) => Promise<{ caller: Caller; expiresAt: Date } | null>;

/**
 * Authentication without a database round trip on the hot path: a token whose signature and session
 * were checked is kept in memory, keyed by the token itself, until its session ends or the `auth`
 * change counter moves. The counter is bumped by triggers in the transaction that revokes a session
 * (logout, password change or reset, disabling) or changes an agent's status, role or parent, or an
 * admin's active flag (migration 0007), so a revoked token is refused:
 * - on the node that revoked it at once: the revoking code notes the change (noteLocalChange) and
 *   PGlite delivers the NOTIFY before the statement returns;
 * - on every other node as soon as the NOTIFY arrives (PostgreSQL LISTEN), and within CHANGE_CHECK_MS
 *   (1 s) in any case, the longest the feed keeps counter versions without reading them.
 * Tokens that fail are never kept (an attacker cannot fill the memory with bad tokens).
 */
export function callerCache(deps: AppDeps, resolveSession: SessionResolver) {
  const entries = boundedCache<string, Entry>('callers', { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES });
  let version = Number.NaN;

  return {
    async resolve(token: string): Promise<Caller | null> {
      const versions = await changeFeed(deps.database).versions();
      if (versions.auth !== version) {
        entries.clear();
        version = versions.auth;
      }
      const now = deps.clock.now().getTime();
      const hit = entries.get(token);
      if (hit) {
        if (
          hit.version === version &&
          now < hit.expiresAt &&
          performance.now() - hit.readAt < CALLER_MAX_AGE_MS
        )
          return hit.caller;
        entries.delete(token);
      }
      // Tagged with the version known before the read: if a revocation lands meanwhile, the counter
      // has moved past the tag and the entry is never used.
      const tag = version;
      const readAt = performance.now();
      const session = await resolveSession(token);
      if (!session) return null;
      if (tag === version) {
        entries.set(token, {
          caller: session.caller,
          version: tag,
          expiresAt: session.expiresAt.getTime(),
          readAt,
        });
      }
      return session.caller;
    },
  };
}
