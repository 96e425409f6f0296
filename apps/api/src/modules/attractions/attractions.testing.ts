import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, seedAttractions } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import type { TestApp } from '../../testing/test-app.ts';
import { idemKey } from '../wallet/wallet.testing.ts';

/** Test helpers for attraction integration tests. */
export async function seedCatalogue(t: TestApp): Promise<void> {
  await seedAttractions(t.deps.database.db, { now: t.deps.clock.now() });
}

export interface PickedActivity {
  activityId: string;
  attractionId: string;
  name: string;
  productCode: string | null;
}

/** An activity of the seeded catalogue matching a SQL condition on a (attractions) and act (activities). */
export async function pickActivity(t: TestApp, where: ReturnType<typeof sql>): Promise<PickedActivity> {
  const [row] = await queryRows<PickedActivity>(
    t.deps.database.db,
    sql`select act.id as "activityId", a.id as "attractionId", act.name, act.product_code as "productCode"
      from attraction_activities act join attractions a on a.id = act.attraction_id
      where ${where} order by a.sort_order, act.sort_order limit 1`,
  );
  if (!row) throw new Error('no seeded activity matches');
  return row;
}

/** Inventory activity: ticket-type, not API, per person, bookable every day, no custom window. */
export const INVENTORY = sql`a.booking_type = 'ticket' and not a.is_api_connected and act.base = 'person'
  and jsonb_array_length(a.available_weekdays) = 7 and a.custom_date_from is null and act.adult_price > 0`;
export const BOOKING_TYPE = sql`a.booking_type = 'booking' and act.base = 'person' and a.booking_prior_days <= 1
  and jsonb_array_length(a.available_weekdays) = 7 and a.custom_date_from is null and not a.is_api_connected`;
export const API_CONNECTED = sql`a.is_api_connected and jsonb_array_length(a.available_weekdays) = 7 and a.custom_date_from is null`;

/** A date a few days ahead that is no off date of the activity's attraction. */
export async function freeDate(t: TestApp, attractionId: string, ahead = 5): Promise<string> {
  const [row] = await queryRows<{ offDates: string[] }>(
    t.deps.database.db,
    sql`select off_dates as "offDates" from attractions where id = ${attractionId}`,
  );
  let date = addDays(plainDateIn(t.deps.clock.now()), ahead);
  while (row?.offDates.includes(date)) date = addDays(date, 1);
  return date;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export const lead = {
  name: 'Aisha Rahman',
  email: 'aisha@example.test',
  phone: '+971 50 123 4567',
  country: 'AE',
};

export async function priceOf(t: TestApp, token: string, selection: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/attractions/price',
    headers: auth(token),
    payload: selection,
  });
}

export async function order(
  t: TestApp,
  token: string,
  items: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
  key = idemKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/attractions/orders',
    headers: { ...auth(token), 'idempotency-key': key },
    payload: {
      items,
      leadTraveller: lead,
      agentReferenceNumber: `REF-${key.slice(-12)}`,
      paymentMethod: 'wallet',
      ...extra,
    },
  });
}

/** Prices a selection and answers it with its expectedPrice, ready for an order. */
export async function pricedItem(t: TestApp, token: string, selection: Record<string, unknown>) {
  const res = await priceOf(t, token, selection);
  if (res.statusCode !== 200) throw new Error(`price check failed: ${res.body}`);
  return { ...selection, expectedPrice: res.json<{ agentPrice: number }>().agentPrice };
}

/** A signed sandbox gateway callback for a payment. */
export function gatewayCallback(
  t: TestApp,
  p: { paymentId: string; orderRef: string; amount: number; status: 'succeeded' | 'failed'; nonce?: string },
) {
  const body = { currency: 'AED', nonce: p.nonce ?? randomBytes(16).toString('hex'), ...p };
  const text = [body.paymentId, body.orderRef, body.amount, body.currency, body.status, body.nonce].join('|');
  const signature = createHmac('sha256', t.deps.env.GATEWAY_SECRET).update(text).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/callback',
    payload: { ...body, signature },
  });
}
