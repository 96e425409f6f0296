import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HotelCancelQuoteAnswer,
  HotelCreateOrderAnswer,
  HotelOrderDto,
  HotelOrdersAnswer,
} from '@portal/contracts';
import { pdfText } from '../../../lib/documents/pdf-text.testing.ts';
import { systemActor } from '../../../audit/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { cancelUnpaidDueOnce, confirmBookingLine } from '../../bookings/core/index.ts';
import { expectOrderCreditNotes } from '../../bookings/credit-notes.testing.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../../resellers/resellers.testing.ts';
import { walletService } from '../../wallet/wallet.service.ts';
import { idemKey, ledgerViolations } from '../../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../hotels.testing.ts';
import {
  cancelUrl,
  createBody,
  CREATE_URL,
  LIST_URL,
  orderUrl,
  PAY_URL,
  recheck,
  searchAndPick,
} from './booking.testing.ts';

let t: TestApp;
let agent: TestAgent;
let hotelId: string;

const balanceOf = async (id: string) => (await walletService(t.deps).position(id)).balance;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  hotelId = hotel.id;
});
afterAll(() => t.close());

async function create(token: string, body: object, key = idemKey()) {
  return t.app.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: { ...auth(token), 'idempotency-key': key },
    payload: body,
  });
}

