import { inArray } from 'drizzle-orm';
import { agencyUsers, apiKeys, type DbOrTx } from '@portal/db';

/**
 * "Booked by" (issue 32): the name of the agency user who booked each order, for any product's list and
 * details. Orders from before agencies had users show none. Lists filter by user with
 * `BookingListFilters.bookedBy`.
 */
export async function bookedByNames(
  db: DbOrTx,
  orders: readonly { id: string; bookedBy: string | null }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(orders.map((o) => o.bookedBy).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await db
    .select({ id: agencyUsers.id, name: agencyUsers.name })
    .from(agencyUsers)
    .where(inArray(agencyUsers.id, ids));
  const names = new Map(users.map((u) => [u.id, u.name]));
  // An API key books as a user of its own (issue 39): its orders say which key made them.
  const keyIds = ids.filter((id) => !names.has(id));
  if (keyIds.length > 0)
    for (const k of await db
      .select({ id: apiKeys.id, name: apiKeys.name })
      .from(apiKeys)
      .where(inArray(apiKeys.id, keyIds)))
      names.set(k.id, `API key ${k.name}`);
  const out = new Map<string, string>();
  for (const o of orders) {
    const name = o.bookedBy ? names.get(o.bookedBy) : undefined;
    if (name) out.set(o.id, name);
  }
  return out;
}
