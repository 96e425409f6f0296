import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { queryRows } from '@portal/db';
import { INVENTORY, pickActivity, type PickedActivity } from './modules/attractions/attractions.testing.ts';
import type { TestApp } from './testing/test-app.ts';

/**
 * Real objects for the authorization matrix, made through the API as their owner would make them,
 * so the matrix probes the same rows a live agent owns (not ids that exist nowhere).
 */

/** One API call as a given caller (the matrix issues a fresh session per call). */
export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface PaidOrder {
  orderId: string;
  lineId: string;
  /** Everything of the order that must not appear in anybody else's answer. */
  secrets: string[];
}

function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status)
    throw new Error(`${what} failed ${res.statusCode} (expected ${status}): ${res.body.slice(0, 300)}`);
  return res.json<Record<string, unknown>>();
}

/** A ticket activity whose bookings can be cancelled (free or for a fee), so the cancel route can succeed. */
export const cancellableActivity = (t: TestApp): Promise<PickedActivity> =>
  pickActivity(t, sql`${INVENTORY} and a.cancellation_type in ('free', 'fee')`);

/** A destination slug of the seeded catalogue that has attractions. */
export async function destinationSlug(t: TestApp): Promise<string> {
  const [row] = await queryRows<{ slug: string }>(
    t.deps.database.db,
    sql`select d.slug from destinations d where exists
      (select 1 from attractions a where a.destination_id = d.id and a.is_active) order by d.slug limit 1`,
  );
  if (!row) throw new Error('no destination with attractions in the seeded catalogue');
  return row.slug;
}

/**
 * A paid attraction order, the way the web app places one: a bookable date from the attraction's
 * details, a price check, then the wallet order with an Idempotency-Key. The date is well ahead so
 * the line stays cancellable under the activity's policy.
 */
export async function placePaidOrder(
  call: Call,
  activity: PickedActivity,
  /** 'card': the order waits for its card payment (not paid, no tickets yet). */
  paymentMethod: 'wallet' | 'card' = 'wallet',
): Promise<PaidOrder> {
  const details = expectStatus(
    await call({ method: 'GET', url: `/api/v1/b2b/attractions/single/${activity.attractionId}` }),
    200,
    'attraction details',
  ) as { availability: { bookableDates: string[] } };
  const dates = details.availability.bookableDates;
  const date = dates[Math.min(10, dates.length - 1)];
  if (!date) throw new Error(`attraction ${activity.attractionId} has no bookable date`);

  const selection = { activityId: activity.activityId, date, adults: 1 };
  const price = expectStatus(
    await call({ method: 'POST', url: '/api/v1/b2b/attractions/price', payload: selection }),
    200,
    'price check',
  ) as { agentPrice: number };

  const reference = `MATRIX-ORDER-${randomUUID()}`;
  const leadName = `Matrix Lead ${randomUUID().slice(0, 8)}`;
  const placed = expectStatus(
    await call({
      method: 'POST',
      url: '/api/v1/b2b/attractions/orders',
      headers: { 'idempotency-key': `matrix-${randomUUID()}` },
      payload: {
        items: [{ ...selection, expectedPrice: price.agentPrice }],
        leadTraveller: {
          name: leadName,
          email: 'matrix.lead@example.test',
          phone: '+971 50 000 0000',
          country: 'AE',
        },
        agentReferenceNumber: reference,
        paymentMethod,
      },
    }),
    201,
    `${paymentMethod} order`,
  ) as {
    orderId: string;
    order: {
      status: string;
      referenceNumber: string;
      lines: { _id: string; status: string; tickets: { ticketNo: string }[] }[];
    };
  };
  const line = placed.order.lines[0];
  const expected = paymentMethod === 'card' ? ['pending_payment', 'pending'] : ['completed', 'confirmed'];
  if (!line || placed.order.status !== expected[0] || line.status !== expected[1])
    throw new Error(`the order is not paid and confirmed: ${JSON.stringify(placed.order)}`);
  return {
    orderId: placed.orderId,
    lineId: line._id,
    secrets: [
      placed.orderId,
      line._id,
      placed.order.referenceNumber,
      reference,
      leadName,
      ...line.tickets.map((ticket) => ticket.ticketNo),
    ],
  };
}

/** The line's status as stored, to prove a refused cancellation changed nothing. */
export async function orderStatus(t: TestApp, orderId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    t.deps.database.db,
    sql`select status from booking_orders where id = ${orderId}`,
  );
  return row?.status;
}

export async function lineStatus(t: TestApp, lineId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    t.deps.database.db,
    sql`select status from booking_lines where id = ${lineId}`,
  );
  return row?.status;
}
