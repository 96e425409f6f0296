import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type {
  ErrorEnvelope,
  QuotationAmendmentDto,
  QuotationCostingDto,
  QuotationPriceChangedAnswer,
  SingleHotelSearchAnswer,
} from '@portal/contracts';
import { clientMarkups, mailOutbox, queryRows } from '@portal/db';
import { addDays, formatMoney, plainDateIn } from '@portal/domain';
import { fixedClock } from '../../lib/clock.ts';
import { pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAgentWithToken } from '../resellers/resellers.testing.ts';
import {
  createQuotation,
  hotelDraft,
  idem,
  landDraft,
  quotationCatalogue,
  type QuotationCatalogue,
} from './quotations.testing.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';

let t: TestApp;
let c: QuotationCatalogue;
/** A Dubai hotel whose cheapest room takes one child and whose dearer room takes two. */
let family: { hotelId: string; oneChildRoom: string; twoChildRoom: string };

beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(new Date('2026-11-27T08:00:00Z')) });
  c = await quotationCatalogue(t);
  const candidates = await queryRows<{ hotelId: string; oneChildRoom: string; twoChildRoom: string }>(
    t.deps.database.db,
    sql`select h.id as "hotelId", one.id as "oneChildRoom", two.id as "twoChildRoom" from hotels h
          join hotel_cities ci on ci.id = h.city_id and ci.slug = 'dubai'
          join hotel_room_types one on one.hotel_id = h.id and one.name = 'Standard Room' and one.max_children = 1
          join hotel_room_types two on two.hotel_id = h.id and two.name = 'Deluxe Room' and two.max_children >= 2
          join hotel_contracts c1 on c1.room_type_id = one.id and c1.is_active
          join hotel_contracts c2 on c2.room_type_id = two.id and c2.is_active
         where h.is_active order by h.popularity desc, h.name limit 10`,
  );
  // The first whose Deluxe the hotel module sells to the family (extra beds allowing).
  const agent = await createAgentWithToken(t.deps);
  const { checkInDate, checkOutDate } = hotelDraft(t, c);
  let row: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    const res = await as(agent.token)({
      method: 'POST',
      url: '/api/v1/b2b/hotels/availabilities/single/search',
      payload: {
        hotelId: candidate.hotelId,
        fromDate: checkInDate,
        toDate: checkOutDate,
        rooms: [{ noOfAdults: 2, noOfChildren: 2, childrenAges: [6, 9] }],
        nationality: 'GB',
        priceType: 'all',
      },
    });
    const sold = res.json<SingleHotelSearchAnswer>().rooms ?? [];
    if (sold.some((r) => r.id === candidate.twoChildRoom)) {
      row = candidate;
      break;
    }
  }
  if (!row) throw new Error('no family hotel seeded');
  family = row;
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { authorization: `Bearer ${token}`, ...(o.headers ?? {}) } });
const preview = (token: string, payload: object) =>
  as(token)({ method: 'POST', url: '/api/v1/quotations/preview', payload });

/** Two adults and two children (6 and 9) in the family hotel, no transfers, no land services. */
function familyDraft(roomTypeId: string | null = null) {
  const draft = hotelDraft(t, c, {
    noOfChildren: 2,
    childrenAges: [6, 9],
    isTransferQuotationDisabled: true,
    transfer: [],
  });
  const hotel = draft.stays![0]!.hotels[0]!;
  draft.stays = [{ hotels: [{ ...hotel, hotelId: family.hotelId, roomTypeId }] }];
  return draft;
}

