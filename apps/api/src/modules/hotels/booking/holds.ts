import { and, eq, sql } from 'drizzle-orm';
import type { HotelRecheckAnswer } from '@portal/contracts';
import { hotelRateHolds, queryRows, type DbOrTx } from '@portal/db';
import {
  addDays,
  daysBetween,
  HOTEL_HOLD_LIMITS,
  holdLimitMessage,
  percentOf,
  type RateOffer,
} from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { giveRoomsBack, takeRooms } from '../../../suppliers/hotels/contract/bookings.repository.ts';
import { parseKey } from '../../../suppliers/hotels/contract/rate-keys.ts';
import { hotelSuppliers, type HotelSupplier } from '../../../suppliers/hotels/index.ts';
import { payLaterTerms, payLaterTermsView } from '../../bookings/core/index.ts';
import { walletConfig } from '../../wallet/wallet.config.ts';
import { hotelsWithIds } from '../content.cache.ts';
import { syncInventoryCaches } from '../inventory-sync.ts';
import { hotelById, loadHotels, type HotelRecord } from '../content.repository.ts';
import { cachedHotelMarkups, hotelLayerResolver, type Buyer } from '../markup-layers.ts';
import { priceOffer, type PricedOffer } from '../rate-pricing.ts';
import { ownLiveSession } from '../own-session.ts';
import type { SupplierLog } from '../offers.ts';
import { rateDto } from '../single.service.ts';

/** How long a rechecked rate is held for the apply page (the countdown). */
export const HOLD_MINUTES = HOTEL_HOLD_LIMITS.holdMinutes;

export type HoldRow = typeof hotelRateHolds.$inferSelect;

/** The stored quote of a hold: the priced offer exactly as the apply page showed it. */
export interface HoldQuote {
  offer: RateOffer;
  breakdown: PricedOffer['breakdown'];
}

export function suppliersOf(deps: AppDeps) {
  return hotelSuppliers(deps, async (id) => (await hotelsWithIds(deps.database.db, [id])).get(id) ?? null);
}

export function supplierFor(deps: AppDeps, source: string): HotelSupplier {
  const s = suppliersOf(deps);
  const supplier = source === 'contract' ? s.contract : s.bedbank;
  if (!supplier) throw new AppError('UNAVAILABLE', 'This supplier is not available now.');
  return supplier;
}

export async function hotelRecord(db: DbOrTx, hotelId: string): Promise<HotelRecord> {
  const [hotel] = await loadHotels(db, hotelById(hotelId));
  if (!hotel) throw notFound('Hotel');
  return hotel;
}

export function nightsOf(fromDate: string, toDate: string): string[] {
  return Array.from({ length: daysBetween(fromDate, toDate) }, (_, i) => addDays(fromDate, i));
}

/** One guest slot per adult and child of each searched room. */
export function travellerSlots(
  rooms: readonly { noOfAdults: number; childrenAges: number[] }[],
  allRequired: boolean,
): HotelRecheckAnswer['travellerDetails'] {
  return rooms.flatMap((r, i) => [
    ...Array.from({ length: r.noOfAdults }, (_, k) => ({
      roomId: i + 1,
      type: 'adult' as const,
      age: null,
      required: allRequired || k === 0,
    })),
    ...r.childrenAges.map((age) => ({ roomId: i + 1, type: 'child' as const, age, required: allRequired })),
  ]);
}

/**
 * The recheck (original: POST /hotels/availabilities/booking/room-rate): the rate of the agent's own
 * live search is asked again of its supplier (contract: allotment, stop sale, price; bedbank: its
 * checkrate), priced through the pipeline for the buyer, and held until `expiresAt`. A contract
 * hold takes its rooms off the allotment in the same statement that stores it; the expiry job gives
 * them back exactly once. A changed price is answered (priceChanged) and must be accepted at booking.
 */
