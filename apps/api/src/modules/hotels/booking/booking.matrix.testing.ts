import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { HotelCreateOrderAnswer, HotelRecheckAnswer, SingleHotelSearchAnswer } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { linesOfOrder } from '../../bookings/core/index.ts';
import { walletService } from '../../wallet/wallet.service.ts';
import { createBody, CREATE_URL, ONE_ROOM, RECHECK_URL } from './booking.testing.ts';

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface PlacedHotel {
  orderId: string;
  secrets: string[];
}

/** A paid contract hotel booking of the caller (authorization matrix); its wallet is topped up first. */
export async function placeHotelOrder(as: As, deps: AppDeps, agentId: string): Promise<PlacedHotel> {
  await walletService(deps).credit({
    agentId,
    amount: 200_000_00,
    kind: 'opening_balance',
    reference: 'MATRIX-HOTEL',
    description: 'Matrix hotel funds',
  });
  const [hotel] = await queryRows<{ id: string }>(
    deps.database.db,
    sql`select h.id from hotels h where h.is_active
          and exists (select 1 from hotel_contracts c where c.hotel_id = h.id and c.is_active)
        order by h.popularity desc, h.name limit 1`,
  );
  if (!hotel) throw new Error('no contract hotel seeded');
  const today = plainDateIn(deps.clock.now());
  const search = await as({
    method: 'POST',
    url: '/api/v1/b2b/hotels/availabilities/single/search',
    payload: {
      hotelId: hotel.id,
      fromDate: addDays(today, 40),
      toDate: addDays(today, 42),
      rooms: ONE_ROOM,
      nationality: 'GB',
      priceType: 'static',
    },
  });
  if (search.statusCode !== 200) throw new Error(`hotel search failed ${search.statusCode}: ${search.body}`);
  const found = search.json<SingleHotelSearchAnswer>();
  const rate = found.rooms[0]?.rates[0];
  if (!rate) throw new Error('no contract rate');
  const held = await as({
    method: 'POST',
    url: RECHECK_URL,
    payload: { searchId: found.searchId, hotelId: hotel.id, rateKey: rate.rateKey },
  });
  if (held.statusCode !== 200) throw new Error(`hotel recheck failed ${held.statusCode}: ${held.body}`);
  const res = await as({
    method: 'POST',
    url: CREATE_URL,
    headers: { 'idempotency-key': `matrix-${randomUUID()}` },
    payload: createBody(held.json<HotelRecheckAnswer>(), {
      agentReferenceNumber: `MX-HTL-${randomUUID().slice(0, 8)}`,
    }),
  });
  if (res.statusCode !== 201) throw new Error(`hotel booking failed ${res.statusCode}: ${res.body}`);
  const { order } = res.json<HotelCreateOrderAnswer>();
  return { orderId: order._id, secrets: [order._id, order.referenceNumber, order.agentReferenceNumber] };
}

export async function hotelLineStatus(deps: AppDeps, orderId: string): Promise<string | null> {
  const [line] = await linesOfOrder(deps.database.db, orderId);
  return line?.status ?? null;
}
