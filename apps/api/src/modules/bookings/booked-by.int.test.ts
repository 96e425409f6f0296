import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A2A_PATHS, FLIGHT_ORDER_PATHS, INSURANCE_PATHS, VISA_PATHS } from '@portal/contracts';
import { plainDateIn } from '@portal/domain';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  adult as a2aAdult,
  bookingBody as a2aBody,
  createTestTicket,
  idem as a2aIdem,
} from '../a2a/a2a.testing.ts';
import { createAgencyUser } from '../agency-users/agency-users.testing.ts';
import { bookingBody as flightBody, idemHeaders, selectTrip } from '../flights/booking/booking.testing.ts';
import { familyQuote, INSURANCE_TODAY } from '../insurance/insurance.testing.ts';
import { createQuotation, landDraft, quotationCatalogue } from '../quotations/quotations.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import {
  applicationBody,
  createVisaApplication,
  travelDateFor,
  visaCatalogue,
  visaTypesOf,
} from '../visas/visas.testing.ts';

/**
 * "Booked by" on every product's order list and details, and the lists' filter by user (issue 32):
 * one order per product booked by an agency user; the owner's list names that user, the filter by
 * that user keeps it and the filter by another user drops it.
 */
type Call = (o: InjectOptions) => Promise<LightMyRequestResponse>;
type Row = { id: string; bookedBy: string | null | undefined };

interface Product {
  name: string;
  /** Books one order as `call`; its key in the list (id or number) and its details URL. */
  place: (call: Call) => Promise<{ key: string; details: string }>;
  list: string;
  rows: (body: Record<string, unknown>) => Row[];
  bookedByOf: (details: Record<string, unknown>) => string | null | undefined;
}

const v1 = (path: string) => `/api/v1${path}`;
let t: TestApp;
let owner: TestAgent;
let booker: { id: string; token: string };
let other: { id: string; token: string };
const BOOKER = 'Bushra Booker';