describe('a family quotation', () => {
  it('quotes a room that takes two adults and two children, priced as the hotels sell it', async () => {
    const agent = await createAgentWithToken(t.deps);
    const draft = familyDraft();
    const res = await preview(agent.token, draft);
    expect(res.statusCode, res.body).toBe(200);
    const stay = res.json<QuotationCostingDto>().stays[0]!;
    const hotel = stay.hotels[0]!;
    // The Standard Room takes one child: it is cheaper, but the family does not fit it.
    expect(hotel.roomTypeId).not.toBe(family.oneChildRoom);
    const search = async (ages: number[]) => {
      const answer = await as(agent.token)({
        method: 'POST',
        url: '/api/v1/b2b/hotels/availabilities/single/search',
        payload: {
          hotelId: family.hotelId,
          fromDate: hotel.checkInDate,
          toDate: hotel.checkOutDate,
          rooms: [{ noOfAdults: 2, noOfChildren: ages.length, childrenAges: ages }],
          nationality: draft.nationality,
          priceType: 'all',
        },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<SingleHotelSearchAnswer>().rooms;
    };
    const sold = await search([6, 9]);
    expect(sold.map((r) => r.id)).not.toContain(family.oneChildRoom);
    const price = (rooms: SingleHotelSearchAnswer['rooms']) =>
      Math.min(
        ...rooms
          .find((r) => r.id === hotel.roomTypeId)!
          .rates.filter((r) => r.boardCode === hotel.boardTypeCode)
          .filter((r) => (r.cancellationType !== 'Non Refundable') === hotel.isRefundable)
          .map((r) => r.agentPrice),
      );
    const familyRoom = price(sold);
    const double = price(await search([]));
    expect(stay.occupancies[1]!.perPersonAdultPrice!.agentPrice).toBe(Math.round(double / 2));
    expect(stay.perPersonChildPrice!.agentPrice).toBe(Math.round((familyRoom - double) / 2));
    // The whole trip: the double's two adults and the two children.
    expect(stay.party).toEqual({
      rooms: { DBL: 1 },
      total: {
        agentPrice:
          2 * stay.occupancies[1]!.perPersonAdultPrice!.agentPrice + 2 * stay.perPersonChildPrice!.agentPrice,
        sellPrice:
          2 * stay.occupancies[1]!.perPersonAdultPrice!.sellPrice + 2 * stay.perPersonChildPrice!.sellPrice,
      },
    });
  });

  it('refuses a room type the family does not fit, with the reason', async () => {
    const agent = await createAgentWithToken(t.deps);
    const res = await preview(agent.token, familyDraft(family.oneChildRoom));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>().error).toMatch(
      /^The Standard Room of .+ does not take 2 adults and 2 children; choose a larger room$/,
    );
  });
});

describe('the rate type per hotel', () => {
  it('quotes a refundable or a non-refundable rate as the agent chooses, or says none is offered', async () => {
    const agent = await createAgentWithToken(t.deps);
    const withRate = (rateType: 'refundable' | 'non-refundable') => {
      const draft = hotelDraft(t, c, { isTransferQuotationDisabled: true, transfer: [] });
      draft.stays![0]!.hotels[0]!.rateType = rateType;
      return preview(agent.token, draft);
    };
    const refundable = await withRate('refundable');
    const nonRefundable = await withRate('non-refundable');
    const answers = [refundable, nonRefundable].map((r) => r.statusCode);
    // The seeded hotel sells at least one of the two; each answer is the kind asked for, or a clear 400.
    expect(answers).toContain(200);
    if (refundable.statusCode === 200)
      expect(refundable.json<QuotationCostingDto>().stays[0]!.hotels[0]!.isRefundable).toBe(true);
    else expect(refundable.json<ErrorEnvelope>().error).toMatch(/has no rate.*\(refundable\)/);
    if (nonRefundable.statusCode === 200)
      expect(nonRefundable.json<QuotationCostingDto>().stays[0]!.hotels[0]!.isRefundable).toBe(false);
    else expect(nonRefundable.json<ErrorEnvelope>().error).toMatch(/has no rate.*\(non-refundable\)/);
  });
});

describe('dates and validity', () => {
  it('refuses a land-only quotation dated in the past (Dubai date)', async () => {
    const agent = await createAgentWithToken(t.deps);
    const today = plainDateIn(t.deps.clock.now());
    const res = await preview(
      agent.token,
      landDraft(t, c, { checkInDate: addDays(today, -1), checkOutDate: addDays(today, 2) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>().fieldErrors?.checkInDate).toEqual([
      'The arrival date cannot be in the past',
    ]);
    const fromToday = await preview(
      agent.token,
      landDraft(t, c, { checkInDate: today, checkOutDate: addDays(today, 2) }),
    );
    expect(fromToday.statusCode).toBe(200);
  });

  it('offers the prices a week, shows the whole-trip total, both on the PDF', async () => {
    const agent = await createAgentWithToken(t.deps);
    const a = await createQuotation(as(agent.token), landDraft(t, c));
    expect(a.costing.validUntil).toBe('2026-12-04');
    const land = a.costing.landOnly!;
    expect(land.party!.total.sellPrice).toBe(
      2 * land.perPersonAdultPrice.sellPrice + land.perPersonChildPrice!.sellPrice,
    );
    const pdf = pdfText(
      (await as(agent.token)({ method: 'GET', url: `/api/v1/quotations/amendment/${a._id}/pdf` })).rawPayload,
    ).replace(/\s+/g, ' ');
    expect(pdf).toContain('04/12/2026');
    expect(pdf).toContain('Whole trip, 2 adults and 1 child');
    expect(pdf).toContain(formatMoney(land.party!.total.sellPrice));
  });
});

describe('confirming re-prices', () => {
  it('refuses a confirmation whose price moved, then confirms at the price the agent accepted', async () => {
    const agent = await createAgentWithToken(t.deps);
    const call = as(agent.token);
    const a = await createQuotation(call, landDraft(t, c));
    const saved = a.costing.landOnly!.party!.total;
    // The agent's visa margin rises after the quotation was saved: the same draft now prices higher.
    await t.deps.database.db
      .insert(clientMarkups)
      .values({ agentId: agent.id, product: 'quotation', itemId: 'visa', type: 'flat', value: 10_000 });
    // Written by this node (markups are held per buyer until the change feed says so).
    noteLocalChange();
    const confirm = (payload: object) =>
      call({
        method: 'PATCH',
        url: `/api/v1/quotations/amendment/confirm/${a._id}`,
        headers: idem(),
        payload,
      });
    const moved = await confirm({ selectedStay: 1 });
    expect(moved.statusCode).toBe(409);
    const changed = moved.json<QuotationPriceChangedAnswer>();
    expect(changed.code).toBe('PRICE_CHANGED');
    expect(changed.expectedTotal).toBe(saved.sellPrice);
    // 100.00 more per traveller, three travellers.
    expect(changed.current.sellPrice).toBe(saved.sellPrice + 30_000);
    expect(changed.current.agentPrice).toBe(saved.agentPrice);
    expect(changed.error).toBe(
      `The price has changed: ${formatMoney(saved.sellPrice)} is now ${formatMoney(saved.sellPrice + 30_000)} for the party. Confirm again at the new price.`,
    );
    expect(changed).toMatchObject({
      messageKey: 'quotation.priceChanged',
      messageParams: {
        was: { minor: saved.sellPrice, currency: 'AED' },
        now: { minor: saved.sellPrice + 30_000, currency: 'AED' },
      },
    });
    const stillOpen = await call({ method: 'GET', url: `/api/v1/quotations/amendment/${a._id}` });
    expect(stillOpen.json<QuotationAmendmentDto>().status).toBe('not-confirmed');
    // Accepting the old price again is refused too.
    expect((await confirm({ selectedStay: 1, expectedTotal: saved.sellPrice })).statusCode).toBe(409);

    const done = await confirm({ selectedStay: 1, expectedTotal: changed.current.sellPrice });
    expect(done.statusCode, done.body).toBe(200);
    const confirmed = done.json<QuotationAmendmentDto>();
    expect([confirmed.status, confirmed.amendmentNo, confirmed.isLatest]).toEqual(['confirmed', 2, true]);
    expect(confirmed.costing.landOnly!.party!.total).toEqual(changed.current);
    expect(confirmed.confirmation!.partyTotal!.total).toEqual(changed.current);
    // The first version keeps its own price.
    const first = await call({ method: 'GET', url: `/api/v1/quotations/amendment/${a._id}` });
    expect(first.json<QuotationAmendmentDto>().costing.landOnly!.party!.total).toEqual(saved);
    const [mail] = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(mail!.text).toContain(
      `Whole trip, 2 adults and 1 child: ${formatMoney(changed.current.sellPrice)}`,
    );
    expect(mail!.text).toContain('Prices valid until: 04/12/2026');
  });

  it('confirms an unchanged price as it was saved, without a new version', async () => {
    const agent = await createAgentWithToken(t.deps);
    const a = await createQuotation(as(agent.token), landDraft(t, c));
    const res = await as(agent.token)({
      method: 'PATCH',
      url: `/api/v1/quotations/amendment/confirm/${a._id}`,
      headers: idem(),
      payload: { selectedStay: 1 },
    });
    expect(res.statusCode).toBe(200);
    const confirmed = res.json<QuotationAmendmentDto>();
    expect([confirmed._id, confirmed.amendmentNo]).toEqual([a._id, 1]);
    expect(confirmed.confirmation!.partyTotal!.total).toEqual(a.costing.landOnly!.party!.total);
  });
});
