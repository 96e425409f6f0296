import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelCreateOrderAnswer, HotelOrderDto, HotelOrdersAnswer } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAgencyUser } from '../agency-users/agency-users.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { idemKey } from '../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../hotels/hotels.testing.ts';
import {
  createBody,
  CREATE_URL,
  LIST_URL,
  orderUrl,
  recheck,
  searchAndPick,
} from '../hotels/booking/booking.testing.ts';

let t: TestApp;
let owner: TestAgent;
let order: HotelOrderDto;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  owner = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  const picked = await searchAndPick(
    t,
    owner.token,
    hotel.id,
    (r) => r.source === 'contract' && r.payLaterAvailable,
    { days: 60 },
  );
  const held = await recheck(t, owner.token, picked);
  const res = await t.app.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: { ...auth(owner.token), 'idempotency-key': idemKey() },
    payload: createBody(held, { paymentMethod: 'pay_later' }),
  });
  if (res.statusCode !== 201) throw new Error(`create ${res.statusCode}: ${res.body}`);
  order = res.json<HotelCreateOrderAnswer>().order;
});
afterAll(() => t.close());

const details = async (token: string) => {
  const res = await t.app.inject({ url: orderUrl(order._id), headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelOrderDto>();
};
const listed = async (token: string) => {
  const res = await t.app.inject({ url: LIST_URL, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelOrdersAnswer>().hotelOrders.find((o) => o._id === order._id);
};

describe('order actions follow the signed-in user’s role (issue 32)', () => {
  it('the owner is offered pay and cancel on an unpaid order; a viewer only its documents', async () => {
    expect(order.status).toBe('unpaid');
    expect((await details(owner.token)).actions).toMatchObject({ pay: true, cancel: true });
    expect((await listed(owner.token))?.actions).toMatchObject({ pay: true, cancel: true });

    const viewer = await createAgencyUser(t.deps, owner.id, 'viewer');
    const seen = await details(viewer.token);
    expect(seen.actions).toMatchObject({ pay: false, cancel: false });
    expect(seen.actions.voucher).toBe((await details(owner.token)).actions.voucher);
    expect((await listed(viewer.token))?.actions).toMatchObject({ pay: false, cancel: false });
  });

  it('an accountant may not cancel or pay a booking; a booker may', async () => {
    const accountant = await createAgencyUser(t.deps, owner.id, 'accountant');
    expect((await details(accountant.token)).actions).toMatchObject({ pay: false, cancel: false });
    const booker = await createAgencyUser(t.deps, owner.id, 'booker');
    expect((await details(booker.token)).actions).toMatchObject({ pay: true, cancel: true });
  });
});
