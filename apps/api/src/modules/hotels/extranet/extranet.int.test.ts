import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HotelCreateOrderAnswer,
  HotelOrderDto,
  HotelSearchAnswer,
  InventoryAllotmentGrid,
  InventoryContractCreateBody,
  InventoryContractDto,
  InventoryHotelBody,
  InventoryHotelDto,
  InventoryPreviewAnswer,
  InventoryRoomTypeDto,
} from '@portal/contracts';
import { admins, auditEvents, hotelContractBookings, hotelContracts } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import { runAdminCommand } from '../../../cli/runner.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createTestAdmin, signInAdmin } from '../../auth/auth.fixtures.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { idemKey } from '../../wallet/wallet.testing.ts';
import { CREATE_URL, createBody, orderUrl, recheck, searchAndPick } from '../booking/booking.testing.ts';
import { biggestCity, ensureHotels, SEARCH_URL, type CityPick } from '../hotels.testing.ts';

/**
 * The hotel extranet (issue 34 sections 1, 4 and 5) through its admin routes: content, room types,
 * contracts with versions, the allotment grid and the price preview, on the tables the agents'
 * search and booking read - every rule, and that each change reaches the very next search.
 */

let t: TestApp;
let content: string;
let operations: string;
let agent: TestAgent;
let city: CityPick;
let today: string;

async function staffToken(roles: string[]): Promise<string> {
  const admin = await createTestAdmin(t.deps);
  await t.deps.database.db.update(admins).set({ roles: roles }).where(eq(admins.id, admin.id));
  return signInAdmin(t.app, admin.email);
}

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  content = await staffToken(['content']);
  operations = await staffToken(['operations']);
  agent = await createAgentWithToken(t.deps, { balance: 50_000_00 });
  city = await biggestCity(t);
  today = plainDateIn(t.deps.clock.now());
});
afterAll(() => t.close());

