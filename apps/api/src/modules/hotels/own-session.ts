import type { DbOrTx } from '@portal/db';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SupplierLog } from './offers.ts';
import { findSession, type SessionRow } from './session.repository.ts';

/** The formats already logged by this process: a warning once each, not per request. */
const warned = new Set<string>();

/**
 * THE rule for reading a search session for a buyer (another page, a recheck): someone else's or a
 * missing session answers 404 exactly alike (nothing about it leaks); an expired one answers 410 so
 * the web searches again. So does one stored in a format this release does not know (a newer
 * release wrote it during a rolling deploy, or an old one): never a 500, and a warning logged once
 * per format.
 */
export async function ownLiveSession(
  db: DbOrTx,
  searchId: string,
  agentId: string,
  now: Date,
  log: SupplierLog,
): Promise<SessionRow> {
  const session = await findSession(db, searchId, now);
  if (session?.agentId !== agentId) throw notFound('Search');
  if (session.results === null) {
    // The version only: a format this release does not know may be large.
    const version = JSON.stringify((session.format as { v?: unknown } | null)?.v) ?? 'none';
    if (!warned.has(version)) {
      warned.add(version);
      log.warn(
        { searchId, version },
        'a hotel search session is stored in a format this release does not read: answered as expired',
      );
    }
    throw expired();
  }
  if (session.expiresAt.getTime() <= now.getTime()) throw expired();
  return session;
}

const expired = () => new AppError('GONE', 'This search has expired: search again to see current prices');
