import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bookingLines } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { adult, bookingBody, createTestTicket, idem } from './a2a.testing.ts';

export interface PlacedA2a {
  orderId: string;
  passengerId: string;
  ticketId: string;
  secrets: string[];
}

/** A paid a2a order of the caller `asOwner` (the authorization matrix's owner A), one passenger. */
export async function placeA2aOrder(
  asOwner: (o: InjectOptions) => Promise<LightMyRequestResponse>,
  deps: AppDeps,
): Promise<PlacedA2a> {
  const ticket = await createTestTicket(deps, { seats: 5 });
  const res = await asOwner({
    method: 'POST',
    url: '/api/v1/b2b/a2a/orders/create',
    headers: idem(),
    payload: bookingBody(ticket, [adult(1, { firstName: 'Matrixsecret', passportNo: 'MX1234567' })], 85_000),
  });
  if (res.statusCode !== 201) throw new Error(`a2a fixture order failed ${res.statusCode}: ${res.body}`);
  const body = res.json<{
    orderId: string;
    order: { referenceNumber: string; passengers: { _id: string }[] };
  }>();
  const passengerId = body.order.passengers[0]!._id;
  return {
    orderId: body.orderId,
    passengerId,
    ticketId: ticket._id,
    secrets: [body.orderId, passengerId, body.order.referenceNumber, 'Matrixsecret', 'MX1234567'],
  };
}

export async function a2aLineStatus(t: TestApp, lineId: string): Promise<string | null> {
  const [row] = await t.deps.database.db
    .select({ status: bookingLines.status })
    .from(bookingLines)
    .where(eq(bookingLines.id, lineId));
  return row?.status ?? null;
}
