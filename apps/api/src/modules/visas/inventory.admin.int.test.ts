import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminVisaPricesAnswer, adminVisaTypesAnswer, type VisaApplicationAnswer } from '@portal/contracts';
import { auditEvents, bookingLines } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { readyApplication, visaCatalogue, visaTypesOf, type VisaCatalogueIds } from './visas.testing.ts';

let t: TestApp;
let ids: VisaCatalogueIds;
let A: TestAgent;
let content: string;
let finance: string;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await visaCatalogue(t);
  A = await createAgentWithToken(t.deps, { balance: 2_000_000 });
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...auth(token), ...o.headers } });
const BASE = '/api/v1/admin/inventory/visas/types';

async function pricesOf(typeId: string) {
  const res = await as(content)({ method: 'GET', url: `${BASE}/${typeId}/prices` });
  expect(res.statusCode, res.body).toBe(200);
  return adminVisaPricesAnswer.parse(res.json());
}

describe('visa prices per nationality', () => {
  it('a price change reaches the agent’s search at once; a paid application keeps its price; audited', async () => {
    const agentTypes = await visaTypesOf(as(A.token), ids);
    const type = agentTypes.visaTypes[0]!;
    // Paid before the change: its order line keeps the price it was paid at.
    const app = await readyApplication(as(A.token), ids, t.deps.clock.now(), 1, 0);
    const paid = await as(A.token)({
      method: 'POST',
      url: `/api/v1/b2b/visa/application/payment/${app._id}`,
      headers: { 'idempotency-key': `inv-${randomUUID()}` },
      payload: { paymentMethod: 'wallet', expectedPrice: app.totalAmount },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<VisaApplicationAnswer>().visaApplication.totalAmount).toBe(app.totalAmount);
    const linesBefore = await t.deps.database.db.select().from(bookingLines);

    const row = (await pricesOf(type._id)).prices.find((p) => p.nationality._id === ids.sold)!;
    expect(row.price).not.toBeNull();
    const next = { ...row.price!, adultPrice: row.price!.adultPrice + 10_000 };
    const res = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}/prices/${ids.sold}`,
      payload: next,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ price: { price: { adultPrice: number; version: number } } }>().price.price,
    ).toMatchObject({
      adultPrice: next.adultPrice,
      version: row.price!.version + 1,
    });

    const after = (await visaTypesOf(as(A.token), ids)).visaTypes.find((v) => v._id === type._id)!;
    expect(after.adultPrice).toBeGreaterThan(type.adultPrice);
    expect(after.childPrice).toBe(type.childPrice);

    const linesAfter = await t.deps.database.db.select().from(bookingLines);
    expect(linesAfter.map((l) => [l.id, l.agentPrice])).toEqual(linesBefore.map((l) => [l.id, l.agentPrice]));

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, 'visa-price.set'), eq(auditEvents.objectId, `${type._id}:${ids.sold}`)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({ adultPrice: row.price!.adultPrice });
    expect(audit[0]!.after).toEqual({ adultPrice: next.adultPrice });
  });

  it('the second save made against the same version is refused: changed by someone else', async () => {
    const types = adminVisaTypesAnswer.parse((await as(content)({ method: 'GET', url: BASE })).json());
    const type = types.visaTypes[1]!;
    const row = (await pricesOf(type._id)).prices.find((p) => p.nationality._id === ids.sold)!;
    const first = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}/prices/${ids.sold}`,
      payload: { ...row.price!, adultPrice: row.price!.adultPrice + 100 },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}/prices/${ids.sold}`,
      payload: { ...row.price!, adultPrice: row.price!.adultPrice + 200 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toContain('changed by someone else');
    const now = (await pricesOf(type._id)).prices.find((p) => p.nationality._id === ids.sold)!;
    expect(now.price!.adultPrice).toBe(row.price!.adultPrice + 100);

    // The type's own content too.
    const body = {
      name: type.name,
      processingTime: type.processingTime,
      processingTimeFormat: type.processingTimeFormat,
      validity: type.validity,
      validityTimeFormat: type.validityTimeFormat,
      documents: type.documents,
      isActive: type.isActive,
      version: type.version,
    };
    const saved = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}`,
      payload: { ...body, processingTime: 5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}`,
      payload: { ...body, processingTime: 6 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toContain('changed by someone else');
  });

  it('bad input is a 400 naming the field; a deactivated type is no longer offered to agents', async () => {
    const types = adminVisaTypesAnswer.parse((await as(content)({ method: 'GET', url: BASE })).json());
    const type = types.visaTypes[2]!;
    const row = (await pricesOf(type._id)).prices.find((p) => p.nationality._id === ids.sold)!;
    const bad = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}/prices/${ids.sold}`,
      payload: { ...row.price!, adultPrice: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(
      'adultPrice',
    );
    const noDocs = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}`,
      payload: { ...type, documents: [] },
    });
    expect(noDocs.statusCode).toBe(400);
    expect(Object.keys(noDocs.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(
      'documents',
    );

    const before = (await visaTypesOf(as(A.token), ids)).visaTypes.map((v) => v._id);
    expect(before).toContain(type._id);
    const off = await as(content)({
      method: 'PUT',
      url: `${BASE}/${type._id}`,
      payload: {
        name: type.name,
        processingTime: type.processingTime,
        processingTimeFormat: type.processingTimeFormat,
        validity: type.validity,
        validityTimeFormat: type.validityTimeFormat,
        documents: type.documents,
        isActive: false,
        version: type.version,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = (await visaTypesOf(as(A.token), ids)).visaTypes.map((v) => v._id);
    expect(after).not.toContain(type._id);
  });

  it('only the content role (or administrators) may change inventory', async () => {
    const types = adminVisaTypesAnswer.parse((await as(content)({ method: 'GET', url: BASE })).json());
    const type = types.visaTypes[0]!;
    const refused = await as(finance)({
      method: 'PUT',
      url: `${BASE}/${type._id}/prices/${ids.sold}`,
      payload: { isSold: true, adultPrice: 1, childPrice: 1, adultCost: 0, childCost: 0, version: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(
      'Your role does not allow you to change the catalogue and inventory',
    );
    const agent = await as(A.token)({ method: 'GET', url: BASE });
    expect([401, 403]).toContain(agent.statusCode);
  });
});
