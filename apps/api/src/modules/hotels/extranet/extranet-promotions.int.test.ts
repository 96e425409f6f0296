import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HotelSearchAnswer,
  InventoryContractDto,
  InventoryHotelDto,
  InventoryRoomTypeDto,
  QuotationCostingDto,
} from '@portal/contracts';
import { admins, hotelContracts } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createTestAdmin, signInAdmin } from '../../auth/auth.fixtures.ts';
import { hotelDraft, quotationCatalogue } from '../../quotations/quotations.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { biggestCity, ensureHotels, SEARCH_URL, type CityPick } from '../hotels.testing.ts';

/**
 * Contract promotions from the extranet (free nights, early booking, long stay, and whether they
 * combine) priced by the agents' search; and the quotation costing following the change counter
 * 'inventory' like the search does.
 */

let t: TestApp;
let content: string;
let agent: TestAgent;
let city: CityPick;
let today: string;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  const admin = await createTestAdmin(t.deps);
  await t.deps.database.db
    .update(admins)
    .set({ roles: ['content'] })
    .where(eq(admins.id, admin.id));
  content = await signInAdmin(t.app, admin.email);
  agent = await createAgentWithToken(t.deps, { balance: 50_000_00 });
  city = await biggestCity(t);
  today = plainDateIn(t.deps.clock.now());
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth(content), ...(payload ? { payload } : {}) });

async function listSearch(hotelId: string, from: number, to: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: SEARCH_URL,
    headers: auth(agent.token),
    payload: {
      searchQuery: { id: hotelId, suggestionType: 'HOTEL' },
      fromDate: addDays(today, from),
      toDate: addDays(today, to),
      rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
      nationality: 'GB',
      priceType: 'static',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelSearchAnswer>().hotels[0]?.minRate;
}

async function contractHotel() {
  const hotel = (
    await call('POST', '/admin/inventory/hotels', {
      name: `Promotion Test Hotel ${Math.random().toString(36).slice(2, 8)}`,
      starCategory: '4',
      address: '2 Test Street',
      cityId: city.id,
      latitude: 25.2,
      longitude: 55.27,
    })
  ).json<InventoryHotelDto>();
  const room = (
    await call('POST', `/admin/inventory/hotels/${hotel._id}/room-types`, {
      name: 'Superior Twin',
      maxAdults: 2,
      maxChildren: 0,
      maxOccupancy: 2,
    })
  ).json<InventoryRoomTypeDto>();
  const created = await call('POST', '/admin/inventory/contracts', {
    roomTypeId: room._id,
    rateName: 'Promotion BB',
    boardCode: 'BB',
    seasons: [
      {
        from: addDays(today, 20),
        to: addDays(today, 80),
        roomPrice: 40_000,
        baseOccupancy: 2,
        extraAdult: 0,
        extraBed: 0,
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(200);
  const allot = await call('PUT', '/admin/inventory/allotments', {
    roomTypeIds: [room._id],
    from: addDays(today, 30),
    to: addDays(today, 60),
    action: 'set',
    count: 3,
  });
  expect(allot.statusCode, allot.body).toBe(200);
  return created.json<InventoryContractDto>();
}

const save = (contract: InventoryContractDto, promotions: object[]) => {
  const {
    _id,
    hotelId: _h,
    roomTypeId: _r,
    roomTypeName: _n,
    currency: _c,
    validFrom: _f,
    validTo: _t,
    updatedAt: _u,
    ...rest
  } = contract;
  return call('PUT', `/admin/inventory/contracts/${_id}`, { ...rest, promotions });
};

describe('contract promotions from the extranet', () => {
  it('a long stay discount prices stays from its minimum nights; a promotion that does not combine applies alone', async () => {
    const contract = await contractHotel();
    const longStay = {
      type: 'long-stay',
      code: 'LS7',
      name: 'Stay 7 nights, save 10%',
      priority: 1,
      percent: 10,
      minNights: 7,
    };
    const freeNight = { type: 'stay-pay', code: 'S76', name: 'Stay 7, pay 6', priority: 5, stay: 7, pay: 6 };
    const saved = await save(contract, [longStay, freeNight]);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = saved.json<InventoryContractDto>();
    expect(stored.promotions.map((p) => [p.type, p.combinable])).toEqual([
      ['long-stay', true],
      ['stay-pay', true],
    ]);
    // 2 nights: no promotion. 400 AED a night (no company markup on this agent).
    expect(await listSearch(contract.hotelId, 35, 37)).toBe(80_000);
    // 7 nights, combined: one night free (2,400 left), then 10 % off.
    expect(await listSearch(contract.hotelId, 35, 42)).toBe(216_000);

    const exclusive = await save(stored, [longStay, { ...freeNight, combinable: false }]);
    expect(exclusive.statusCode, exclusive.body).toBe(200);
    // The free night comes first (priority 5) and does not combine: 2,400.
    expect(await listSearch(contract.hotelId, 35, 42)).toBe(240_000);
  });

  it('refuses a long stay under 2 nights and a discount over 90 %, naming the field', async () => {
    const contract = await contractHotel();
    const short = await save(contract, [
      { type: 'long-stay', code: 'LS', name: 'Long', percent: 10, minNights: 1 },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toBe('A long stay is at least 2 nights');
    const deep = await save(contract, [
      { type: 'early-booking', code: 'EB', name: 'Early', percent: 95, minDaysBefore: 10 },
    ]);
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ error: string }>().error).toBe('At most 90% off');
  });
});

describe('quotation hotel costing', () => {
  it('follows a contract price changed outside the services (SQL, another node) through the change counter', async () => {
    const c = await quotationCatalogue(t);
    const draft = hotelDraft(t, c);
    const preview = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/quotations/preview',
        headers: auth(agent.token),
        payload: draft,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<QuotationCostingDto>().stays[0]!;
    };
    const before = await preview();
    // Every season of the hotel's contracts twice as dear, written straight to the table.
    await t.deps.database.db.execute(sql`
      update ${hotelContracts} set seasons = (
        select jsonb_agg(jsonb_set(s, '{roomPrice}', to_jsonb((s->>'roomPrice')::int * 2))) from jsonb_array_elements(seasons) s
      ) where hotel_id = ${c.hotel.id}`);
    await expect
      .poll(async () => JSON.stringify(await preview()) !== JSON.stringify(before), { timeout: 15_000 })
      .toBe(true);
  });
});