const V1 = '/api/v1';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = content) =>
  t.app.inject({ method, url: `${V1}${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

const hotelBody = (extra: Partial<InventoryHotelBody> = {}): InventoryHotelBody => ({
  name: `Extranet Test Hotel ${idemKey().slice(0, 6)}`,
  starCategory: '4',
  address: '1 Test Street',
  cityId: city.id,
  latitude: 25.2,
  longitude: 55.27,
  description: 'A hotel made by the extranet test',
  amenities: ['Pool', 'Wi-Fi'],
  checkInTime: '14:00',
  checkOutTime: '11:00',
  ...extra,
});
const roomBody = {
  name: 'Deluxe King',
  maxAdults: 2,
  maxChildren: 1,
  maxInfants: 1,
  maxOccupancy: 3,
  maxExtraBeds: 1,
  bedTypes: ['King'],
};
const contractBody = (roomTypeId: string, extra: Partial<InventoryContractCreateBody> = {}) => ({
  roomTypeId,
  rateName: 'Extranet BB',
  boardCode: 'BB' as const,
  seasons: [
    {
      from: addDays(today, 20),
      to: addDays(today, 80),
      roomPrice: 40_000,
      baseOccupancy: 2,
      extraAdult: 10_000,
      extraBed: 5_000,
    },
  ],
  cancellation: [{ daysBefore: 3, charge: { type: 'nights' as const, nights: 1 } }],
  ...extra,
});

interface Made {
  hotel: InventoryHotelDto;
  room: InventoryRoomTypeDto;
  contract: InventoryContractDto;
}

/** A hotel with one room type, a contract and 3 rooms a night on the tested stay. */
async function makeHotel(): Promise<Made> {
  const created = await call('POST', '/admin/inventory/hotels', hotelBody());
  expect(created.statusCode, created.body).toBe(200);
  const hotel = created.json<InventoryHotelDto>();
  const roomRes = await call('POST', `/admin/inventory/hotels/${hotel._id}/room-types`, roomBody);
  expect(roomRes.statusCode, roomRes.body).toBe(200);
  const room = roomRes.json<InventoryRoomTypeDto>();
  const contractRes = await call('POST', '/admin/inventory/contracts', contractBody(room._id));
  expect(contractRes.statusCode, contractRes.body).toBe(200);
  const allot = await call('PUT', '/admin/inventory/allotments', {
    roomTypeIds: [room._id],
    from: addDays(today, 30),
    to: addDays(today, 50),
    action: 'set',
    count: 3,
  });
  expect(allot.statusCode, allot.body).toBe(200);
  return { hotel, room, contract: contractRes.json<InventoryContractDto>() };
}

/** The agent's list search for this one hotel (`/` hotel search by hotel), check-in 40 days ahead. */
async function listSearch(hotelId: string, from = 40, to = 42): Promise<HotelSearchAnswer['hotels']> {
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
  return res.json<HotelSearchAnswer>().hotels;
}

const grid = async (hotelId: string, date: string) => {
  const res = await call('GET', `/admin/inventory/allotments?hotelId=${hotelId}&month=${date.slice(0, 7)}`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<InventoryAllotmentGrid>();
  return answer.roomTypes[0]!.nights.find((n) => n.date === date)!;
};

describe('hotel extranet', () => {
  let made: Made;

  it('a content user creates a hotel, room type, contract and allotment; the agent finds it at the preview price', async () => {
    made = await makeHotel();
    expect(made.contract).toMatchObject({ version: 1, validFrom: addDays(today, 20), currency: 'AED' });
    const markup = await call(
      'PUT',
      '/admin/markups',
      {
        agent: agent.email,
        product: 'hotel',
        itemId: `hotel:${made.hotel._id}`,
        type: 'percentage',
        value: 10,
      },
      await staffToken(['administrator']),
    );
    expect(markup.statusCode, markup.body).toBe(200);

    const preview = await call('POST', `/admin/inventory/hotels/${made.hotel._id}/preview`, {
      agent: String(agent.agentCode),
      fromDate: addDays(today, 40),
      toDate: addDays(today, 42),
      adults: 2,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const rate = preview.json<InventoryPreviewAnswer>().rates[0]!;
    expect(rate).toMatchObject({ net: 80_000, companyMarkup: 8_000, agentPrice: 88_000, boardCode: 'BB' });

    const found = await listSearch(made.hotel._id);
    expect(found.map((h) => h.hotel.id)).toEqual([made.hotel._id]);
    expect(found[0]!.minRate).toBe(rate.agentPrice);
    const night = await grid(made.hotel._id, addDays(today, 40));
    expect(night).toMatchObject({ type: 'count', allotment: 3, sold: 0, left: 3 });
  });

  it('a booking shows as sold 1 / left 2; the allotment cannot be cut below it; a price change leaves the booking alone', async () => {
    const picked = await searchAndPick(t, agent.token, made.hotel._id, () => true, { days: 40, nights: 2 });
    const held = await recheck(t, agent.token, picked);
    const created = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: createBody(held),
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<HotelCreateOrderAnswer>().order;
    expect(await grid(made.hotel._id, addDays(today, 40))).toMatchObject({ allotment: 3, sold: 1, left: 2 });

    const cut = await call('PUT', '/admin/inventory/allotments', {
      roomTypeIds: [made.room._id],
      from: addDays(today, 38),
      to: addDays(today, 44),
      action: 'set',
      count: 0,
    });
    expect(cut.statusCode).toBe(400);
    const d = addDays(today, 40);
    expect(cut.json<{ error: string }>().error).toBe(
      `Deluxe King on ${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} has 1 rooms sold: the allotment cannot be cut below what is sold`,
    );
    // Nothing half-done: the nights before the refused one keep their allotment.
    expect(await grid(made.hotel._id, addDays(today, 38))).toMatchObject({ allotment: 3 });

    const update = await call('PUT', `/admin/inventory/contracts/${made.contract._id}`, {
      ...contractBody(made.room._id),
      roomTypeId: undefined,
      seasons: [{ ...contractBody(made.room._id).seasons[0]!, roomPrice: 60_000 }],
      version: made.contract.version,
    });
    expect(update.statusCode, update.body).toBe(200);
    made.contract = update.json<InventoryContractDto>();
    expect(made.contract.version).toBe(2);
    // The very next search has the new price (120,000 net + 10 %), the booking keeps its own.
    expect((await listSearch(made.hotel._id))[0]!.minRate).toBe(132_000);
    const after = await t.app.inject({ method: 'GET', url: orderUrl(order._id), headers: auth(agent.token) });
    expect(after.json<HotelOrderDto>().price.agentPrice).toBe(88_000);
    const [stored] = await t.deps.database.db
      .select()
      .from(hotelContractBookings)
      .where(eq(hotelContractBookings.contractId, made.contract._id));
    expect(stored?.net).toBe(80_000);
  });

  it('the second save of the same version is refused with "changed by someone else"', async () => {
    const body = {
      ...contractBody(made.room._id),
      roomTypeId: undefined,
      rateName: 'Renamed once',
      version: made.contract.version,
    };
    const first = await call('PUT', `/admin/inventory/contracts/${made.contract._id}`, body);
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/admin/inventory/contracts/${made.contract._id}`, {
      ...body,
      rateName: 'Renamed twice',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toMatch(/changed by someone else/);
    const now = await call('GET', `/admin/inventory/contracts/${made.contract._id}`);
    expect(now.json<InventoryContractDto>()).toMatchObject({ rateName: 'Renamed once', version: 3 });
  });

  it('two staff saving the same version at once: exactly one wins', async () => {
    const body = { ...contractBody(made.room._id), roomTypeId: undefined, version: 3 };
    const answers = await Promise.all(
      ['Parallel A', 'Parallel B'].map((rateName) =>
        call('PUT', `/admin/inventory/contracts/${made.contract._id}`, { ...body, rateName }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const now = await call('GET', `/admin/inventory/contracts/${made.contract._id}`);
    made.contract = now.json<InventoryContractDto>();
    expect(made.contract.version).toBe(4);
  });

  it('a price changed outside the services (SQL, another node) reaches the search through the change counter', async () => {
    const seasons = made.contract.seasons.map((s) => ({ ...s, roomPrice: 50_000 }));
    await t.deps.database.db
      .update(hotelContracts)
      .set({ seasons })
      .where(eq(hotelContracts.id, made.contract._id));
    // 100,000 net + 10 % company markup.
    await expect
      .poll(async () => (await listSearch(made.hotel._id))[0]?.minRate, { timeout: 10_000 })
      .toBe(110_000);
  });

  it('stop sale hides the hotel from the next search, open sale brings it back (also from the command line)', async () => {
    const night = addDays(today, 41);
    const stop = await call('PUT', '/admin/inventory/allotments', {
      roomTypeIds: [made.room._id],
      from: night,
      to: night,
      action: 'stop-sale',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await grid(made.hotel._id, night)).toMatchObject({ type: 'stop-sale', left: 0, sold: 1 });
    expect(await listSearch(made.hotel._id)).toEqual([]);

    expect(await runAdminCommand(t.deps, ['hotels:open-sale', made.room._id, night, night])).toContain(
      'open sale',
    );
    expect((await listSearch(made.hotel._id)).map((h) => h.hotel.id)).toEqual([made.hotel._id]);
    expect(await runAdminCommand(t.deps, ['hotels:stop-sale', made.room._id, night, night])).toContain(
      'stop sale',
    );
    expect(await listSearch(made.hotel._id)).toEqual([]);
    await call('PUT', '/admin/inventory/allotments', {
      roomTypeIds: [made.room._id],
      from: night,
      to: night,
      action: 'open-sale',
    });
  });

  it('close to arrival: no stay starts that night, stays through it still sell', async () => {
    const night = addDays(today, 40);
    const close = await call('PUT', '/admin/inventory/allotments', {
      roomTypeIds: [made.room._id],
      from: night,
      to: night,
      action: 'close-arrival',
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(await grid(made.hotel._id, night)).toMatchObject({ closedToArrival: true, type: 'count' });
    expect(await listSearch(made.hotel._id, 40, 42)).toEqual([]);
    expect((await listSearch(made.hotel._id, 39, 41)).map((h) => h.hotel.id)).toEqual([made.hotel._id]);
    await call('PUT', '/admin/inventory/allotments', {
      roomTypeIds: [made.room._id],
      from: night,
      to: night,
      action: 'open-arrival',
    });
    expect((await listSearch(made.hotel._id, 40, 42)).map((h) => h.hotel.id)).toEqual([made.hotel._id]);
  });

  it('audits every change in its transaction', async () => {
    const rows = await t.deps.database.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'hotel-contract'), eq(auditEvents.objectId, made.contract._id)));
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'contract.create',
      'contract.update',
      'contract.update',
      'contract.update',
    ]);
    const allotments = await t.deps.database.db
      .select({ kind: auditEvents.kind, actorKind: auditEvents.actorKind })
      .from(auditEvents)
      .where(eq(auditEvents.objectId, made.room._id));
    expect(allotments.map((r) => r.kind)).toContain('allotment.stop-sale');
    expect(allotments.some((r) => r.actorKind === 'system')).toBe(true);
  });

  it('a deactivated hotel is no longer found; content edits show at once', async () => {
    const renamed = await call('PUT', `/admin/inventory/hotels/${made.hotel._id}`, {
      ...hotelBody(),
      name: 'Extranet Renamed Hotel',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listSearch(made.hotel._id))[0]?.hotel.name).toBe('Extranet Renamed Hotel');
    const off = await call('PUT', `/admin/inventory/hotels/${made.hotel._id}`, {
      ...hotelBody(),
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: SEARCH_URL,
      headers: auth(agent.token),
      payload: {
        searchQuery: { id: made.hotel._id, suggestionType: 'HOTEL' },
        fromDate: addDays(today, 40),
        toDate: addDays(today, 42),
        rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
        nationality: 'GB',
        priceType: 'static',
      },
    });
    expect(res.statusCode).not.toBe(200);
  });

  it('copies a contract to next season with a percentage change', async () => {
    const copy = await call('POST', `/admin/inventory/contracts/${made.contract._id}/copy`, { percent: 5 });
    expect(copy.statusCode, copy.body).toBe(200);
    const next = copy.json<InventoryContractDto>();
    expect(next._id).not.toBe(made.contract._id);
    expect(next.seasons[0]).toMatchObject({ roomPrice: 52_500, extraAdult: 10_500, extraBed: 5_250 });
    expect(next.seasons[0]!.from.slice(0, 4)).toBe(String(Number(addDays(today, 20).slice(0, 4)) + 1));
  });
});

