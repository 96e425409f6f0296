import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HotelCreateOrderAnswer,
  HotelOrderDto,
  HotelSearchAnswer,
  InventoryContractDto,
  InventoryHotelDto,
  InventoryPreviewAnswer,
  InventoryRoomTypeDto,
} from '@portal/contracts';
import { admins, currencies, hotelContractBookings, hotelContracts } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import { runAdminCommand } from '../../../cli/runner.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createTestAdmin, signInAdmin } from '../../auth/auth.fixtures.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { idemKey } from '../../wallet/wallet.testing.ts';
import { CREATE_URL, createBody, orderUrl, recheck, searchAndPick } from '../booking/booking.testing.ts';
import { biggestCity, ensureHotels, SEARCH_URL, type CityPick } from '../hotels.testing.ts';

/**
 * A contract's currency (issue 34 section 1): rates entered in USD are converted to AED by the search
 * with the portal's latest rate (the one the currency picker shows), the preview shows the converted
 * figures and the rate, a rate change reaches the very next search, and a booking keeps its own copy.
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

const setRate = (isocode: string, rate: string) =>
  runAdminCommand(t.deps, ['rates:set', isocode, rate, '--confirm', 'contract currency test']);

const season = () => ({
  from: addDays(today, 20),
  to: addDays(today, 80),
  roomPrice: 10_000,
  baseOccupancy: 2,
  extraAdult: 2_500,
  extraBed: 1_000,
});
const contractBody = (roomTypeId: string, currency?: string) => ({
  roomTypeId,
  rateName: 'Dollar BB',
  boardCode: 'BB' as const,
  seasons: [season()],
  cancellation: [{ daysBefore: 3, charge: { type: 'flat' as const, amount: 5_000 } }],
  ...(currency ? { currency } : {}),
});

async function makeHotel(): Promise<{ hotel: InventoryHotelDto; room: InventoryRoomTypeDto }> {
  const created = await call('POST', '/admin/inventory/hotels', {
    name: `Currency Test Hotel ${idemKey().slice(0, 6)}`,
    starCategory: '3',
    address: '2 Test Street',
    cityId: city.id,
    latitude: 25.1,
    longitude: 55.2,
  });
  expect(created.statusCode, created.body).toBe(200);
  const hotel = created.json<InventoryHotelDto>();
  const room = await call('POST', `/admin/inventory/hotels/${hotel._id}/room-types`, {
    name: 'Twin',
    maxAdults: 2,
    maxChildren: 0,
    maxOccupancy: 2,
  });
  expect(room.statusCode, room.body).toBe(200);
  const allot = await call('PUT', '/admin/inventory/allotments', {
    roomTypeIds: [room.json<InventoryRoomTypeDto>()._id],
    from: addDays(today, 30),
    to: addDays(today, 50),
    action: 'set',
    count: 3,
  });
  expect(allot.statusCode, allot.body).toBe(200);
  return { hotel, room: room.json<InventoryRoomTypeDto>() };
}

async function listRate(hotelId: string): Promise<number | undefined> {
  const res = await t.app.inject({
    method: 'POST',
    url: SEARCH_URL,
    headers: auth(agent.token),
    payload: {
      searchQuery: { id: hotelId, suggestionType: 'HOTEL' },
      fromDate: addDays(today, 40),
      toDate: addDays(today, 42),
      rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
      nationality: 'GB',
      priceType: 'static',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelSearchAnswer>().hotels[0]?.minRate;
}

const preview = async (hotelId: string) => {
  const res = await call('POST', `/admin/inventory/hotels/${hotelId}/preview`, {
    agent: String(agent.agentCode),
    fromDate: addDays(today, 40),
    toDate: addDays(today, 42),
    adults: 2,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InventoryPreviewAnswer>();
};

describe('contract currency', () => {
  it('existing contracts are in the base currency (the migration default)', async () => {
    const [row] = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(hotelContracts)
      .where(ne(hotelContracts.currency, 'AED'));
    expect(row?.n).toBe(0);
  });

  it('a USD contract sells in AED at the latest rate; preview and search agree; a booking keeps its copy', async () => {
    await setRate('USD', '0.25');
    const { hotel, room } = await makeHotel();
    const created = await call('POST', '/admin/inventory/contracts', contractBody(room._id, 'usd'));
    expect(created.statusCode, created.body).toBe(200);
    const contract = created.json<InventoryContractDto>();
    expect(contract.currency).toBe('USD');
    expect(contract.seasons[0]!.roomPrice).toBe(10_000);

    // 100.00 USD a night at 1 AED = 0.25 USD: 400.00 AED, two nights 800.00 AED net.
    const before = await preview(hotel._id);
    expect(before.conversions).toEqual([{ currency: 'USD', rate: 0.25 }]);
    expect(before.rates[0]!.net).toBe(80_000);
    expect(await listRate(hotel._id)).toBe(before.rates[0]!.agentPrice);

    const picked = await searchAndPick(t, agent.token, hotel._id, () => true, { days: 40, nights: 2 });
    expect(picked.rate.agentPrice).toBe(before.rates[0]!.agentPrice);
    const held = await recheck(t, agent.token, picked);
    const booked = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: createBody(held),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json<HotelCreateOrderAnswer>().order;

    // A new rate reaches the very next search (the rate's trigger bumps the inventory counter).
    await setRate('USD', '0.5');
    const after = await preview(hotel._id);
    expect(after.conversions).toEqual([{ currency: 'USD', rate: 0.5 }]);
    expect(after.rates[0]!.net).toBe(40_000);
    expect(await listRate(hotel._id)).toBe(after.rates[0]!.agentPrice);

    // Back to AED on a later save: the same figures now read as AED.
    const saved = await call('PUT', `/admin/inventory/contracts/${contract._id}`, {
      ...contractBody(room._id, 'AED'),
      roomTypeId: undefined,
      version: contract.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await preview(hotel._id)).rates[0]!.net).toBe(20_000);

    const stored = await t.app.inject({
      method: 'GET',
      url: orderUrl(order._id),
      headers: auth(agent.token),
    });
    expect(stored.json<HotelOrderDto>().price.agentPrice).toBe(before.rates[0]!.agentPrice);
    const [copy] = await t.deps.database.db
      .select({ net: hotelContractBookings.net })
      .from(hotelContractBookings)
      .where(eq(hotelContractBookings.contractId, contract._id));
    expect(copy?.net).toBe(80_000);
  });

  it('a save without a currency keeps the contract currency; a copy to next season keeps it too', async () => {
    const { room } = await makeHotel();
    const created = await call('POST', '/admin/inventory/contracts', contractBody(room._id, 'EUR'));
    expect(created.statusCode, created.body).toBe(200);
    const contract = created.json<InventoryContractDto>();
    const saved = await call('PUT', `/admin/inventory/contracts/${contract._id}`, {
      ...contractBody(room._id),
      roomTypeId: undefined,
      rateName: 'Euro BB',
      version: contract.version,
    });
    expect(saved.json<InventoryContractDto>()).toMatchObject({ currency: 'EUR', rateName: 'Euro BB' });
    const copy = await call('POST', `/admin/inventory/contracts/${contract._id}/copy`, { percent: 10 });
    expect(copy.json<InventoryContractDto>()).toMatchObject({ currency: 'EUR' });
    expect(copy.json<InventoryContractDto>().seasons[0]!.roomPrice).toBe(11_000);
  });

  it('refuses a currency the portal does not have, or one without a rate, with the field', async () => {
    const { room } = await makeHotel();
    const unknown = await call('POST', '/admin/inventory/contracts', contractBody(room._id, 'ZZZ'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe('currency: ZZZ is not a currency of the portal');
    await t.deps.database.db
      .insert(currencies)
      .values({ isocode: 'XTS', name: 'Testing code', countryIsocode: 'AE' })
      .onConflictDoNothing();
    const noRate = await call('POST', '/admin/inventory/contracts', contractBody(room._id, 'XTS'));
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors?.currency?.[0]).toBe(
      'No exchange rate is set for XTS: set one under Currency rates first',
    );
    const badCode = await call('POST', '/admin/inventory/contracts', contractBody(room._id, 'dollars'));
    expect(badCode.statusCode).toBe(400);
  });
});

describe('extranet commands of the admin command line', () => {
  it('sets an allotment on a range and copies a contract to next season through the same services', async () => {
    const { hotel, room } = await makeHotel();
    const created = await call('POST', '/admin/inventory/contracts', contractBody(room._id, 'USD'));
    const contract = created.json<InventoryContractDto>();
    const first = addDays(today, 40);
    const last = addDays(today, 41);
    const out = await runAdminCommand(t.deps, ['hotels:allotment-set', room._id, first, last, '7']);
    expect(out).toMatch(/^Twin: /);
    const grid = await call(
      'GET',
      `/admin/inventory/allotments?hotelId=${hotel._id}&month=${first.slice(0, 7)}`,
    );
    const night = grid
      .json<{ roomTypes: { nights: { date: string; allotment: number }[] }[] }>()
      .roomTypes[0]!.nights.find((n) => n.date === first);
    expect(night?.allotment).toBe(7);
    await expect(
      runAdminCommand(t.deps, ['hotels:allotment-set', room._id, last, first, '7']),
    ).rejects.toThrow(/last night cannot be before the first night/);
    await expect(
      runAdminCommand(t.deps, ['hotels:allotment-set', room._id, first, last, '-1']),
    ).rejects.toThrow(/count/);

    const copied = await runAdminCommand(t.deps, ['hotels:contract-copy', contract._id, '-10']);
    expect(copied).toMatch(/prices -10% in USD/);
    const [copy] = await t.deps.database.db
      .select()
      .from(hotelContracts)
      .where(and(eq(hotelContracts.roomTypeId, room._id), ne(hotelContracts.id, contract._id)));
    expect(copy?.currency).toBe('USD');
    expect(copy?.seasons[0]?.roomPrice).toBe(9_000);
    await expect(runAdminCommand(t.deps, ['hotels:contract-copy', contract._id, '-100'])).rejects.toThrow(
      /above -100%/,
    );
  });
});
