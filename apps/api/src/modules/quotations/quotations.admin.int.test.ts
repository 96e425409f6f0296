import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { QuotationAmendmentDto, QuotationListAnswer } from '@portal/contracts';
import { fixedClock } from '../../lib/clock.ts';
import { pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createHierarchy, type Hierarchy } from '../resellers/resellers.testing.ts';
import {
  createQuotation,
  idem,
  landDraft,
  quotationCatalogue,
  type QuotationCatalogue,
} from './quotations.testing.ts';

let t: TestApp;
let h: Hierarchy;
let c: QuotationCatalogue;
beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(new Date('2026-11-27T08:00:00Z')) });
  h = await createHierarchy(t.deps);
  c = await quotationCatalogue(t);
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { authorization: `Bearer ${token}`, ...(o.headers ?? {}) } });
const get = (token: string, url: string) => as(token)({ method: 'GET', url: `/api/v1${url}` });

describe('company staff read quotations (back office)', () => {
  it('finds a quotation in the admin list and reads its latest amendment, its versions and its PDF', async () => {
    const made = await createQuotation(
      as(h.subOfA.token),
      landDraft(t, c, { agentQuotationNumber: 'STAFF-READ-1' }),
    );
    const listed = await get(
      h.admin,
      `/admin/quotations/all?agent=${h.subOfA.agentCode}&quotationNumber=${made.quotationNumber}&dateFrom=2026-11-27&dateTo=2026-11-27`,
    );
    expect(listed.statusCode).toBe(200);
    const row = listed.json<QuotationListAnswer>().quotations[0]!;
    expect(row).toMatchObject({ quotationNumber: made.quotationNumber, amendment: { _id: made._id } });
    const none = await get(h.admin, `/admin/quotations/all?agent=${h.subOfA.agentCode}&dateFrom=2026-11-28`);
    expect(none.json<QuotationListAnswer>().totalQuotations).toBe(0);

    const one = await get(h.admin, `/quotations/amendment/${row.amendment._id}`);
    expect(one.statusCode).toBe(200);
    // Staff read; only the agent who made it may change it.
    expect(one.json<QuotationAmendmentDto>()).toMatchObject({
      _id: made._id,
      quotationNumber: made.quotationNumber,
      canChange: false,
    });
    const versions = await get(h.admin, `/quotations/amendments/${made.quotationNumber}`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json<QuotationAmendmentDto[]>().map((a) => a._id)).toEqual([made._id]);

    const pdf = await get(h.admin, `/quotations/amendment/${made._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdfText(pdf.rawPayload)).toContain(made.quotationNumber);
  });

  it('answers 404 for an unknown amendment and refuses changes by staff', async () => {
    const made = await createQuotation(as(h.resellerA.token), landDraft(t, c));
    expect(
      (await get(h.admin, '/quotations/amendment/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await get(h.admin, '/quotations/amendments/Q-NOPE-1')).statusCode).toBe(404);
    const edit = await as(h.admin)({
      method: 'PATCH',
      url: `/api/v1/quotations/update/${made.quotationNumber}`,
      headers: idem(),
      payload: landDraft(t, c),
    });
    expect(edit.statusCode).toBe(403);
    const confirm = await as(h.admin)({
      method: 'PATCH',
      url: `/api/v1/quotations/amendment/confirm/${made._id}`,
      headers: idem(),
      payload: { selectedStay: 1 },
    });
    expect(confirm.statusCode).toBe(403);
    // Other agents still get 404, and nobody reads without a token.
    expect((await get(h.resellerB.token, `/quotations/amendment/${made._id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/quotations/amendment/${made._id}/pdf` })).statusCode,
    ).toBe(401);
  });
});
