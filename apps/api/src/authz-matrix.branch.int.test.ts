import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightCreateBookingAnswer, QuotationAmendmentDto, VisaApplicationAnswer } from '@portal/contracts';
import { bookingLines, bookingOrders, clientMarkups, queryRows, visaApplications } from '@portal/db';
import { formatMoney, MARKUP_PRODUCTS, plainDateIn } from '@portal/domain';
import { cancellableActivity, placePaidOrder, type Call } from './authz-matrix.fixtures.ts';
import { multipart, SAMPLE_FILES } from './modules/auth/auth.fixtures.ts';
import { issueSession } from './modules/auth/sessions.ts';
import { placeA2aOrder } from './modules/a2a/a2a.matrix.testing.ts';
import { seedCatalogue } from './modules/attractions/attractions.testing.ts';
import { bookingBody, idemHeaders, selectTrip } from './modules/flights/booking/booking.testing.ts';
import { placeHotelOrder } from './modules/hotels/booking/booking.matrix.testing.ts';
import { ensureHotels } from './modules/hotels/hotels.testing.ts';
import { placeInsuranceContract } from './modules/insurance/insurance.matrix.testing.ts';
import { createQuotation, landDraft, quotationCatalogue } from './modules/quotations/quotations.testing.ts';
import { createAgentWithToken, createSubAgentOf, type TestAgent } from './modules/resellers/resellers.testing.ts';
import { readyApplication, visaCatalogue } from './modules/visas/visas.testing.ts';
import { walletService } from './modules/wallet/wallet.service.ts';
import { pdfText } from './lib/documents/pdf-text.testing.ts';
import { registeredRoutes, type RegisteredRoute } from './plugins/auth.ts';
import { buildTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The authorization matrix's branch view (issue 32 section 3): every order route of every product,
 * read from the app's own route table, against orders a sub-agent S of reseller A made with its own
 * client markup. A reads them (200) without any of S's client prices; A changes none of them (403 or
 * 404, nothing charged, nothing moved); S's sibling and another reseller's sub-agent get 404.
 */

const V1 = '/api/v1';
/** Order routes by product: every agent route with an id under these paths is an order route. */
const PRODUCT_PATHS: Record<string, string[]> = {
  hotel: [`${V1}/b2b/hotels/orders/`],
  attraction: [`${V1}/b2b/attractions/orders/`],
  a2a: [`${V1}/b2b/a2a/orders/`],
  insurance: [`${V1}/b2b/insurance/contracts/`, `${V1}/b2b/insurance/download-contract/`],
  flight: [`${V1}/b2b/flight/bookings/`],
  visa: [`${V1}/b2b/visa/application/`],
  quotation: [`${V1}/quotations/amendment`, `${V1}/quotations/update/`],
};
/** Reads that belong to a change (the cancellation simulation): refused like the change. */
const isChangeFlow = (r: RegisteredRoute) => r.method !== 'GET' || /cancel/.test(r.url);

type Placed = { params: Record<string, string>; orderIds: string[]; body?: (route: string) => unknown };

let t: TestApp;
let A: TestAgent;
let S: TestAgent;
let sibling: TestAgent;
let otherSub: TestAgent;
const placed: Record<string, Placed> = {};

