import type { HotelRateDto, HotelRecheckAnswer, SingleHotelSearchAnswer } from '@portal/contracts';
import type { TestApp } from '../../../testing/test-app.ts';
import { auth } from '../../resellers/resellers.testing.ts';
import { SINGLE_SEARCH_URL, stay } from '../hotels.testing.ts';

/** Test helpers of hotel bookings (any module's integration tests may use them). */

export const RECHECK_URL = '/api/v1/b2b/hotels/availabilities/booking/room-rate';
export const CREATE_URL = '/api/v1/b2b/hotels/orders/create';
export const PAY_URL = '/api/v1/b2b/hotels/orders/payments/initiate';
export const LIST_URL = '/api/v1/b2b/hotels/orders/all';
export const orderUrl = (id: string) => `/api/v1/b2b/hotels/orders/single/${id}`;
export const cancelUrl = (id: string) => `/api/v1/b2b/hotels/orders/cancel/${id}`;

export const ONE_ROOM = [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] as number[] }];

export interface Picked {
  search: SingleHotelSearchAnswer;
  rate: HotelRateDto;
}

/** A single-hotel search by `token` and the first rate matching `want` (throws when none). */
export async function searchAndPick(
  t: TestApp,
  token: string,
  hotelId: string,
  want: (r: HotelRateDto) => boolean,
  options: {
    priceType?: 'static' | 'dynamic' | 'all';
    days?: number;
    nights?: number;
    rooms?: typeof ONE_ROOM;
  } = {},
): Promise<Picked> {
  const res = await t.app.inject({
    method: 'POST',
    url: SINGLE_SEARCH_URL,
    headers: auth(token),
    payload: {
      hotelId,
      ...stay(t, options.days ?? 40, options.nights ?? 2),
      rooms: options.rooms ?? ONE_ROOM,
      nationality: 'GB',
      priceType: options.priceType ?? 'static',
    },
  });
  if (res.statusCode !== 200) throw new Error(`single search ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const search = res.json<SingleHotelSearchAnswer>();
  for (const room of search.rooms) for (const rate of room.rates) if (want(rate)) return { search, rate };
  throw new Error('no rate matches');
}

export async function recheck(t: TestApp, token: string, picked: Picked): Promise<HotelRecheckAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: RECHECK_URL,
    headers: auth(token),
    payload: {
      searchId: picked.search.searchId,
      hotelId: picked.search.hotel.id,
      rateKey: picked.rate.rateKey,
      expectedPrice: picked.rate.agentPrice,
    },
  });
  if (res.statusCode !== 200) throw new Error(`recheck ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json<HotelRecheckAnswer>();
}

/** A valid create body for a recheck answer: a lead guest per room (every guest when required). */
export function createBody(held: HotelRecheckAnswer, extra: Record<string, unknown> = {}) {
  return {
    holdId: held.holdId,
    expectedPrice: held.rate.agentPrice,
    acceptPriceChange: held.priceChanged,
    rooms: held.roomPaxes.map((room, i) => ({
      guests: [
        ...Array.from({ length: held.hotel.allGuestDetailsRequired ? room.noOfAdults : 1 }, (_, k) => ({
          title: 'Mr',
          firstName: `Guest${i + 1}${k + 1}`,
          lastName: 'Tester',
          gender: 'male',
          type: 'adult',
        })),
        ...(held.hotel.allGuestDetailsRequired
          ? room.childrenAges.map((age) => ({
              title: 'Master',
              firstName: 'Kid',
              lastName: 'Tester',
              gender: 'male',
              type: 'child',
              age,
            }))
          : []),
      ],
    })),
    contact: { name: 'Lead Tester', email: 'lead@example.test', phone: '+971 50 123 4567' },
    specialRequests: 'High floor',
    agentReferenceNumber: `REF-${held.holdId.slice(0, 8)}`,
    paymentMethod: 'wallet',
    ...extra,
  };
}
