import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { apiKeys, bookingOrders, type Tx } from '@portal/db';
import { apiKeyCapMessage, formatMinor } from '@portal/domain';
import { AppError } from '../../../lib/app-error.ts';

/** Orders that cost nothing in the end (never paid or given up) do not count towards a key's day. */
const NOT_SPENT = ['failed', 'expired', 'discarded'] as const;

/**
 * An API key's caps (issue 39), checked by the core before anything is held, debited or reserved, for
 * every payment method: the booker is a key when its user id is one. The key's row is locked for the
 * transaction, so two bookings of one key are counted one after the other (the second sees the first).
 * A person (no key row) passes untouched.
 */
export async function assertWithinApiKeyCaps(
  tx: Tx,
  userId: string | null | undefined,
  total: number,
  now: Date,
): Promise<void> {
  if (!userId) return;
  const [key] = await tx
    .select({ bookingCap: apiKeys.bookingCap, dailyCap: apiKeys.dailyCap })
    .from(apiKeys)
    .where(eq(apiKeys.id, userId))
    .for('update');
  if (!key) return;
  if (key.bookingCap !== null && total > key.bookingCap)
    throw new AppError(
      'FORBIDDEN',
      apiKeyCapMessage('booking', { total: formatMinor(total), cap: formatMinor(key.bookingCap) }),
    );
  if (key.dailyCap === null) return;
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const [row] = await tx
    .select({ spent: sql<string>`coalesce(sum(${bookingOrders.totalAgentPrice}), 0)` })
    .from(bookingOrders)
    .where(
      and(
        eq(bookingOrders.bookedBy, userId),
        gte(bookingOrders.createdAt, dayStart),
        lt(bookingOrders.createdAt, dayEnd),
        notInArray(bookingOrders.status, [...NOT_SPENT]),
      ),
    );
  const spent = Number(row?.spent ?? 0);
  if (spent + total > key.dailyCap)
    throw new AppError(
      'FORBIDDEN',
      apiKeyCapMessage('day', {
        total: formatMinor(total),
        cap: formatMinor(key.dailyCap),
        spent: formatMinor(spent),
      }),
    );
}