describe('hotel booking by wallet (contract)', () => {
  let order: HotelOrderDto;

  it('rechecks, holds and books once per key, debiting the wallet', async () => {
    const picked = await searchAndPick(t, agent.token, hotelId, (r) => r.source === 'contract');
    const held = await recheck(t, agent.token, picked);
    expect(held.expiresIn).toBeGreaterThan(0);
    const before = await balanceOf(agent.id);
    const key = idemKey();
    const body = createBody(held);
    const [a, b] = [await create(agent.token, body, key), await create(agent.token, body, key)];
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    const answer = a.json<HotelCreateOrderAnswer>();
    order = answer.order;
    expect(order.status).toBe('completed');
    expect(order.bookingStatus).toBe('booked');
    expect(await balanceOf(agent.id)).toBe(before - held.rate.agentPrice);
    // The hold is spent: another key for the same hold is refused.
    const again = await create(agent.token, { ...body, agentReferenceNumber: 'OTHER-1' });
    expect(again.statusCode).toBe(409);
  });

  it('shows the order in the list and details with a timeline; a foreign agent gets 404', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${LIST_URL}?referenceNumber=${order.referenceNumber}`,
      headers: auth(agent.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<HotelOrdersAnswer>().hotelOrders[0]?._id).toBe(order._id);
    const details = await t.app.inject({
      method: 'GET',
      url: orderUrl(order._id),
      headers: auth(agent.token),
    });
    expect(details.json<HotelOrderDto>().timeline.length).toBeGreaterThan(0);
    const other = await createAgentWithToken(t.deps);
    expect(
      (await t.app.inject({ method: 'GET', url: orderUrl(order._id), headers: auth(other.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('is confirmed by the company with the hotel confirmation number; voucher and invoice render', async () => {
    await confirmBookingLine(t.deps, order.referenceNumber, 'HTLCONF-77', 'cli', systemActor('test'));
    const details = (
      await t.app.inject({ method: 'GET', url: orderUrl(order._id), headers: auth(agent.token) })
    ).json<HotelOrderDto>();
    expect(details.bookingStatus).toBe('confirmed');
    expect(details.confirmationNumber).toBe('HTLCONF-77');
    for (const url of [
      `/api/v1/b2b/hotels/orders/voucher/${order._id}`,
      `/api/v1/b2b/hotels/orders/invoice/${order._id}?view=sell`,
    ]) {
      const pdf = await t.app.inject({ method: 'GET', url, headers: auth(agent.token) });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
  });

  it('cancels with a refund of the price minus the fee now; twice is refused', async () => {
    const quote = (
      await t.app.inject({ method: 'GET', url: `${cancelUrl(order._id)}/quote`, headers: auth(agent.token) })
    ).json<HotelCancelQuoteAnswer>();
    expect(quote.allowed).toBe(true);
    const before = await balanceOf(agent.id);
    const res = await t.app.inject({
      method: 'POST',
      url: cancelUrl(order._id),
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: { cancellationRemark: 'Guest ill' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ refund: number }>().refund).toBe(quote.refund);
    expect(await balanceOf(agent.id)).toBe(before + quote.refund);
    // The refunded money was on the tax invoice: a credit note for the refund, with its PDF.
    const cancelled = (
      await t.app.inject({ method: 'GET', url: orderUrl(order._id), headers: auth(agent.token) })
    ).json<HotelOrderDto>();
    expect(quote.refund).toBeGreaterThan(0);
    expect(cancelled.creditNotes).toEqual([
      expect.objectContaining({ invoiceNumber: order.invoiceNumber, amount: quote.refund, currency: 'AED' }),
    ]);
    expect(cancelled.creditNotes[0]!.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/bookings/credit-notes/${cancelled.creditNotes[0]!.id}`,
      headers: auth(agent.token),
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(pdfText(note.rawPayload)).toContain(order.invoiceNumber!);
    // The one credit notes route of every product lists the same note.
    const stranger = await createAgentWithToken(t.deps, { balance: 0 });
    await expectOrderCreditNotes(t, order._id, agent.token, stranger.token, [quote.refund]);
    const twiceKey = idemKey();
    const cancelAgain = () =>
      t.app.inject({
        method: 'POST',
        url: cancelUrl(order._id),
        headers: { ...auth(agent.token), 'idempotency-key': twiceKey },
        payload: {},
      });
    const twice = await cancelAgain();
    expect(twice.statusCode).toBe(409);
    // Retried with the same key, the same refusal, never turned into a success.
    const replayed = await cancelAgain();
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toEqual(twice.json());
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});

describe('pay later', () => {
  it('books unpaid, pays from the wallet, and refuses a second payment', async () => {
    const picked = await searchAndPick(
      t,
      agent.token,
      hotelId,
      (r) => r.source === 'contract' && r.payLaterAvailable,
      { days: 60 },
    );
    const held = await recheck(t, agent.token, picked);
    expect(held.allowedPaymentMethods).toContain('pay_later');
    const before = await balanceOf(agent.id);
    const res = await create(agent.token, createBody(held, { paymentMethod: 'pay_later' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<HotelCreateOrderAnswer>().order;
    expect(order.status).toBe('unpaid');
    expect(order.lastDateForPayment).not.toBeNull();
    expect(await balanceOf(agent.id)).toBe(before);
    const pay = await t.app.inject({
      method: 'POST',
      url: PAY_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: { orderId: order._id, paymentMethod: 'wallet' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    expect(pay.json<HotelCreateOrderAnswer>().order.status).toBe('completed');
    expect(await balanceOf(agent.id)).toBe(before - order.price.agentPrice);
    const again = await t.app.inject({
      method: 'POST',
      url: PAY_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: { orderId: order._id, paymentMethod: 'wallet' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('is refused on a non-refundable rate', async () => {
    const picked = await searchAndPick(t, agent.token, hotelId, (r) => !r.payLaterAvailable, {
      days: 61,
    }).catch(() => null);
    if (!picked) return;
    const held = await recheck(t, agent.token, picked);
    const res = await create(agent.token, createBody(held, { paymentMethod: 'pay_later' }));
    expect(res.statusCode).toBe(400);
  });

  it('the auto-cancel job run twice cancels an unpaid booking once, and paying after the deadline is refused', async () => {
    const picked = await searchAndPick(
      t,
      agent.token,
      hotelId,
      (r) => r.source === 'contract' && r.payLaterAvailable,
      { days: 62 },
    );
    const held = await recheck(t, agent.token, picked);
    const order = (
      await create(agent.token, createBody(held, { paymentMethod: 'pay_later' }))
    ).json<HotelCreateOrderAnswer>().order;
    const late = { ...t.deps, clock: { now: () => new Date(Date.parse(order.lastDateForPayment!) + 1000) } };
    const runs = await Promise.all([cancelUnpaidDueOnce(late), cancelUnpaidDueOnce(late)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await cancelUnpaidDueOnce(late)).toBe(0);
    const details = (
      await t.app.inject({ method: 'GET', url: orderUrl(order._id), headers: auth(agent.token) })
    ).json<HotelOrderDto>();
    expect(details.status).toBe('cancelled');
    const payKey = idemKey();
    const payLate = () =>
      t.app.inject({
        method: 'POST',
        url: PAY_URL,
        headers: { ...auth(agent.token), 'idempotency-key': payKey },
        payload: { orderId: order._id, paymentMethod: 'wallet' },
      });
    const pay = await payLate();
    expect(pay.statusCode).toBe(409);
    // The same key again replays the refusal (it once answered 201 with the refusal's body).
    const replayed = await payLate();
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([409, 'true']);
    expect(replayed.json()).toEqual(pay.json());
  });
});

describe('bedbank and sub-agents', () => {
  it('books a bedbank rate with the sandbox after the money is held', async () => {
    const picked = await searchAndPick(t, agent.token, hotelId, (r) => r.source === 'bedbank', {
      priceType: 'dynamic',
      days: 45,
    });
    const held = await recheck(t, agent.token, picked);
    const res = await create(agent.token, createBody(held));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<HotelCreateOrderAnswer>().order;
    expect(order.status).toBe('completed');
    expect(order.bookingStatus).toBe('confirmed');
  });

  it("records the parent's markup as its earning on a sub-agent booking", async () => {
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 5_000_000_00 });
    const picked = await searchAndPick(t, sub.token, hotelId, (r) => r.source === 'contract', { days: 50 });
    const held = await recheck(t, sub.token, picked);
    const res = await create(sub.token, createBody(held));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('bad input', () => {
  it('refuses a foreign or tampered rate key, missing guests and a missing key', async () => {
    const picked = await searchAndPick(t, agent.token, hotelId, (r) => r.source === 'contract', { days: 70 });
    const other = await createAgentWithToken(t.deps);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/hotels/availabilities/booking/room-rate',
      headers: auth(other.token),
      payload: { searchId: picked.search.searchId, hotelId, rateKey: picked.rate.rateKey },
    });
    expect(foreign.statusCode).toBe(404);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/hotels/availabilities/booking/room-rate',
      headers: auth(agent.token),
      payload: { searchId: picked.search.searchId, hotelId, rateKey: `${picked.rate.rateKey}x` },
    });
    expect(tampered.statusCode).toBe(404);
    const held = await recheck(t, agent.token, picked);
    const noGuests = await create(agent.token, { ...createBody(held), rooms: [] });
    expect(noGuests.statusCode).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: auth(agent.token),
      payload: createBody(held),
    });
    expect(noKey.statusCode).toBe(400);
    const wrongPrice = await create(
      agent.token,
      createBody(held, { expectedPrice: held.rate.agentPrice + 1 }),
    );
    expect(wrongPrice.statusCode).toBe(409);
    expect(wrongPrice.json<{ code: string }>().code).toBe('PRICE_CHANGED');
  });
});
