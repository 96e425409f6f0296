import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type {
  ErrorEnvelope,
  QuotationAmendmentDto,
  QuotationCostingDto,
  QuotationInitialAnswer,
  QuotationListAnswer,
  SingleHotelSearchAnswer,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { agents, clientMarkups, mailOutbox } from '@portal/db';
import { COMMANDS } from '../../cli/commands.ts';
import { formatMoney } from '@portal/domain';
import { fixedClock } from '../../lib/clock.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { pdfEmbeddedChars, pdfFonts, pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAgentWithToken, createHierarchy, type Hierarchy } from '../resellers/resellers.testing.ts';
import {
  createQuotation,
  hotelDraft,
  idem,
  landDraft,
  tripDates,
  quotationCatalogue,
  type QuotationCatalogue,
} from './quotations.testing.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
let h: Hierarchy;
let c: QuotationCatalogue;

beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(new Date('2026-11-27T08:00:00Z')) });
  h = await createHierarchy(t.deps);
  c = await quotationCatalogue(t);
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { authorization: `Bearer ${token}`, ...(o.headers ?? {}) } });
const get = (token: string, url: string) => as(token)({ method: 'GET', url: `/api/v1${url}` });
const preview = (token: string, payload: object) =>
  as(token)({ method: 'POST', url: '/api/v1/quotations/preview', payload });

describe('quotation look-ups', () => {
  it('lists the airports with terminals, hotel cities, vehicles, excursions, visa types and nationalities', async () => {
    const res = await get(h.resellerA.token, '/quotations/initial/all');
    expect(res.statusCode).toBe(200);
    const body = res.json<QuotationInitialAnswer>();
    const dxb = body.airports.find((a) => a.iata === 'DXB')!;
    expect(dxb.name).toMatch(/Dubai/);
    expect(dxb.terminals.map((x) => x.code)).toEqual(['T1', 'T2', 'T3']);
    expect(body.vehicles.map((v) => [v.kind, v.capacity])).toEqual([
      ['shared', 1],
      ['private', 3],
      ['private', 6],
      ['private', 13],
      ['private', 33],
    ]);
    expect(body.cities.find((x) => x.cityName === 'Dubai')!.propertyCount).toBeGreaterThan(0);
    expect(body.excursions.some((e) => e._id === c.excursion.id && e.sharedTransfer)).toBe(true);
    expect(body.visaTypes.some((v) => v._id === c.visa.typeId)).toBe(true);
    expect(body.nationalities.some((n) => n._id === c.visa.nationalityId)).toBe(true);
  });

  it('needs the quotation module', async () => {
    const off = await createAgentWithToken(t.deps, { flags: { showQuotaion: false } });
    const res = await get(off.token, '/quotations/initial/all');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorEnvelope>().error).toBe('Quotations are not enabled for your account');
    expect((await preview(off.token, landDraft(t, c))).statusCode).toBe(403);
  });
});

describe('a land-only quotation', () => {
  it('prices the excursion and the visa per adult and per child', async () => {
    const res = await preview(h.resellerA.token, landDraft(t, c));
    expect(res.statusCode).toBe(200);
    const costing = res.json<QuotationCostingDto>();
    expect(costing.stays).toEqual([]);
    const [excursion] = costing.excursions;
    expect(excursion!.excursionType).toBe('Shared');
    expect(costing.landOnly!.perPersonAdultPrice).toEqual({
      agentPrice: excursion!.adultPrice.agentPrice + costing.visa!.adultPrice.agentPrice,
      sellPrice: excursion!.adultPrice.sellPrice + costing.visa!.adultPrice.sellPrice,
    });
    expect(costing.landOnly!.perPersonChildPrice!.agentPrice).toBe(
      excursion!.childPrice.agentPrice + costing.visa!.childPrice.agentPrice,
    );
  });

  it('creates quotation and amendment 1 with a readable number', async () => {
    const a = await createQuotation(as(h.resellerA.token), landDraft(t, c));
    expect(a.quotationNumber).toMatch(/^QTN-2026-\d{6}$/);
    expect(a.amendmentNo).toBe(1);
    expect(a.status).toBe('not-confirmed');
    expect(a.clientName).toBe('Mr Rahul Mehta');
    expect(a.isLatest).toBe(true);
    const list = (
      await get(h.resellerA.token, `/quotations/all?quotationNumber=${a.quotationNumber}`)
    ).json<QuotationListAnswer>();
    expect(list.totalQuotations).toBe(1);
    expect(list.quotations[0]!.amendment.fromPerPerson).toBe(
      a.costing.landOnly!.perPersonAdultPrice.sellPrice,
    );
  });
});

