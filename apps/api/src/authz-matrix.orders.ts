import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Call } from './authz-matrix.fixtures.ts';
import { BOOKING_TYPE, freeDate, pickActivity } from './modules/attractions/attractions.testing.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the back office's bookings desk (company staff only). */
interface OrdersProbe {
  params?: Record<string, string>;
  body?: () => InjectOptions['payload'];
  alsoAllowed: 'admin'[];
  secrets: string[];
}

const ADMIN = '/api/v1/admin/orders';

/** Reseller A's booking-type attraction order: its line waits (booked) for the operator's number. */
async function bookedOrder(t: TestApp, owner: Call) {
  const activity = await pickActivity(t, BOOKING_TYPE);
  const selection = {
    activityId: activity.activityId,
    date: await freeDate(t, activity.attractionId, 10),
    adults: 1,
  };
  const price = await owner({ method: 'POST', url: '/api/v1/b2b/attractions/price', payload: selection });
  if (price.statusCode !== 200) throw new Error(`price check failed ${price.statusCode}: ${price.body}`);
  const res = await owner({
    method: 'POST',
    url: '/api/v1/b2b/attractions/orders',
    headers: { 'idempotency-key': `matrix-${randomUUID()}` },
    payload: {
      items: [{ ...selection, expectedPrice: price.json<{ agentPrice: number }>().agentPrice }],
      leadTraveller: {
        name: 'Matrix Desk Lead',
        email: 'desk@example.test',
        phone: '+971 50 000 0000',
        country: 'AE',
      },
      agentReferenceNumber: `MATRIX-DESK-${randomUUID()}`,
      paymentMethod: 'wallet',
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking-type order failed ${res.statusCode}: ${res.body}`);
  const placed = res.json<{ orderId: string; order: { lines: { _id: string; status: string }[] } }>();
  const line = placed.order.lines[0];
  if (line?.status !== 'booked') throw new Error(`the line is not booked: ${res.body}`);
  return { orderId: placed.orderId, lineId: line._id };
}

export function adminOrderFactories(testApp: () => TestApp, owner: Call) {
  const factories: Record<string, () => Promise<OrdersProbe>> = {
    [`GET ${ADMIN}`]: async () => ({ alsoAllowed: ['admin'], secrets: [] }),
    [`GET ${ADMIN}/:product/:id`]: async () => {
      const o = await bookedOrder(testApp(), owner);
      return { params: { product: 'attraction', id: o.orderId }, alsoAllowed: ['admin'], secrets: [] };
    },
    // Only staff confirm: every agent 403, then the admin confirms (200).
    [`POST ${ADMIN}/:product/:id/lines/:lineId/confirm`]: async () => {
      const o = await bookedOrder(testApp(), owner);
      return {
        params: { product: 'attraction', id: o.orderId, lineId: o.lineId },
        body: () => ({ confirmationNumber: 'MATRIX-CONF-1' }),
        alsoAllowed: ['admin'],
        secrets: [],
      };
    },
  };
  return factories;
}
