import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { bookingOrders, flightSearchSessions, flightSelections, type DbOrTx, type Tx } from '@portal/db';
import type { FlightFare, FlightOffer } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { assertFlightsEnabled, type Buyer } from '../markup-layers.ts';

/** How long a selected fare (tbId) may be booked: the time limit the details page counts down. */
export const SELECTION_TTL_MS = 30 * 60_000;

export type Selection = typeof flightSelections.$inferSelect;
/** The stored offer of a selection: the search's offer with only the chosen fare. */
export type SelectedOffer = Omit<FlightOffer, 'fares'> & { fares: [FlightFare] };

/** Orders whose selection may be booked again: they took no money and hold nothing. */
const ENDED = ['failed', 'expired', 'discarded'] as const;

/**
 * The original's addToCart: one fare of one offer of the caller's stored search becomes a tbId.
 * Another agent's or an unknown search: 404; an expired one: 410.
 */
export async function selectFare(
  deps: AppDeps,
  buyer: Buyer,
  body: { searchId: string; offerId: string; fareKey: string },
): Promise<{ tbId: string; expiresAt: string }> {
  const { db } = deps.database;
  await assertFlightsEnabled(db, buyer.agentId);
  const [search] = await db
    .select()
    .from(flightSearchSessions)
    .where(eq(flightSearchSessions.id, body.searchId));
  if (!search || search.agentId !== buyer.agentId) throw notFound('Flight search');
  const now = deps.clock.now();
  if (search.expiresAt <= now) throw new AppError('GONE', 'This search has expired. Please search again.');
  const offer = (search.offers as FlightOffer[]).find((o) => o.offerId === body.offerId);
  const fare = offer?.fares.find((f) => f.fareKey === body.fareKey);
  if (!offer || !fare) throw notFound('This fare in the search');
  const query = search.query as {
    type: Selection['tripType'];
    noOfAdults: number;
    noOfChildren: number;
    noOfInfants: number;
  };
  const expiresAt = new Date(now.getTime() + SELECTION_TTL_MS);
  const [row] = await db
    .insert(flightSelections)
    .values({
      agentId: buyer.agentId,
      searchId: search.id,
      offerId: offer.offerId,
      fareKey: fare.fareKey,
      tripType: query.type,
      travellers: { adult: query.noOfAdults, children: query.noOfChildren, infant: query.noOfInfants },
      offer: { ...offer, fares: [fare] },
      seenPrice: fare.price.agentPrice,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: flightSelections.id });
  return { tbId: row!.id, expiresAt: expiresAt.toISOString() };
}

/**
 * The caller's live selection: unknown or another agent's 404, past its time limit 410, flights
 * switched off for the agent since it chose: 403.
 */
export async function ownedSelection(deps: AppDeps, agentId: string, tbId: string): Promise<Selection> {
  await assertFlightsEnabled(deps.database.db, agentId);
  const [row] = await deps.database.db.select().from(flightSelections).where(eq(flightSelections.id, tbId));
  if (!row || row.agentId !== agentId) throw notFound('Flight selection');
  if (row.expiresAt <= deps.clock.now())
    throw new AppError('GONE', 'The time limit to book this fare has passed. Please search again.');
  return row;
}

export const offerOf = (s: Selection) => s.offer as unknown as SelectedOffer;

const alreadyBooked = () =>
  new AppError(
    'CONFLICT',
    'This flight is already booked from this selection: open it in your flight orders, or search again to book another.',
  );

/** A selection books once: refused early (before any pricing) when a live order already used it. */
export async function assertNotBooked(db: DbOrTx, selection: Selection): Promise<void> {
  if (!selection.orderId) return;
  const [order] = await db
    .select({ status: bookingOrders.status })
    .from(bookingOrders)
    .where(eq(bookingOrders.id, selection.orderId));
  if (order && !(ENDED as readonly string[]).includes(order.status)) throw alreadyBooked();
}

/**
 * Inside the booking transaction: the selection becomes this order's, by one conditional update (a
 * concurrent second booking waits on the row and then finds it taken).
 */
export async function claimSelection(tx: Tx, selectionId: string, agentId: string, orderId: string) {
  const claimed = await tx
    .update(flightSelections)
    .set({ orderId })
    .where(
      and(
        eq(flightSelections.id, selectionId),
        eq(flightSelections.agentId, agentId),
        or(
          isNull(flightSelections.orderId),
          inArray(
            flightSelections.orderId,
            tx
              .select({ id: bookingOrders.id })
              .from(bookingOrders)
              .where(inArray(bookingOrders.status, [...ENDED])),
          ),
        ),
      ),
    )
    .returning({ id: flightSelections.id });
  if (claimed.length === 0) throw alreadyBooked();
}

/** Housekeeping: selections a day past their time limit that never became a booking. */
export async function purgeSelections(deps: AppDeps): Promise<number> {
  const gone = await deps.database.db
    .delete(flightSelections)
    .where(
      and(
        lt(flightSelections.expiresAt, new Date(deps.clock.now().getTime() - 86_400_000)),
        isNull(flightSelections.orderId),
      ),
    )
    .returning({ id: flightSelections.id });
  return gone.length;
}