/** The oracle: the hotel module's own single-hotel search, cheapest rate of the room type and board. */
async function hotelRoomPrice(
  token: string,
  draft: ReturnType<typeof hotelDraft>,
  adults: number,
  ages: number[] = [],
) {
  const stayHotel = draft.stays![0]!.hotels[0]!;
  const res = await as(token)({
    method: 'POST',
    url: '/api/v1/b2b/hotels/availabilities/single/search',
    payload: {
      hotelId: stayHotel.hotelId,
      fromDate: stayHotel.checkInDate,
      toDate: stayHotel.checkOutDate,
      rooms: [{ noOfAdults: adults, noOfChildren: ages.length, childrenAges: ages }],
      nationality: draft.nationality,
      priceType: 'all',
    },
  });
  expect(res.statusCode).toBe(200);
  const room = res.json<SingleHotelSearchAnswer>().rooms.find((r) => r.id === stayHotel.roomTypeId);
  return (board: string) =>
    Math.min(...room!.rates.filter((r) => r.boardCode === board).map((r) => r.agentPrice));
}

describe('a quotation with a hotel and transfers', () => {
  it('prices each occupancy per adult from the hotel rates, and a child as what it adds to a double', async () => {
    const agent = await createAgentWithToken(t.deps);
    const draft = hotelDraft(t, c, { isTransferQuotationDisabled: true, transfer: [] });
    const res = await preview(agent.token, draft);
    expect(res.statusCode, res.body).toBe(200);
    const stay = res.json<QuotationCostingDto>().stays[0]!;
    const board = stay.hotels[0]!.boardTypeCode;
    expect(stay.hotels[0]!.nights).toBe(3);
    const [single, double, triple] = await Promise.all([
      hotelRoomPrice(agent.token, draft, 1),
      hotelRoomPrice(agent.token, draft, 2),
      hotelRoomPrice(agent.token, draft, 3),
    ]);
    const withChild = await hotelRoomPrice(agent.token, draft, 2, [6]);
    const perAdult = Object.fromEntries(
      stay.occupancies.map((o) => [o.occupancy, o.perPersonAdultPrice?.agentPrice]),
    );
    expect(perAdult).toEqual({
      SGL: single(board),
      DBL: Math.round(double(board) / 2),
      TPL: Math.round(triple(board) / 3),
    });
    expect(stay.perPersonChildPrice!.agentPrice).toBe(withChild(board) - double(board));
    // No client markup: the client's price is the agent's.
    expect(stay.occupancies[1]!.perPersonAdultPrice!.sellPrice).toBe(perAdult.DBL);
  });

  it('adds the client quotation markups: hotel per person per night, transfers per person', async () => {
    const agent = await createAgentWithToken(t.deps);
    const draft = hotelDraft(t, c);
    const before = (await preview(agent.token, draft)).json<QuotationCostingDto>();
    await t.deps.database.db.insert(clientMarkups).values([
      { agentId: agent.id, product: 'quotation', itemId: 'hotel', type: 'flat', value: 1_000 },
      { agentId: agent.id, product: 'quotation', itemId: 'transfer', type: 'percentage', value: 10 },
    ]);
    // Written by this node (markups are held per buyer until the change feed says so).
    noteLocalChange();
    const after = (await preview(agent.token, draft)).json<QuotationCostingDto>();
    const [b, a] = [before.stays[0]!, after.stays[0]!];
    expect(a.occupancies.map((o) => o.perPersonAdultPrice?.agentPrice)).toEqual(
      b.occupancies.map((o) => o.perPersonAdultPrice?.agentPrice),
    );
    const transfersBefore = b.transfers.reduce((n, x) => n + x.total.sellPrice, 0);
    const transfersAfter = a.transfers.reduce((n, x) => n + x.total.sellPrice, 0);
    expect(a.transfers.map((x) => x.total.sellPrice)).toEqual(
      b.transfers.map((x) => Math.round(x.total.sellPrice * 1.1)),
    );
    const dbl = (s: typeof a) => s.occupancies[1]!.perPersonAdultPrice!.sellPrice;
    // 10.00 AED x 3 nights per adult on the hotel, and the adult's third of the transfers' markup.
    expect(dbl(a) - dbl(b)).toBe(3_000 + Math.round(transfersAfter / 3) - Math.round(transfersBefore / 3));
  });

  it('prices transfers by the tariff over the distance: private cheapest vehicles, shared per seat', async () => {
    const res = await preview(h.resellerA.token, hotelDraft(t, c));
    const [arrival, departure] = res.json<QuotationCostingDto>().stays[0]!.transfers;
    expect(arrival!.transferFromName).toMatch(/Dubai/);
    expect(arrival!.transferToName).toBe(c.hotel.name);
    expect(departure!.transferToName).toMatch(/Dubai/);
    // Three travellers: one sedan (3 seats), AED 90 + AED 1.80 per started km.
    expect(arrival!.vehicleTypes.map((v) => [v.name, v.count])).toEqual([['Sedan (up to 3 guests)', 1]]);
    const km = Math.ceil(arrival!.distanceKm - 0.05);
    expect([9_000 + 180 * km, 9_000 + 180 * (km + 1)]).toContain(arrival!.total.agentPrice);
    expect(departure!.vehicleTypes).toEqual([
      expect.objectContaining({ name: 'Shared coach seat', count: 3 }),
    ]);
    expect(departure!.perPerson.agentPrice).toBe(Math.round(departure!.total.agentPrice / 3));
  });

  it('refuses vehicles that do not seat the party, and transfers without hotels', async () => {
    const small = hotelDraft(t, c, {
      transfer: [
        {
          stayNo: 1,
          stays: [{ transferType: 'private', vehicleTypes: [{ vehicle: await sedanId(), count: 0 }] }],
        },
      ],
    });
    expect((await preview(h.resellerA.token, small)).statusCode).toBe(400);
    const seats = hotelDraft(t, c, { noOfAdults: 4, noOfChildren: 0, childrenAges: [] });
    seats.transfer![0]!.stays[0] = {
      transferType: 'private',
      vehicleTypes: [{ vehicle: await sedanId(), count: 1 }],
    };
    const res = await preview(h.resellerA.token, seats);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>().error).toMatch(/The vehicles chosen seat 3; the party is 4$/);
    const noHotel = landDraft(t, c, { isTransferQuotationDisabled: false });
    const refused = await preview(h.resellerA.token, noHotel);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorEnvelope>().fieldErrors?.isTransferQuotationDisabled).toEqual([
      'Transfers run to and from the hotels: add a stay or switch transfers off',
    ]);
  });

  it('converts every line to US dollars at the current rate', async () => {
    const aed = (await preview(h.resellerA.token, landDraft(t, c))).json<QuotationCostingDto>();
    const usd = (
      await preview(h.resellerA.token, landDraft(t, c, { quotationCurrency: 'USD' }))
    ).json<QuotationCostingDto>();
    expect(usd.currency).toBe('USD');
    expect(usd.conversionRate).toBeGreaterThan(0.2);
    expect(usd.conversionRate).toBeLessThan(0.3);
    expect(usd.visa!.adultPrice.agentPrice).toBe(
      Math.round(aed.visa!.adultPrice.agentPrice * usd.conversionRate),
    );
  });
});