function ok<T>(res: LightMyRequestResponse, status: number, what: string): T {
  if (res.statusCode !== status) throw new Error(`${what} ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json<T>();
}

const byId = (key: string) => (body: Record<string, unknown>) =>
  (body[key] as { _id: string; bookedBy?: string | null }[]).map((r) => ({
    id: r._id,
    bookedBy: r.bookedBy,
  }));

const products: Product[] = [
  {
    name: 'flights',
    async place(call) {
      const picked = await selectTrip(call, plainDateIn(t.deps.clock.now()), { adults: 1 });
      const made = ok<{ bookingId: string }>(
        await call({
          method: 'POST',
          url: v1(FLIGHT_ORDER_PATHS.create),
          payload: flightBody(picked.details),
          headers: idemHeaders(),
        }),
        201,
        'flight booking',
      );
      return { key: made.bookingId, details: v1(FLIGHT_ORDER_PATHS.single(made.bookingId)) };
    },
    list: v1(FLIGHT_ORDER_PATHS.list),
    rows: byId('flightOrders'),
    bookedByOf: (d) => d['bookedBy'] as string | null,
  },
  {
    name: 'insurance',
    async place(call) {
      const quote = ok<{ price: { agentPrice: number } }>(
        await call({ method: 'POST', url: v1('/b2b/insurance/quotation'), payload: familyQuote() }),
        200,
        'insurance quote',
      );
      const made = ok<{ contract: { _id: string } }>(
        await call({
          method: 'POST',
          url: v1('/b2b/insurance/create-contract'),
          headers: { 'idempotency-key': `ins-${crypto.randomUUID()}` },
          payload: {
            ...familyQuote(),
            expectedPrice: quote.price.agentPrice,
            agentReferenceNumber: 'INS-BOOKED-BY',
            contactEmail: 'client@example.test',
            contactPhone: '+971 50 123 4567',
            paymentMethod: 'wallet',
          },
        }),
        201,
        'insurance contract',
      );
      return { key: made.contract._id, details: v1(`/b2b/insurance/contracts/single/${made.contract._id}`) };
    },
    list: v1(INSURANCE_PATHS.contracts),
    rows: byId('contracts'),
    bookedByOf: (d) => d['bookedBy'] as string | null,
  },
  {
    name: 'a2a',
    async place(call) {
      const ticket = await createTestTicket(t.deps, { seats: 5 });
      const made = ok<{ order: { _id: string } }>(
        await call({
          method: 'POST',
          url: v1(A2A_PATHS.create),
          headers: a2aIdem(),
          payload: a2aBody(ticket, [a2aAdult(1)], 85_000),
        }),
        201,
        'a2a booking',
      );
      return { key: made.order._id, details: v1(A2A_PATHS.single(made.order._id)) };
    },
    list: v1(A2A_PATHS.orders),
    rows: byId('a2aOrders'),
    bookedByOf: (d) => d['bookedBy'] as string | null,
  },
  {
    name: 'visas',
    async place(call) {
      const ids = await visaCatalogue(t);
      const types = await visaTypesOf(call, ids);
      const app = await createVisaApplication(
        call,
        applicationBody(types.visaTypes[3]!._id, ids.sold, travelDateFor(t.deps.clock.now()), 1, 0),
      );
      return { key: app._id, details: v1(VISA_PATHS.single(app._id)) };
    },
    list: v1(VISA_PATHS.list),
    rows: byId('visaApplications'),
    bookedByOf: (d) => (d['visaApplication'] as { bookedBy?: string | null }).bookedBy,
  },
  {
    name: 'quotations',
    async place(call) {
      const made = await createQuotation(call, landDraft(t, await quotationCatalogue(t)));
      return { key: made.quotationNumber, details: v1(`/quotations/amendment/${made._id}`) };
    },
    list: v1('/quotations/all'),
    rows: (body) =>
      (body['quotations'] as { quotationNumber: string; bookedBy?: string | null }[]).map((r) => ({
        id: r.quotationNumber,
        bookedBy: r.bookedBy,
      })),
    bookedByOf: (d) => d['bookedBy'] as string | null,
  },
];

beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(INSURANCE_TODAY) });
  owner = await createAgentWithToken(t.deps, { balance: 50_000_000 });
  // Net prices granted: the fixtures book at the agency price they read.
  booker = await createAgencyUser(t.deps, owner.id, 'booker', { name: BOOKER, grants: ['prices.net'] });
  other = await createAgencyUser(t.deps, owner.id, 'booker', { name: 'Omar Other', grants: ['prices.net'] });
});
afterAll(() => t.close());

const asUser =
  (token: string): Call =>
  (o) =>
    t.app.inject({ ...o, headers: { ...auth(token), ...(o.headers as Record<string, string>) } });

describe('"Booked by" on every product (issue 32)', () => {
  it.each(products.map((p) => [p.name, p] as const))(
    '%s: the list and details name the user; the filter by user narrows the list',
    async (_name, product) => {
      const placed = await product.place(asUser(booker.token));
      const ownerCall = asUser(owner.token);
      const listed = async (query: string) =>
        product.rows(
          ok<Record<string, unknown>>(await ownerCall({ url: `${product.list}${query}` }), 200, 'list'),
        );

      expect((await listed('')).find((r) => r.id === placed.key)?.bookedBy).toBe(BOOKER);
      const mine = await listed(`?bookedBy=${booker.id}`);
      expect(mine.map((r) => r.id)).toContain(placed.key);
      expect(mine.every((r) => r.bookedBy === BOOKER)).toBe(true);
      expect((await listed(`?bookedBy=${other.id}`)).map((r) => r.id)).not.toContain(placed.key);
      expect((await ownerCall({ url: `${product.list}?bookedBy=nobody` })).statusCode).toBe(400);

      const details = ok<Record<string, unknown>>(await ownerCall({ url: placed.details }), 200, 'details');
      expect(product.bookedByOf(details)).toBe(BOOKER);
    },
  );
});