export async function recheckRate(
  deps: AppDeps,
  buyer: Buyer,
  body: { searchId: string; hotelId: string; rateKey: string; expectedPrice?: number | undefined },
  log: SupplierLog,
): Promise<HotelRecheckAnswer> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const session = await ownLiveSession(db, body.searchId, buyer.agentId, now, log);
  if (session.results.kind !== 'single' || session.results.hotelId !== body.hotelId) throw notFound('Rate');
  const stored = session.results.rates.find((r) => r.offer.rateKey === body.rateKey);
  if (!stored) throw notFound('Rate');

  await syncInventoryCaches(deps.database);
  const supplier = supplierFor(deps, stored.offer.source);
  let checked;
  try {
    checked = await supplier.recheck(stored.offer.rateKey, now);
  } catch {
    throw new AppError('UNAVAILABLE', 'The hotel supplier did not answer; please try again.');
  }
  if (checked.status === 'sold-out')
    throw new AppError('CONFLICT', `Sold out: ${checked.message}`, { messageKey: 'booking.soldOut' });
  const hotel = await hotelRecord(db, body.hotelId);
  const markups = await cachedHotelMarkups.get(deps.database, buyer);
  const offer = checked.offer;
  const priced = priceOffer(
    offer,
    hotelLayerResolver(markups).layersOf({ hotel, roomTypeId: offer.roomTypeId, source: offer.source }),
  );
  const shown = body.expectedPrice ?? stored.breakdown.agentPrice;
  const rooms = session.query.rooms;
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const quote: HoldQuote = { offer, breakdown: priced.breakdown };

  const hold = await db.transaction(async (tx) => {
    await refuseOverHoldLimit(tx, buyer.agentId, now);
    let allotmentRooms = 0;
    if (offer.source === 'contract') {
      const key = parseKey(offer.rateKey);
      if (!key) throw notFound('Rate');
      const nights = nightsOf(key.fromDate, key.toDate);
      const taken = await takeRooms(tx, key.roomTypeId, nights, key.rooms.length);
      if (taken < nights.length)
        throw new AppError('CONFLICT', 'Sold out: the room has just sold out for these dates', {
          messageKey: 'booking.soldOut',
        });
      allotmentRooms = key.rooms.length;
    }
    const [row] = await tx
      .insert(hotelRateHolds)
      .values({
        agentId: buyer.agentId,
        searchId: session.id,
        hotelId: hotel.id,
        roomTypeId: offer.roomTypeId,
        source: offer.source,
        rateKey: offer.rateKey,
        boardCode: offer.boardCode,
        fromDate: session.query.fromDate,
        toDate: session.query.toDate,
        rooms,
        nationality: session.query.nationality,
        allotmentRooms,
        shownPrice: shown,
        agentPrice: priced.breakdown.agentPrice,
        quote: quote as unknown as Record<string, unknown>,
        expiresAt,
        createdAt: now,
      })
      .returning();
    return row!;
  });

  const roomType = hotel.roomTypes.find((r) => r.id === offer.roomTypeId);
  const methods: HotelRecheckAnswer['allowedPaymentMethods'] = ['wallet', 'card'];
  const payLaterUntil = offer.payLaterUntil ? new Date(offer.payLaterUntil) : null;
  const payLater =
    payLaterUntil && payLaterUntil > now
      ? payLaterTermsView(
          await payLaterTerms(deps, db, buyer.agentId, priced.breakdown.agentPrice, payLaterUntil),
        )
      : null;
  if (payLater?.allowed) methods.push('pay_later');
  const feePercent = walletConfig(deps.env).cardFeePercent;
  return {
    holdId: hold.id,
    expiresIn: Math.floor((expiresAt.getTime() - now.getTime()) / 1000),
    expiresAt: expiresAt.toISOString(),
    searchId: session.id,
    hotel: hotelSummary(hotel),
    roomType: { id: offer.roomTypeId, name: roomType?.name ?? offer.roomTypeName },
    rate: rateDto(priced),
    previousPrice: shown,
    priceChanged: shown !== priced.breakdown.agentPrice,
    allowedPaymentMethods: methods,
    payLater,
    cardFeePercent: feePercent,
    cardFee: percentOf(priced.breakdown.agentPrice, feePercent),
    fromDate: session.query.fromDate,
    toDate: session.query.toDate,
    noOfNights: daysBetween(session.query.fromDate, session.query.toDate),
    roomPaxes: rooms,
    nationality: session.query.nationality,
    travellerDetails: travellerSlots(rooms, hotel.allGuestDetailsRequired),
  };
}

/**
 * The per-agent cap on live holds (HOTEL_HOLD_LIMITS.maxOpenHoldsPerAgent): counted under a
 * transaction-scoped advisory lock of the agent, so parallel rechecks of one agent cannot all pass
 * the count; refused with 429 and the domain's message before any room is taken.
 */
async function refuseOverHoldLimit(tx: DbOrTx, agentId: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hotel-holds:${agentId}`}, 0))`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from hotel_rate_holds
        where agent_id = ${agentId} and status = 'held' and expires_at > ${now}`,
  );
  const message = holdLimitMessage(row?.n ?? 0);
  if (message) throw new AppError('RATE_LIMITED', message);
}

export function hotelSummary(hotel: HotelRecord) {
  return {
    id: hotel.id,
    name: hotel.name,
    address: hotel.address,
    phone: hotel.phone,
    starCategory: hotel.starCategory,
    image: hotel.images[0] ?? null,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    allGuestDetailsRequired: hotel.allGuestDetailsRequired,
    timeZone: hotel.timeZone,
  };
}

export async function findHold(db: DbOrTx, id: string): Promise<HoldRow | null> {
  const [row] = await db.select().from(hotelRateHolds).where(eq(hotelRateHolds.id, id));
  return row ?? null;
}

/**
 * Turns a live hold into a booking's, inside the booking (money) transaction: the conditional
 * update from `held` is the claim, so a hold books once and never after its expiry or release.
 */
export async function useHold(db: DbOrTx, holdId: string, orderId: string, now: Date): Promise<HoldRow> {
  const [row] = await db
    .update(hotelRateHolds)
    .set({ status: 'used', orderId, endedAt: now })
    .where(
      and(
        eq(hotelRateHolds.id, holdId),
        eq(hotelRateHolds.status, 'held'),
        sql`${hotelRateHolds.expiresAt} > ${now}`,
      ),
    )
    .returning();
  if (!row)
    throw new AppError('GONE', 'The hold on this rate has expired or was already used: recheck the rate.');
  return row;
}

/**
 * Releases holds past their expiry, giving contract rooms back, exactly once across nodes: each is
 * claimed with FOR UPDATE SKIP LOCKED and moved from `held` in the same transaction as the rooms.
 */
export async function releaseExpiredHoldsOnce(deps: AppDeps, batch = 200): Promise<number> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const rows = await queryRows<{
      roomTypeId: string;
      fromDate: string;
      toDate: string;
      allotmentRooms: number;
    }>(
      tx,
      sql`update hotel_rate_holds set status = 'released', ended_at = ${now}
          where id in (select id from hotel_rate_holds where status = 'held' and expires_at <= ${now}
                       order by expires_at limit ${batch} for update skip locked)
          returning room_type_id as "roomTypeId", from_date::text as "fromDate", to_date::text as "toDate",
            allotment_rooms as "allotmentRooms"`,
    );
    for (const r of rows)
      if (r.allotmentRooms > 0)
        await giveRoomsBack(tx, r.roomTypeId, nightsOf(r.fromDate, r.toDate), r.allotmentRooms);
    return rows.length;
  });
}