async function sedanId(): Promise<string> {
  const body = (await get(h.resellerA.token, '/quotations/initial/all')).json<QuotationInitialAnswer>();
  return body.vehicles.find((v) => v.capacity === 3)!._id;
}

describe('company quotation markups', () => {
  it('are set by the admin command line per component and come on top of the product price', async () => {
    const agent = await createAgentWithToken(t.deps);
    const before = (await preview(agent.token, landDraft(t, c))).json<QuotationCostingDto>();
    const cmd = COMMANDS.find((x) => x.name === 'markups:company-set')!;
    const text = await cmd.run(
      t.deps,
      {
        positional: [agent.id, 'quotation', 'visa', 'flat', '5'],
        flags: {},
      },
      cliActor('test'),
    );
    expect(text).toMatch(/Quotation visa/);
    const after = (await preview(agent.token, landDraft(t, c))).json<QuotationCostingDto>();
    expect(after.visa!.adultPrice.agentPrice - before.visa!.adultPrice.agentPrice).toBe(500);
    expect(after.excursions[0]!.adultPrice).toEqual(before.excursions[0]!.adultPrice);
    await expect(
      cmd.run(
        t.deps,
        { positional: [agent.id, 'quotation', 'ferry', 'flat', '5'], flags: {} },
        cliActor('test'),
      ),
    ).rejects.toThrow('A quotation markup item is hotel, attraction, transfer, visa');
  });
});