describe('extranet rules', () => {
  it('refuses overlapping seasons, dates out of order, prices not positive and bad occupancy with the field', async () => {
    const made = await makeHotel();
    const season = contractBody(made.room._id).seasons[0]!;
    const overlap = await call(
      'POST',
      '/admin/inventory/contracts',
      contractBody(made.room._id, {
        seasons: [season, { ...season, from: season.to, to: addDays(season.to, 10) }],
      }),
    );
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json<{ error: string }>().error).toMatch(/^seasons\[1\]\.from: Seasons overlap/);
    const backwards = await call(
      'POST',
      '/admin/inventory/contracts',
      contractBody(made.room._id, { seasons: [{ ...season, to: addDays(season.from, -1) }] }),
    );
    expect(backwards.json<{ error: string }>().error).toBe(
      'seasons[0].to: The last night cannot be before the first night',
    );
    const free = await call(
      'POST',
      '/admin/inventory/contracts',
      contractBody(made.room._id, { seasons: [{ ...season, roomPrice: 0 }] }),
    );
    expect(free.statusCode).toBe(400);
    const room = await call('POST', `/admin/inventory/hotels/${made.hotel._id}/room-types`, {
      ...roomBody,
      maxOccupancy: 5,
    });
    expect(room.statusCode).toBe(400);
    expect(room.json<{ error: string }>().error).toBe(
      'maxOccupancy: The maximum occupancy cannot exceed adults plus children',
    );
    const range = await call('PUT', '/admin/inventory/allotments', {
      roomTypeIds: [made.room._id],
      from: addDays(today, 10),
      to: addDays(today, 5),
      action: 'stop-sale',
    });
    expect(range.statusCode).toBe(400);
    expect(range.json<{ error: string }>().error).toBe('to: The last night cannot be before the first night');
  });

  it('only the content role (and administrators) may read or change inventory', async () => {
    expect((await call('GET', '/admin/inventory/hotels', undefined, operations)).statusCode).toBe(403);
    expect((await call('POST', '/admin/inventory/hotels', hotelBody(), operations)).statusCode).toBe(403);
    expect((await call('GET', '/admin/inventory/hotels', undefined, agent.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/inventory/hotels?q=extranet')).statusCode).toBe(200);
  });
});
