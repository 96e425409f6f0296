import { expect } from 'vitest';
import type { HotelCreateOrderAnswer } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { auth, type TestAgent } from '../resellers/resellers.testing.ts';
import { idemKey } from '../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../hotels/hotels.testing.ts';
import { createBody, CREATE_URL, recheck, searchAndPick } from '../hotels/booking/booking.testing.ts';

/**
 * The one fixture of the cockpit's int tests (issue 36: dashboard, reports, notifications): a test
 * app with a contract hotel, and a booking helper that books it on a new day each time (wallet or
 * pay later), answering the created order.
 */
export interface Cockpit {
  t: TestApp;
  book: (agent: TestAgent, paymentMethod: 'wallet' | 'pay_later') => Promise<HotelCreateOrderAnswer['order']>;
  get: <T>(agent: TestAgent, url: string) => Promise<T>;
}

export async function cockpitFixture(firstDay = 40): Promise<Cockpit> {
  const t = await buildTestApp();
  await ensureHotels(t);
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  let day = firstDay;
  const book: Cockpit['book'] = async (agent, paymentMethod) => {
    const picked = await searchAndPick(
      t,
      agent.token,
      hotel.id,
      (r) => r.source === 'contract' && (paymentMethod === 'wallet' || r.payLaterAvailable),
      { days: day++ },
    );
    const held = await recheck(t, agent.token, picked);
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: createBody(held, { paymentMethod }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<HotelCreateOrderAnswer>().order;
  };
  const get: Cockpit['get'] = async <T>(agent: TestAgent, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth(agent.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  return { t, book, get };
}