describe('pick-up places', () => {
  it('names a hotel or airport of the quotation with the note, on the PDF too; others are refused', async () => {
    const draft = hotelDraft(t, c, {
      pickUpPlaces: [
        { placeId: c.hotel.id, note: 'Lobby, 08:30' },
        { placeId: 'DXB', note: '' },
      ],
    });
    const a = await createQuotation(as(h.resellerA.token), draft);
    const [hotel, airport] = a.costing.pickUpPlaces ?? [];
    expect(hotel).toEqual({ placeId: c.hotel.id, placeName: c.hotel.name, note: 'Lobby, 08:30' });
    expect([airport?.placeId, airport?.note]).toEqual(['DXB', '']);
    expect(airport?.placeName).toMatch(/\(DXB\)$/);
    expect(a.draft.pickUpPlaces).toEqual(draft.pickUpPlaces);
    const pdf = pdfText((await get(h.resellerA.token, `/quotations/amendment/${a._id}/pdf`)).rawPayload);
    expect(pdf).toContain(`${c.hotel.name}: Lobby, 08:30`);
    const elsewhere = await preview(
      h.resellerA.token,
      hotelDraft(t, c, { pickUpPlaces: [{ placeId: 'AUH', note: '' }] }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<ErrorEnvelope>().error).toBe(
      'Choose each pick-up place from the hotels and airports of the quotation',
    );
  });
});

describe('validation', () => {
  it('answers 400 with field messages for a bad party or dates', async () => {
    const res = await preview(h.resellerA.token, landDraft(t, c, { noOfChildren: 2, childrenAges: [5] }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>().fieldErrors?.childrenAges).toEqual(['Choose the age of every child']);
    const dates = tripDates(t);
    const backwards = await preview(
      h.resellerA.token,
      landDraft(t, c, { checkInDate: dates.checkOutDate, checkOutDate: dates.checkInDate }),
    );
    expect(backwards.json<ErrorEnvelope>().fieldErrors?.checkOutDate).toEqual([
      'The departure date must be after the arrival date',
    ]);
    const noVisa = await preview(h.resellerA.token, landDraft(t, c, { visa: null }));
    expect(noVisa.json<ErrorEnvelope>().fieldErrors?.visa).toEqual(['Choose the visa, or switch visas off']);
  });

  it('defaults the client name to "Sir / Madam", AED, 2 adults are given', async () => {
    const draft = landDraft(t, c, { clientName: '   ' });
    delete draft.quotationCurrency;
    const a = await createQuotation(as(h.resellerA.token), draft);
    expect(a.clientName).toBe('Sir / Madam');
    expect(a.costing.currency).toBe('AED');
  });
});

describe('amendments and confirmation', () => {
  it('keeps every edit as a new amendment, confirms only the latest, then refuses edits', async () => {
    const call = as(h.resellerA.token);
    const first = await createQuotation(call, landDraft(t, c));
    const number = first.quotationNumber;
    const edited = await call({
      method: 'PATCH',
      url: `/api/v1/quotations/update/${number}`,
      headers: idem(),
      payload: landDraft(t, c, { noOfAdults: 3, clientName: 'Mr and Mrs Mehta' }),
    });
    expect(edited.statusCode).toBe(201);
    const second = edited.json<QuotationAmendmentDto>();
    expect([second.amendmentNo, second.quotationNumber, second.clientName]).toEqual([
      2,
      number,
      'Mr and Mrs Mehta',
    ]);
    const versions = (await get(h.resellerA.token, `/quotations/amendments/${number}`)).json<
      QuotationAmendmentDto[]
    >();
    expect(versions.map((v) => [v.amendmentNo, v.isLatest, v.draft.noOfAdults])).toEqual([
      [1, false, 2],
      [2, true, 3],
    ]);
    const confirm = (id: string, payload: object) =>
      call({ method: 'PATCH', url: `/api/v1/quotations/amendment/confirm/${id}`, headers: idem(), payload });
    const old = await confirm(first._id, { selectedStay: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json<ErrorEnvelope>().error).toBe('Only the latest version (amendment 2) can be confirmed');
    expect((await confirm(second._id, { selectedStay: 2 })).statusCode).toBe(400);
    const done = await confirm(second._id, { selectedStay: 1, comments: 'Client accepted by phone' });
    expect(done.statusCode).toBe(200);
    expect(done.json<QuotationAmendmentDto>().status).toBe('confirmed');
    expect(done.json<QuotationAmendmentDto>().confirmation).toMatchObject({
      selectedStay: 1,
      comments: 'Client accepted by phone',
    });
    const list = (
      await get(h.resellerA.token, `/quotations/all?quotationNumber=${number}`)
    ).json<QuotationListAnswer>();
    expect(list.quotations[0]).toMatchObject({ status: 'confirmed', totalAmendments: 2 });
    const late = await call({
      method: 'PATCH',
      url: `/api/v1/quotations/update/${number}`,
      headers: idem(),
      payload: landDraft(t, c),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorEnvelope>().error).toBe('This quotation is confirmed and can no longer be changed');
  });

  it('numbers parallel edits one after another and confirms a quotation once', async () => {
    const call = as(h.resellerA.token);
    const first = await createQuotation(call, landDraft(t, c));
    const edits = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call({
          method: 'PATCH',
          url: `/api/v1/quotations/update/${first.quotationNumber}`,
          headers: idem(),
          payload: landDraft(t, c, { agentQuotationNumber: `EDIT-${i}` }),
        }),
      ),
    );
    expect(edits.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = edits.map((r) => r.json<QuotationAmendmentDto>().amendmentNo).sort();
    expect(numbers).toEqual([2, 3, 4, 5, 6]);
    const versions = (await get(h.resellerA.token, `/quotations/amendments/${first.quotationNumber}`)).json<
      QuotationAmendmentDto[]
    >();
    const latest = versions.at(-1)!;
    expect([versions.length, latest.isLatest]).toEqual([6, true]);
    const confirms = await Promise.all(
      Array.from({ length: 3 }, () =>
        call({
          method: 'PATCH',
          url: `/api/v1/quotations/amendment/confirm/${latest._id}`,
          headers: idem(),
          payload: { selectedStay: 1 },
        }),
      ),
    );
    expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('checks the rooms given at confirmation against the adults and the occupancies offered', async () => {
    const call = as(h.resellerA.token);
    const a = await createQuotation(
      call,
      hotelDraft(t, c, { isTransferQuotationDisabled: true, transfer: [] }),
    );
    const confirm = (payload: object) =>
      call({
        method: 'PATCH',
        url: `/api/v1/quotations/amendment/confirm/${a._id}`,
        headers: idem(),
        payload,
      });
    const wrong = await confirm({ selectedStay: 1, occupancyRoomCount: { SGL: 1 } });
    expect(wrong.json<ErrorEnvelope>().error).toBe('The rooms take 1 adults; the quotation is for 2');
    expect((await confirm({ selectedStay: 1, occupancyRoomCount: { DBL: 1 } })).statusCode).toBe(200);
    // Operations get the hand-over and the agent a copy, written with the confirmation.
    const mails = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Quotation ${a.quotationNumber} confirmed`));
    expect(mails.map((m) => m.to).sort()).toEqual(['enquiry@desertrose.example', h.resellerA.email].sort());
    const ops = mails.find((m) => m.to === 'enquiry@desertrose.example')!.text;
    expect(ops).toContain(`Stay option 1, rooms: 1 x Double / Twin:`);
    expect(ops).toContain(c.hotel.name);
    expect(ops).toContain('Client: Ms Jane Doe');
  });
});

describe('idempotency, access and documents', () => {
  it('replays the same key with the same answer, refuses it for another body, and needs a key', async () => {
    const call = as(h.resellerA.token);
    const headers = idem();
    const once = await call({
      method: 'POST',
      url: '/api/v1/quotations/create',
      headers,
      payload: landDraft(t, c),
    });
    const twice = await call({
      method: 'POST',
      url: '/api/v1/quotations/create',
      headers,
      payload: landDraft(t, c),
    });
    expect(twice.statusCode).toBe(201);
    expect(twice.headers['idempotent-replayed']).toBe('true');
    expect(twice.json<QuotationAmendmentDto>()._id).toBe(once.json<QuotationAmendmentDto>()._id);
    const other = await call({
      method: 'POST',
      url: '/api/v1/quotations/create',
      headers,
      payload: landDraft(t, c, { clientName: 'Someone else' }),
    });
    expect(other.statusCode).toBe(422);
    const bare = await call({ method: 'POST', url: '/api/v1/quotations/create', payload: landDraft(t, c) });
    expect(bare.statusCode).toBe(400);
  });

  it("shows a sub-agent's quotation to its parent, nobody else; the admin lists by agent", async () => {
    const mine = await createQuotation(as(h.subOfA.token), landDraft(t, c));
    expect(mine.canChange).toBe(true);
    const parentView = await get(h.resellerA.token, `/quotations/amendment/${mine._id}`);
    expect(parentView.statusCode).toBe(200);
    expect(parentView.json<QuotationAmendmentDto>().canChange).toBe(false);
    expect(
      (await get(h.subOfA.token, `/quotations/amendment/${mine._id}`)).json<QuotationAmendmentDto>()
        .canChange,
    ).toBe(true);
    expect((await get(h.resellerB.token, `/quotations/amendment/${mine._id}`)).statusCode).toBe(404);
    expect((await get(h.subOfB.token, `/quotations/amendments/${mine.quotationNumber}`)).statusCode).toBe(
      404,
    );
    const parentList = (
      await get(h.resellerA.token, '/quotations/all?limit=100&agency=all')
    ).json<QuotationListAnswer>();
    const listed = parentList.quotations.find((q) => q.quotationNumber === mine.quotationNumber);
    expect(listed?.agency?._id).toBe(h.subOfA.id);
    // The branch view: the sub-agent's client price stays its own.
    expect(listed?.amendment.fromPerPerson).toBeNull();
    const ownList = (await get(h.resellerA.token, '/quotations/all?limit=100')).json<QuotationListAnswer>();
    expect(ownList.quotations.some((q) => q.quotationNumber === mine.quotationNumber)).toBe(false);
    const otherList = (await get(h.resellerB.token, '/quotations/all')).json<QuotationListAnswer>();
    expect(otherList.totalQuotations).toBe(0);
    // The parent reads but does not change it.
    const edit = await as(h.resellerA.token)({
      method: 'PATCH',
      url: `/api/v1/quotations/update/${mine.quotationNumber}`,
      headers: idem(),
      payload: landDraft(t, c),
    });
    expect(edit.statusCode).toBe(403);
    const admin = await get(h.admin, `/admin/quotations/all?agent=${h.subOfA.agentCode}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json<QuotationListAnswer>().quotations.map((q) => q.quotationNumber)).toEqual([
      mine.quotationNumber,
    ]);
    expect((await get(h.resellerA.token, '/admin/quotations/all')).statusCode).toBe(403);
  });

  it('pages the list by 10 and filters by creation day', async () => {
    const agent = await createAgentWithToken(t.deps);
    for (let i = 0; i < 11; i++)
      await createQuotation(as(agent.token), landDraft(t, c, { agentQuotationNumber: `REF-${i}` }));
    const first = (await get(agent.token, '/quotations/all')).json<QuotationListAnswer>();
    expect([first.quotations.length, first.totalQuotations]).toEqual([10, 11]);
    const second = (await get(agent.token, '/quotations/all?skip=10&limit=10')).json<QuotationListAnswer>();
    expect(second.quotations.map((q) => q.agentQuotationNumber)).toEqual(['REF-0']);
    expect(
      (
        await get(agent.token, '/quotations/all?dateFrom=2026-11-27&dateTo=2026-11-27')
      ).json<QuotationListAnswer>().totalQuotations,
    ).toBe(11);
    expect(
      (await get(agent.token, '/quotations/all?dateFrom=2026-11-28')).json<QuotationListAnswer>()
        .totalQuotations,
    ).toBe(0);
    expect((await get(agent.token, '/quotations/all?dateFrom=27-11-2026')).statusCode).toBe(400);
  });

  it('renders the PDF with the client prices, never the agent cost', async () => {
    const a = await createQuotation(as(h.resellerA.token), hotelDraft(t, c));
    const res = await get(h.resellerA.token, `/quotations/amendment/${a._id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(a.quotationNumber);
    expect(text).toContain(c.hotel.name);
    expect(text).toContain('Ms Jane Doe');
    const dbl = a.costing.stays[0]!.occupancies[1]!.perPersonAdultPrice!;
    expect(text).toContain(formatMoney(dbl.sellPrice));
    expect((await get(h.resellerB.token, `/quotations/amendment/${a._id}/pdf`)).statusCode).toBe(404);
  });

  it('renders the client PDF in Arabic with ?lang=ar, and by default in the agency client language', async () => {
    const a = await createQuotation(as(h.resellerA.token), hotelDraft(t, c));
    const url = `/quotations/amendment/${a._id}/pdf`;
    const arabic = (await get(h.resellerA.token, `${url}?lang=ar`)).rawPayload;
    expect(pdfFonts(arabic)).toContain('NotoSansArabic-Bold');
    // "عرض سعر" (Quotation) is set in the Arabic font; the English heading is gone, the hotel stays.
    for (const letter of 'عرضسر') expect(pdfEmbeddedChars(arabic)).toContain(letter);
    expect(pdfText(arabic)).not.toContain('Travel dates');
    expect(pdfText(arabic)).toContain(c.hotel.name);
    expect(pdfText((await get(h.resellerA.token, url)).rawPayload)).toContain('Travel dates');
    await t.deps.database.db
      .update(agents)
      .set({ clientLanguage: 'ar' })
      .where(eq(agents.id, h.resellerA.id));
    expect(pdfText((await get(h.resellerA.token, url)).rawPayload)).not.toContain('Travel dates');
    expect(pdfText((await get(h.resellerA.token, `${url}?lang=en`)).rawPayload)).toContain('Travel dates');
    await t.deps.database.db
      .update(agents)
      .set({ clientLanguage: 'en' })
      .where(eq(agents.id, h.resellerA.id));
  });
});

// Last in the file: it spends the address's pricing allowance.
describe('pricing ceiling', () => {
  it('answers 429 after 120 pricing calls a minute from one address', async () => {
    const agent = await createAgentWithToken(t.deps);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await preview(agent.token, { noOfAdults: 0 })).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 400 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const res = await preview(agent.token, landDraft(t, c));
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorEnvelope>().error).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
  });
});