const call =
  (agent: TestAgent): Call =>
  async (options: InjectOptions) => {
    const token = await issueSession(t.deps, t.deps.database.db, 'agent', agent.id, {});
    return t.app.inject({
      ...options,
      headers: { ...(options.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
  };

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());

const orderRoutes = () =>
  registeredRoutes
    .filter(
      (r) =>
        (r.auth === 'agent' || r.auth === 'agent-or-admin') &&
        r.url.includes(':') &&
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS',
    )
    .map((r) => ({ route: r, product: productOf(r.url) }))
    .filter((x): x is { route: RegisteredRoute; product: string } => x.product !== null);

function productOf(url: string): string | null {
  for (const [product, prefixes] of Object.entries(PRODUCT_PATHS))
    if (prefixes.some((p) => url.startsWith(p))) return product;
  return null;
}

/** S's client prices and markups: no answer to A may carry one. */
async function privateAmounts(): Promise<{ json: string[]; pdf: string[] }> {
  const db = t.deps.database.db;
  const orders = await db.select().from(bookingOrders).where(eq(bookingOrders.agentId, S.id));
  const lines = await db
    .select()
    .from(bookingLines)
    .where(
      inArray(
        bookingLines.orderId,
        orders.map((o) => o.id),
      ),
    );
  const sells = [
    ...orders.filter((o) => o.totalSellPrice !== o.totalAgentPrice).map((o) => o.totalSellPrice),
    ...lines.filter((l) => l.clientMarkup > 0).map((l) => l.sellPrice),
  ];
  const markups = lines.filter((l) => l.clientMarkup > 0).map((l) => l.clientMarkup);
  const visas = await db.select().from(visaApplications).where(eq(visaApplications.agentId, S.id));
  sells.push(...visas.filter((v) => v.totalSellPrice !== v.totalAgentPrice).map((v) => v.totalSellPrice));
  const quoted: number[] = [];
  const q = placed.quotation;
  if (q) {
    const own = await call(S)({ method: 'GET', url: `${V1}/quotations/amendment/${q.params.id}` });
    collectSells(own.json<QuotationAmendmentDto>().costing, quoted);
  }
  return {
    json: [
      ...sells.flatMap((v) => [`"sellPrice":${v}`, `"totalSellPrice":${v}`]),
      ...markups.flatMap((v) => [`"clientMarkup":${v}`, `"markup":${v}`]),
      ...quoted.map((v) => `"sellPrice":${v}`),
    ],
    pdf: [...sells, ...quoted].map((v) => formatMoney(v)),
  };
}

function collectSells(value: unknown, out: number[]): void {
  if (Array.isArray(value)) return value.forEach((v) => collectSells(v, out));
  if (!value || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  if (typeof o.sellPrice === 'number' && typeof o.agentPrice === 'number' && o.sellPrice !== o.agentPrice)
    out.push(o.sellPrice);
  Object.values(o).forEach((v) => collectSells(v, out));
}

/** Everything a refused change could have moved: S's and A's wallets, S's orders and lines. */
async function snapshot(): Promise<string> {
  const wallet = walletService(t.deps);
  const rows = await queryRows<{ s: string }>(
    t.deps.database.db,
    sql`select string_agg(o.id || ':' || o.status || ':' || l.status || ':' || coalesce(l.refund_amount, 0), ',' order by o.id, l.id) as s
        from booking_orders o join booking_lines l on l.order_id = o.id where o.agent_id = ${S.id}`,
  );
  const visas = await queryRows<{ s: string }>(
    t.deps.database.db,
    sql`select string_agg(a.id || ':' || t.status || ':' || coalesce(t.reapply_count, 0), ',' order by t.id) as s
        from visa_applications a join visa_travellers t on t.application_id = a.id where a.agent_id = ${S.id}`,
  );
  const quotes = await queryRows<{ s: string }>(
    t.deps.database.db,
    sql`select string_agg(id || ':' || status || ':' || total_amendments, ',') as s from quotations where agent_id = ${S.id}`,
  );
  return JSON.stringify([
    await wallet.position(S.id),
    await wallet.position(A.id),
    rows[0]?.s,
    visas[0]?.s,
    quotes[0]?.s,
  ]);
}

/** A body that passes each change route's validation, so the call reaches the object check. */
function changeRequest(route: RegisteredRoute, product: string): Pick<InjectOptions, 'payload' | 'headers'> {
  const headers = { 'idempotency-key': `branch-${randomUUID()}` };
  if (route.url.includes('/documents') || route.url.includes('/reapply/')) {
    const form = multipart(
      [{ field: 'passportSizePhoto', filename: 'p.png', content: SAMPLE_FILES.png, contentType: 'image/png' }],
      route.url.includes('/reapply/') ? { traveller: JSON.stringify({ firstName: 'Branch' }) } : {},
    );
    return { headers: { ...headers, ...form.headers }, payload: form.payload };
  }
  const body = placed[product]?.body?.(`${route.method} ${route.url}`);
  return { headers, payload: body ?? {} };
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  await ensureHotels(t);
  A = await createAgentWithToken(t.deps, { balance: 1_000_000, companyName: 'Branch Reseller' });
  S = await createSubAgentOf(t.deps, A, { name: 'Branch Sub One' });
  sibling = await createSubAgentOf(t.deps, A, { name: 'Branch Sub Two' });
  otherSub = await createSubAgentOf(t.deps, await createAgentWithToken(t.deps));
  await walletService(t.deps).credit({
    agentId: S.id,
    amount: 5_000_000_00,
    kind: 'opening_balance',
    reference: 'BRANCH',
    description: 'Branch matrix funds',
  });
  // S's own margin on everything it sells: the branch view must never show it to A.
  await t.deps.database.db
    .insert(clientMarkups)
    .values(MARKUP_PRODUCTS.map((product) => ({ agentId: S.id, product, itemId: null, type: 'percentage' as const, value: 10 })));

  const asS = call(S);
  const hotel = await placeHotelOrder(asS, t.deps, S.id);
  placed.hotel = {
    params: { orderId: hotel.orderId },
    orderIds: [hotel.orderId],
    body: () => ({ cancellationRemark: 'branch' }),
  };
  const attraction = await placePaidOrder(asS, await cancellableActivity(t));
  placed.attraction = { params: { id: attraction.orderId, lineId: attraction.lineId }, orderIds: [attraction.orderId] };
  const a2a = await placeA2aOrder(asS, t.deps);
  placed.a2a = {
    params: { orderId: a2a.orderId, passengerId: a2a.passengerId },
    orderIds: [a2a.orderId],
    body: (key) => (key.includes('/update/') ? { firstName: 'Branchchanged' } : {}),
  };
  const insurance = await placeInsuranceContract(asS, t.deps);
  placed.insurance = { params: { id: insurance.orderId }, orderIds: [insurance.orderId] };
  const { details } = await selectTrip(asS, plainDateIn(t.deps.clock.now()), {
    type: 'oneway',
    from: 'DXB',
    to: 'BOM',
    adults: 1,
    inDays: 40,
  });
  const flight = await asS({
    method: 'POST',
    url: `${V1}/b2b/flight/bookings/create`,
    headers: idemHeaders(),
    payload: bookingBody(details),
  });
  if (flight.statusCode !== 201) throw new Error(`flight booking failed ${flight.statusCode}: ${flight.body}`);
  const booking = flight.json<FlightCreateBookingAnswer>().booking;
  placed.flight = {
    params: { bookingId: booking._id },
    orderIds: [booking._id],
    body: () => ({ cancellationRemark: 'branch' }),
  };
  const ready = await readyApplication(asS, await visaCatalogue(t), t.deps.clock.now(), 1, 0);
  const paid = await asS({
    method: 'POST',
    url: `${V1}/b2b/visa/application/payment/${ready._id}`,
    headers: { 'idempotency-key': `branch-${randomUUID()}` },
    payload: { paymentMethod: 'wallet', expectedPrice: ready.totalAmount },
  });
  if (paid.statusCode !== 201) throw new Error(`visa payment failed ${paid.statusCode}: ${paid.body}`);
  const visa = paid.json<VisaApplicationAnswer>().visaApplication;
  placed.visa = {
    params: { id: visa._id, travellerId: visa.travellers[0]!._id, field: 'passportSizePhoto' },
    orderIds: [],
    body: () => ({ paymentMethod: 'wallet', expectedPrice: visa.totalAmount }),
  };
  const draft = landDraft(t, await quotationCatalogue(t));
  const quotation = await createQuotation(asS, draft);
  placed.quotation = {
    params: { id: quotation._id, quotationNumber: quotation.quotationNumber },
    orderIds: [],
    body: (key) => (key.includes('/confirm/') ? { selectedStay: 1 } : draft),
  };
}, 300_000);
afterAll(() => t.close());

describe('authorization matrix: the branch view (a reseller and its sub-agents)', () => {
  it('every order route of every product has a sub-agent order to probe', () => {
    const routes = orderRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(Object.keys(PRODUCT_PATHS).filter((p) => !routes.some((r) => r.product === p))).toEqual([]);
  });

  it("the reseller reads its sub-agent's orders without its client prices, and changes none", async () => {
    const problems: string[] = [];
    const before = await snapshot();
    const secrets = await privateAmounts();
    expect(secrets.json.length).toBeGreaterThan(0);
    let reads = 0;
    let changes = 0;
    for (const { route, product } of orderRoutes()) {
      const key = `${route.method} ${route.url}`;
      const url = fill(route.url, placed[product]!.params);
      if (isChangeFlow(route)) {
        changes += 1;
        const res = await call(A)({ method: route.method, url, ...changeRequest(route, product) });
        if (res.statusCode !== 404 && res.statusCode !== 403)
          problems.push(`${key} as the reseller: ${res.statusCode}, expected 403/404 ${res.body.slice(0, 160)}`);
        continue;
      }
      reads += 1;
      const res = await call(A)({ method: 'GET', url });
      // The reseller gets what the sub-agent itself gets (a visa not issued yet is 404 to both).
      const own = (await call(S)({ method: 'GET', url })).statusCode;
      if (res.statusCode !== own) {
        problems.push(`${key} as the reseller: ${res.statusCode}, the sub-agent ${own} ${res.body.slice(0, 160)}`);
        continue;
      }
      if (own !== 200) continue;
      const pdf = (res.headers['content-type'] ?? '').toString().includes('pdf');
      const text = pdf ? pdfText(res.rawPayload) : res.body;
      const leaked = (pdf ? secrets.pdf : secrets.json).filter((s) => text.includes(s));
      if (leaked.length) problems.push(`${key} leaked the sub-agent's client prices: ${leaked.join(', ')}`);
      for (const [name, other] of [
        ['the sibling sub-agent', sibling],
        ["another reseller's sub-agent", otherSub],
      ] as const) {
        const refused = await call(other)({ method: 'GET', url });
        if (refused.statusCode !== 404) problems.push(`${key} as ${name}: ${refused.statusCode}, expected 404`);
      }
    }
    // Paying is a change too; its order id travels in the body.
    const pay = await call(A)({
      method: 'POST',
      url: `${V1}/b2b/hotels/orders/pay`,
      headers: { 'idempotency-key': `branch-${randomUUID()}` },
      payload: { orderId: placed.hotel!.params.orderId, paymentMethod: 'wallet' },
    });
    if (pay.statusCode !== 404) problems.push(`hotel pay as the reseller: ${pay.statusCode}, expected 404`);
    const after = await snapshot();
    console.info(`branch view: ${reads} read routes, ${changes + 1} change routes; problems: ${problems.length}`);
    expect(problems).toEqual([]);
    expect(after, 'a refused change charged, refunded or moved something').toBe(before);
    expect(reads).toBeGreaterThan(10);
  }, 900_000);
});

/** Every product's order list and the id of S's order in it. */
const LISTS: { product: string; url: string; rows: string; id: (row: Record<string, unknown>) => unknown }[] = [
  { product: 'hotel', url: `${V1}/b2b/hotels/orders/all`, rows: 'hotelOrders', id: (r) => r._id },
  { product: 'attraction', url: `${V1}/b2b/attractions/orders`, rows: 'orders', id: (r) => r.orderId },
  { product: 'a2a', url: `${V1}/b2b/a2a/orders/all`, rows: 'a2aOrders', id: (r) => r._id },
  { product: 'insurance', url: `${V1}/b2b/insurance/contracts/all`, rows: 'contracts', id: (r) => r._id },
  { product: 'flight', url: `${V1}/b2b/flight/bookings/list/all`, rows: 'flightOrders', id: (r) => r._id },
  { product: 'visa', url: `${V1}/b2b/visa/application/list/all`, rows: 'visaApplications', id: (r) => r._id },
  {
    product: 'quotation',
    url: `${V1}/quotations/all`,
    rows: 'quotations',
    id: (r) => r.quotationNumber,
  },
];
/** The id a list row carries for S's placed object of the product. */
const placedId = (product: string): string => {
  const p = placed[product]!.params;
  return product === 'quotation' ? p.quotationNumber! : (p.orderId ?? p.bookingId ?? p.id)!;
};

describe('the Agency filter of every product list (own, all, one sub-agent)', () => {
  it.each(LISTS.map((l) => [l.product, l] as const))('%s', async (_product, list) => {
    const rowsOf = async (who: TestAgent, agency?: string) => {
      const res = await call(who)({ method: 'GET', url: `${list.url}?limit=100${agency ? `&agency=${agency}` : ''}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Record<string, Record<string, unknown>[]>>()[list.rows]!;
    };
    const mine = placedId(list.product);
    const find = (rows: Record<string, unknown>[]) => rows.find((r) => list.id(r) === mine);

    // Own (the default): the reseller's own rows only.
    expect(find(await rowsOf(A))).toBeUndefined();
    expect(find(await rowsOf(A, 'own'))).toBeUndefined();
    // All, and the one sub-agent: S's row, named, priced without S's client markup.
    for (const agency of ['all', S.id]) {
      const row = find(await rowsOf(A, agency));
      expect(row?.agency).toMatchObject({ _id: S.id });
      expect((row?.agency as { name: string }).name).not.toBe('');
      if (typeof row?.sellPrice === 'number') expect(row.sellPrice).toBe(row.agentPrice);
    }
    expect((await rowsOf(A, S.id)).every((r) => (r.agency as { _id: string } | null)?._id === S.id)).toBe(true);
    // Another reseller's sub-agent, or the sibling's id: nothing of S.
    expect(await rowsOf(A, otherSub.id)).toEqual([]);
    expect(find(await rowsOf(A, sibling.id))).toBeUndefined();
    // Sub-agents see only their own, whatever they ask.
    const own = find(await rowsOf(S, 'all'));
    expect(own?.agency).toBeNull();
    expect(find(await rowsOf(sibling, 'all'))).toBeUndefined();
    expect(find(await rowsOf(sibling, S.id))).toBeUndefined();
    // A bad value is a clear 400.
    const bad = await call(A)({ method: 'GET', url: `${list.url}?agency=everyone` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/agency/);
  });
});
